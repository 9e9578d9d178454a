import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { JobCreate } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { createAdminClient, createJobsClient } from "../src/index.js";
import { must } from "./helpers.js";

it("makes an employer through the typed admin client, whose key then works on the job API", async () => {
  const server = createJobsServer();
  const admin = createAdminClient({ baseUrl: "http://jobs.test/", fetch: server.fetch });
  const { data, response } = await admin.POST("/__admin/employers", { body: { name: "Typed", plan: "unlimited" } });
  expect(response.status).toBe(201);
  const client = createJobsClient({
    baseUrl: "http://jobs.test",
    apiKey: must(data, "the new employer").apiKey,
    fetch: server.fetch,
  });
  expect((await client.jobs.list()).paging.total).toBe(0);
  const { data: listed } = await admin.GET("/__admin/employers");
  expect(listed?.data.map((employer) => employer.name)).toContain("Typed");
});

it("sends the admin token a guarded server asks for, and reads its refusal without one", async () => {
  const server = createJobsServer({ admin: { token: "s3cret" } });
  const guarded = createAdminClient({ baseUrl: "http://jobs.test", adminToken: "s3cret", fetch: server.fetch });
  expect((await guarded.GET("/__admin/clock")).response.status).toBe(200);
  const open = createAdminClient({ baseUrl: "http://jobs.test", fetch: server.fetch });
  const { error, response } = await open.GET("/__admin/clock");
  expect(response.status).toBe(401);
  expect(error?.detail).toBe("Send the admin token in the Admin-Token header.");
});

it("seeds a job with a chosen publishDate through the admin client, a JobCreate as the job", async () => {
  const server = createJobsServer();
  const admin = createAdminClient({ baseUrl: "http://jobs.test", fetch: server.fetch });
  const { data: tenant } = await admin.POST("/__admin/employers", { body: { name: "Seeded", plan: "standard" } });
  const job: JobCreate = {
    title: "Line Cook",
    description: "<p>Evenings.</p>",
    locations: [{ description: "Halifax, NS" }],
    categories: [{ id: 9 }],
    positionType: { id: 2 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example.org/cook",
  };
  const { data, response } = await admin.POST("/__admin/employers/{id}/jobs", {
    params: { path: { id: must(tenant, "the new employer").id } },
    body: { publishDate: "2026-10-01T09:00:00Z", job: { ...job, status: "active" } },
  });
  expect(response.status).toBe(201);
  expect(data).toMatchObject({ publishDate: "2026-10-01T09:00:00Z", status: "active", title: "Line Cook" });
});
