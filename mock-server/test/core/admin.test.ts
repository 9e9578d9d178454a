import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob, validUrlJob } from "../support/jobs.js";

describe.each(TRANSPORTS)("/__admin controls over %s", (transport) => {
  const harness = useHarness(transport);
  const admin = (method: string, path: string, body?: unknown) =>
    harness.request(method, `/__admin${path}`, { key: null, ...(body === undefined ? {} : { body }) });

  it("resets: jobs, added locations and the outbox are gone; ids keep increasing", async () => {
    const job = await createJob(harness, { locations: [{ description: "Tofino, BC" }] });
    await admin("POST", `/jobs/${job.id}/applications`, { name: "Ada", email: "ada@example.org" });
    expect((await admin("POST", "/reset")).status).toBe(204);
    expect((await harness.request("GET", "/api/v1.1/jobs")).body.paging.total).toBe(0);
    expect((await admin("GET", "/outbox")).body.data).toEqual([]);
    expect((await harness.request("GET", "/api/v1.1/locations?q=tofino")).body.paging.total).toBe(0);
    expect((await createJob(harness)).id).toBeGreaterThan(job.id);
  });

  it("sets, advances and releases the clock", async () => {
    expect((await admin("PUT", "/clock", { now: "2026-11-21T15:04:05+01:00" })).body).toEqual({
      now: "2026-11-21T14:04:05Z",
    });
    expect((await admin("GET", "/clock")).body).toEqual({ now: "2026-11-21T14:04:05Z" });
    expect((await admin("POST", "/clock/advance", { seconds: 86_400 })).body).toEqual({ now: "2026-11-22T14:04:05Z" });
    expect((await createJob(harness)).publishDate).toBe("2026-11-22T14:04:05Z");
    const real = await admin("PUT", "/clock", { now: null });
    expect(Math.abs(Date.parse(real.body.now) - Date.now())).toBeLessThan(5_000);
  });

  it("rejects a clock that is not a date, one past 9000, and a negative advance", async () => {
    expect((await admin("PUT", "/clock", { now: "tomorrow" })).status).toBe(422);
    expect((await admin("PUT", "/clock", { now: "9999-12-31T00:00:00Z" })).status).toBe(422);
    await admin("PUT", "/clock", { now: "8999-12-01T00:00:00Z" });
    expect((await admin("POST", "/clock/advance", { seconds: 90 * 86_400 })).status).toBe(422);
    expect((await admin("POST", "/clock/advance", { seconds: -1 })).status).toBe(422);
    expect((await admin("POST", "/clock/advance", { seconds: 1.5 })).status).toBe(422);
  });

  it("exports the whole state and imports it back", async () => {
    const job = await createJob(harness, {
      referenceId: "KEEP",
      salary: { amount: 0.3, type: { id: 5 } },
      locations: [{ description: "Tofino, BC" }],
    });
    const exported = (await admin("GET", "/state")).body;
    expect(exported).toMatchObject({ version: 1, nextId: job.id + 1 });
    expect(exported.jobs[0].salary.amount).toBe("0.3000");
    await admin("POST", "/reset");
    expect((await admin("PUT", "/state", exported)).status).toBe(204);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).body).toEqual(job);
    expect((await admin("GET", "/state")).body).toEqual(exported);
  });

  it("rejects an invalid state with 422 and changes nothing", async () => {
    const job = await createJob(harness);
    const exported = (await admin("GET", "/state")).body;
    const broken = { ...exported, jobs: [{ ...exported.jobs[0], locationIds: [99_999] }] };
    const reply = await admin("PUT", "/state", broken);
    expect(reply.status).toBe(422);
    expect(reply.body.errors[0].pointer).toBe("/jobs/0");
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).status).toBe(200);
  });

  it("e-mails an application for a job routed to e-mail, and lists it in the outbox", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T15:04:05Z") / 1000);
    const job = await createJob(harness);
    const reply = await admin("POST", `/jobs/${job.id}/applications`, {
      name: "Ada Tremblay",
      email: "ada@example.org",
    });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ delivery: "email", to: "jobs@northshore-health.ca" });
    expect((await admin("GET", "/outbox")).body.data).toEqual([
      {
        to: "jobs@northshore-health.ca",
        jobId: job.id,
        employerId: 1,
        subject: `Application for ${job.title} (job ${job.id})`,
        applicant: { name: "Ada Tremblay", email: "ada@example.org" },
        sentAt: "2026-11-21T15:04:05Z",
      },
    ]);
  });

  it("redirects an application for a job routed to a URL", async () => {
    const job = (await harness.request("POST", "/api/v1.1/jobs", { body: validUrlJob() })).body;
    const reply = await admin("POST", `/jobs/${job.id}/applications`, { name: "Ada", email: "ada@example.org" });
    expect(reply.body).toEqual({ delivery: "redirect", url: "https://careers.example.org/42" });
    expect((await admin("GET", "/outbox")).body.data).toEqual([]);
  });

  it("answers 404 for an application to a missing job and 422 for a bad applicant", async () => {
    const job = await createJob(harness);
    expect(
      (await admin("POST", "/jobs/2147483647/applications", { name: "Ada", email: "ada@example.org" })).status,
    ).toBe(404);
    expect((await admin("POST", `/jobs/${job.id}/applications`, { name: "", email: "nope" })).status).toBe(422);
  });

  it("shows a body nested 1,000 deep as JSON", async () => {
    const body = `${"[".repeat(1_000)}${"]".repeat(1_000)}`;
    await harness.request("POST", "/api/v1.1/jobs", { body, headers: { "content-type": "application/json" } });
    const { data } = (await harness.request("GET", "/__admin/requests?limit=1", { key: null })).body;
    expect(JSON.stringify(data[0].body)).toBe(body);
  });

  // 5,700 levels: one engine's writer took the body alone and overflowed on the whole answer (issue 45).
  it.each([1_001, 5_700, 20_000])("shows a body nested %i deep as its text, on every engine", async (depth) => {
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    await harness.request("POST", "/api/v1.1/jobs", { body: deep, headers: { "content-type": "application/json" } });
    const answer = await harness.request("GET", "/__admin/requests?limit=5", { key: null });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].body).toBe(deep);
  });

  it("shows the last requests, newest first, with API keys masked", async () => {
    await harness.request("POST", "/api/v1.1/jobs?draft=1", { body: { title: "Only a title" } });
    await harness.request("GET", "/api/v1.1/jobs", { key: "demo-key-2" });
    const { data } = (await harness.request("GET", "/__admin/requests?limit=2", { key: null })).body;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ method: "GET", path: "/api/v1.1/jobs", status: 200, body: null });
    expect(data[1]).toMatchObject({
      method: "POST",
      path: "/api/v1.1/jobs",
      query: { draft: "1" },
      status: 422,
      body: { title: "Only a title" },
    });
    expect(data[0].headers["api-key"]).not.toContain("demo-key");
    expect(data[0].headers["api-key"]).toMatch(/^\*+/);
  });
});

describe.each(TRANSPORTS)("/__admin with a token over %s", (transport) => {
  const harness = useHarness(transport, { admin: { token: "s3cret" } });

  it("requires the Admin-Token header", async () => {
    expect((await harness.request("GET", "/__admin/clock", { key: null })).status).toBe(401);
    expect(
      (await harness.request("GET", "/__admin/clock", { key: null, headers: { "Admin-Token": "wrong" } })).status,
    ).toBe(401);
    expect(
      (await harness.request("GET", "/__admin/clock", { key: null, headers: { "Admin-Token": "s3cret" } })).status,
    ).toBe(200);
  });
});

describe.each(TRANSPORTS)("/__admin turned off over %s", (transport) => {
  const harness = useHarness(transport, { admin: false });

  it("answers 404 for the controls", async () => {
    expect((await harness.request("POST", "/__admin/reset", { key: null })).status).toBe(404);
  });
});
