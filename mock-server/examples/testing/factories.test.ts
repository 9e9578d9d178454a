// The kit without any fixture: an employer of its own on a server in this process,
// valid jobs from the server's reference data, seeded at chosen dates, and a check of
// exactly what the application sent.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { buildJob, createTenant, expectSent, seedJobs, sentRequests } from "@jobs-toolkit/mock-server/testing";
import { createJobsClient } from "@jobs-toolkit/sdk";
import { expect, it } from "vitest";

it("archives the posting the application no longer lists", async () => {
  const server = createJobsServer();
  const tenant = await createTenant(server, { plan: "standard" });
  await seedJobs(server, tenant, [
    // Same seed, same job; variants cover each routing type, salary form and limit.
    { job: buildJob({}, { seed: 1, routing: "email", salary: "range" }), referenceId: "KEEP", status: "active" },
    {
      job: buildJob({}, { seed: 2, limits: "max" }),
      referenceId: "DROP",
      status: "active",
      publishDate: "2026-10-01T09:00:00Z",
    },
  ]);

  // The application under test, with the employer's key:
  const client = createJobsClient({ baseUrl: "http://jobs.test", apiKey: tenant.apiKey, fetch: server.fetch });
  await client.jobs.archive({ referenceId: "DROP" });

  const sent = await sentRequests(server, tenant);
  expectSent(sent, { method: "PUT", path: "/api/v1.1/jobs", referenceId: "DROP", body: { status: "archived" } });
  expectSent(sent, { referenceId: "KEEP" }, { times: 0 });
  expect((await client.jobs.list({ status: "active" })).data.map((job) => job.referenceId)).toEqual(["KEEP"]);
});
