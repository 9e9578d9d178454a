/**
 * The controls the inspector reads with no API key: one employer's jobs as the job API
 * writes them, job counts, the request log read by cursor, and the fault settings read and
 * changed while the server runs. Every answer is checked against admin.yaml by the harness.
 */
import { afterEach, describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob, pointers } from "../support/jobs.js";

describe.each(TRANSPORTS)("the inspector's controls over %s", (transport) => {
  const harness = useHarness(transport, { chaos: { latencyMs: [0, 5] } });
  const admin = (method: string, path: string, body?: unknown) =>
    harness.request(method, `/__admin${path}`, { key: null, ...(body === undefined ? {} : { body }) });
  afterEach(async () => {
    await admin("PUT", "/chaos", { latencyMs: { min: 0, max: 5 }, failRate: 0 });
  });

  it("lists one employer's jobs as the job API writes them, newest first, with filters and paging", async () => {
    await admin("PUT", "/clock", { now: "2026-11-01T09:00:00Z" });
    const first = await createJob(harness, { referenceId: "A-1", autoRefresh: true, status: "active" });
    await admin("POST", "/clock/advance", { seconds: 60 });
    const second = await createJob(harness, { referenceId: "B-2" });
    await createJob(harness, { referenceId: "OTHER" }, "demo-key-2");

    const page = await admin("GET", "/employers/1/jobs?pageSize=1");
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([second]);
    expect(page.body.paging).toMatchObject({ total: 2, page: 1, pages: 2, pageSize: 1, previous: null });
    expect(page.body.paging.next).toBe(`${harness.baseUrl}/__admin/employers/1/jobs?pageSize=1&page=2`);
    expect((await admin("GET", "/employers/1/jobs?status=active")).body.data).toEqual([first]);
    expect((await admin("GET", "/employers/1/jobs?q=b-2")).body.data.map((job: { id: number }) => job.id)).toEqual([
      second.id,
    ]);

    // An auto-refreshing job reports the publishDate it has now, as the job API does.
    await admin("POST", "/clock/advance", { seconds: 8 * 86_400 });
    const refreshed = (await admin("GET", "/employers/1/jobs?status=active")).body.data[0];
    expect(refreshed.publishDate).toBe("2026-11-08T09:00:00Z");
    expect(refreshed).toEqual((await harness.request("GET", `/api/v1.1/jobs/${first.id}`)).body);
  });

  it("answers 404 for an employer that does not exist and 400 for a bad filter", async () => {
    expect((await admin("GET", "/employers/99/jobs")).status).toBe(404);
    const bad = await admin("GET", "/employers/1/jobs?status=open&page=0");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { parameter: string }) => error.parameter)).toEqual(["status", "page"]);
  });

  it("counts each employer's jobs in the employer list", async () => {
    await createJob(harness);
    await createJob(harness);
    await createJob(harness, {}, "demo-key-2");
    const listed = (await admin("GET", "/employers")).body.data;
    expect(listed.map((employer: { id: number; jobCount: number }) => [employer.id, employer.jobCount])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("numbers logged requests, across a reset, and reads only those after a cursor", async () => {
    await harness.request("GET", "/api/v1.1/jobs");
    await harness.request("GET", "/api/v1.1/positiontypes");
    const [newest, older] = (await admin("GET", "/requests")).body.data;
    expect(newest.id).toBe(older.id + 1);
    expect((await admin("GET", `/requests?after=${newest.id}`)).body.data).toEqual([]);
    await admin("POST", "/reset");
    await harness.request("GET", "/api/v1.1/categories");
    const after = (await admin("GET", `/requests?after=${older.id}`)).body.data;
    expect(after.map((entry: { id: number; path: string }) => [entry.id, entry.path])).toEqual([
      [newest.id + 1, "/api/v1.1/categories"],
    ]);
    expect((await admin("GET", "/requests?after=-1")).status).toBe(400);
  });

  it("shows the fault settings it was started with, and changes them for the next requests", async () => {
    expect((await admin("GET", "/chaos")).body).toEqual({ latencyMs: { min: 0, max: 5 }, failRate: 0 });
    const set = await admin("PUT", "/chaos", { latencyMs: { min: 1, max: 1 }, failRate: 1 });
    expect(set.body).toEqual({ latencyMs: { min: 1, max: 1 }, failRate: 1 });
    expect((await admin("GET", "/chaos")).body).toEqual(set.body);
    const failed = await harness.request("GET", "/api/v1.1/jobs");
    expect(failed.status).toBe(503);
    expect(failed.body.detail).toContain("--fail-rate");
    // The controls themselves never fail.
    expect((await admin("GET", "/clock")).status).toBe(200);
    await admin("PUT", "/chaos", { latencyMs: { min: 0, max: 0 }, failRate: 0 });
    expect((await harness.request("GET", "/api/v1.1/jobs")).status).toBe(200);
  });

  it("refuses fault settings past their bounds, naming each, and keeps the ones in force", async () => {
    const reply = await admin("PUT", "/chaos", { latencyMs: { min: -1, max: 10_001 }, failRate: 2 });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/latencyMs/min", "/latencyMs/max", "/failRate"]);
    const reversed = await admin("PUT", "/chaos", { latencyMs: { min: 9, max: 3 }, failRate: 0 });
    expect(pointers(reversed)).toEqual(["/latencyMs/max"]);
    expect(pointers(await admin("PUT", "/chaos", { failRate: 0 }))).toEqual(["/latencyMs"]);
    expect((await admin("GET", "/chaos")).body).toEqual({ latencyMs: { min: 0, max: 5 }, failRate: 0 });
  });
});
