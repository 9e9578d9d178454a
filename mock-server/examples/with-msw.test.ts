// Test an application's job code against the reference server with no socket: MSW
// hands every request for http://jobs.test to the same core the Node server runs.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createHandlers } from "@jobs-toolkit/mock-server/msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

const jobs = createJobsServer();
const msw = setupServer(...createHandlers(jobs, { baseUrl: "http://jobs.test" }));

beforeAll(() => msw.listen({ onUnhandledRequest: "error" }));
beforeEach(() => jobs.reset());
afterAll(() => msw.close());

/** The application code under test: archives every job of a referenceId prefix. */
async function archiveAll(prefix: string): Promise<number> {
  const headers = { "API-Key": "demo-key-1", "Content-Type": "application/json" };
  const page = await (await fetch(`http://jobs.test/api/v1.1/jobs?q=${prefix}&status=active`, { headers })).json();
  for (const job of page.data) {
    await fetch(`http://jobs.test/api/v1.1/jobs/${job.id}`, { method: "PUT", headers, body: '{"status":"archived"}' });
  }
  return page.data.length;
}

it("archives the active jobs it finds, and sends exactly those requests", async () => {
  const state = jobs.exportState();
  jobs.importState({
    ...state,
    jobs: [1, 2].map((id) => ({
      id,
      employerId: 1,
      referenceId: `SYNC-${id}`,
      title: `Job ${id}`,
      publishDate: "2026-11-01T00:00:00Z",
      closeDate: "2026-12-31T00:00:00Z",
      confidential: false,
      autoRefresh: false,
      status: "active" as const,
      locationIds: [1],
      categoryIds: [12],
      positionTypeId: 1,
      salary: null,
      description: "<p>x</p>",
      applicantRoutingTypeId: 2,
      applicationEmail: null,
      applicationUrl: "https://careers.example.org",
    })),
    nextId: 3,
  });

  expect(await archiveAll("SYNC-")).toBe(2);

  const sent = jobs.requests().filter((request) => request.method === "PUT");
  expect(sent.map((request) => request.path).sort()).toEqual(["/api/v1.1/jobs/1", "/api/v1.1/jobs/2"]);
  expect(jobs.exportState().jobs.map((job) => job.status)).toEqual(["archived", "archived"]);
});
