// The client over real HTTP against the reference server started on a free port.
import { startServer } from "@jobs-toolkit/mock-server/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { ConnectionError, createJobsClient, NotFoundError } from "../src/index.js";
import { API_KEY, sampleJob } from "./helpers.js";

let running: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterEach(() => running.server.reset());
afterAll(() => running.close());

it("creates, upserts, lists every page, archives and deletes over HTTP", async () => {
  const client = createJobsClient({ baseUrl: running.url, apiKey: API_KEY });
  const created = await client.jobs.create(sampleJob({ title: "Nurse 1" }));
  const { job: upserted, created: isNew } = await client.jobs.upsert("REQ-2", sampleJob({ title: "Nurse 2" }));
  expect(isNew).toBe(true);
  await client.jobs.upsert("REQ-3", sampleJob({ title: "Nurse 3", status: "active" }));
  const titles = [];
  for await (const header of client.jobs.listAll({ pageSize: 1 })) {
    titles.push(header.title);
  }
  expect(titles).toEqual(["Nurse 3", "Nurse 2", "Nurse 1"]);
  expect((await client.jobs.archive(created.id)).status).toBe("archived");
  await client.jobs.delete({ referenceId: "REQ-2" });
  await expect(client.jobs.get(upserted.id)).rejects.toBeInstanceOf(NotFoundError);
});

it("sends PUT and DELETE as POST with X-HTTP-Method-Override when methodOverride is on", async () => {
  const client = createJobsClient({ baseUrl: running.url, apiKey: API_KEY, methodOverride: true });
  const job = await client.jobs.create(sampleJob());
  expect((await client.jobs.update(job.id, { title: "Overridden" })).title).toBe("Overridden");
  expect((await client.jobs.upsert("REQ-9", sampleJob())).created).toBe(true);
  await client.jobs.archive({ referenceId: "REQ-9" });
  await client.jobs.delete(job.id);
  await client.jobs.delete({ referenceId: "REQ-9" });
  const wire = running.server
    .requests(6)
    .reverse()
    .map((request) => [request.method, request.path, request.headers["x-http-method-override"] ?? null]);
  expect(wire).toEqual([
    ["POST", "/api/v1.1/jobs", null],
    ["POST", `/api/v1.1/jobs/${job.id}`, "PUT"],
    ["POST", "/api/v1.1/jobs", "PUT"],
    ["POST", "/api/v1.1/jobs", "PUT"],
    ["POST", `/api/v1.1/jobs/${job.id}`, "DELETE"],
    ["POST", "/api/v1.1/jobs", "DELETE"],
  ]);
  expect((await client.jobs.list()).paging.total).toBe(0);
});

it("sends GET as GET when methodOverride is on", async () => {
  const client = createJobsClient({ baseUrl: running.url, apiKey: API_KEY, methodOverride: true });
  await client.positionTypes.list();
  expect(running.server.requests(1)[0]).toMatchObject({ method: "GET", path: "/api/v1.1/positiontypes" });
});

it("reads the reference collections", async () => {
  const client = createJobsClient({ baseUrl: running.url, apiKey: API_KEY });
  const positionTypes = await client.positionTypes.list();
  expect(positionTypes.data.map((type) => type.name)).toContain("Full Time");
  const categories = await client.jobCategories.list();
  expect(categories.data.length).toBeGreaterThan(0);
  const locations = await client.locations.list({ q: "saint", pageSize: 2 });
  expect(locations.data).toHaveLength(2);
  expect(locations.data.every((location) => /saint/i.test(location.description))).toBe(true);
  expect(locations.paging).toMatchObject({ page: 1, pageSize: 2 });
});

it("throws a ConnectionError when nothing listens at baseUrl", async () => {
  const stopped = await startServer({ port: 0 });
  await stopped.close();
  const client = createJobsClient({ baseUrl: stopped.url, apiKey: API_KEY, maxRetries: 0 });
  const error = await client.jobs.list().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ConnectionError);
  expect((error as ConnectionError).message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\.1\/jobs failed before/);
});
