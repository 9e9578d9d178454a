import { describe, expect, it } from "vitest";
import { buildJob } from "../../src/testing/index.js";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { codes, createJob, pointers, validJob, validUrlJob } from "../support/jobs.js";

describe.each(TRANSPORTS)("employers on demand over %s", (transport) => {
  const harness = useHarness(transport);
  const admin = (method: string, path: string, body?: unknown) =>
    harness.request(method, `/__admin${path}`, { key: null, ...(body === undefined ? {} : { body }) });
  const newEmployer = async (body: Record<string, unknown> = {}) => {
    const reply = await admin("POST", "/employers", { name: "Test tenant", plan: "standard", ...body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body as { id: number; name: string; plan: string; apiKey: string; expiresAt?: string };
  };
  const jobsOf = async (key: string) =>
    (await harness.request("GET", "/api/v1.1/jobs", { key })).body.data.map((job: { title: string }) => job.title);

  it("creates an employer with a generated, unguessable key and an id no configured employer has", async () => {
    const reply = await admin("POST", "/employers", { name: "Test tenant", plan: "unlimited" });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      name: "Test tenant",
      plan: "unlimited",
      apiKey: expect.any(String),
    });
    expect(reply.body.id).toBeGreaterThan(2);
    expect(reply.body.apiKey).toMatch(/^tk_[A-Za-z0-9_-]{32}$/);
    expect(reply.headers.get("location")).toBe(`/__admin/employers/${reply.body.id}`);
    const other = await newEmployer();
    expect(other.apiKey).not.toBe(reply.body.apiKey);
    expect(other.id).not.toBe(reply.body.id);
    const listed = (await admin("GET", "/employers")).body.data.map((employer: { id: number }) => employer.id);
    expect(listed).toEqual(expect.arrayContaining([1, 2, reply.body.id, other.id]));
  });

  it("hands out copies of the employers, so changing one changes nothing in the server", () => {
    harness.server.employers()[0]?.apiKeys.push("stolen-key");
    expect(harness.server.employers()[0]?.apiKeys).toEqual(["demo-key-1"]);
  });

  it("never gives a removed employer's id to a new one", async () => {
    const first = await newEmployer();
    await admin("DELETE", `/employers/${first.id}`);
    expect((await newEmployer()).id).toBeGreaterThan(first.id);
  });

  it("keeps each employer's jobs to itself", async () => {
    const a = await newEmployer({ name: "A" });
    const b = await newEmployer({ name: "B" });
    await createJob(harness, { title: "Only A" }, a.apiKey);
    await createJob(harness, { title: "Only B" }, b.apiKey);
    await createJob(harness, { title: "Demo" });
    expect(await jobsOf(a.apiKey)).toEqual(["Only A"]);
    expect(await jobsOf(b.apiKey)).toEqual(["Only B"]);
    expect(await jobsOf("demo-key-1")).toEqual(["Demo"]);
  });

  it("takes a chosen key, and refuses one already in use with 409", async () => {
    const chosen = await newEmployer({ apiKey: `chosen-${transport}` });
    expect(chosen.apiKey).toBe(`chosen-${transport}`);
    expect((await harness.request("GET", "/api/v1.1/jobs", { key: chosen.apiKey })).status).toBe(200);
    const taken = await admin("POST", "/employers", { name: "Again", plan: "standard", apiKey: "demo-key-1" });
    expect(taken.status).toBe(409);
    expect(taken.body.type).toBe("/problems/api-key-taken");
  });

  it("reports every invalid field of a new employer", async () => {
    const reply = await admin("POST", "/employers", { name: "", plan: "gold", apiKey: 7, ttlSeconds: 0 });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/name", "/plan", "/apiKey", "/ttlSeconds"]);
  });

  it("refuses an employer name holding a control character: every job carries it to whatever prints it", async () => {
    const reply = await admin("POST", "/employers", { name: "Acme\u001b]0;owned\u0007", plan: "standard" });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/name"]);
    expect(codes(reply)).toEqual(["control_character"]);
  });

  it("removes an employer with its key, its jobs, the locations only it named and its outbox e-mails", async () => {
    const gone = await newEmployer();
    const job = await createJob(harness, { locations: [{ description: "Tofino, BC" }] }, gone.apiKey);
    await createJob(harness, { referenceId: "SHARED", locations: [{ description: "Ucluelet, BC" }] }, gone.apiKey);
    await createJob(harness, { locations: [{ description: "Ucluelet, BC" }] });
    await admin("POST", `/jobs/${job.id}/applications`, { name: "Ada", email: "ada@example.org" });
    expect((await admin("GET", "/outbox")).body.data).toHaveLength(1);

    expect((await admin("DELETE", `/employers/${gone.id}`)).status).toBe(204);

    expect((await harness.request("GET", "/api/v1.1/jobs", { key: gone.apiKey })).status).toBe(401);
    expect(harness.server.exportState().jobs.map((stored) => stored.employerId)).toEqual([1]);
    expect((await admin("GET", "/outbox")).body.data).toEqual([]);
    expect((await harness.request("GET", "/api/v1.1/locations?q=tofino")).body.paging.total).toBe(0);
    expect((await harness.request("GET", "/api/v1.1/locations?q=ucluelet")).body.paging.total).toBe(1);
    expect((await admin("DELETE", `/employers/${gone.id}`)).status).toBe(404);
    expect((await admin("DELETE", "/employers/x")).status).toBe(400);
  });

  it("resets one employer: its jobs go, everyone else's stay", async () => {
    const tenant = await newEmployer();
    await createJob(harness, { title: "Tenant job" }, tenant.apiKey);
    await createJob(harness, { title: "Demo job" });
    expect((await admin("POST", `/employers/${tenant.id}/reset`)).status).toBe(204);
    expect(await jobsOf(tenant.apiKey)).toEqual([]);
    expect(await jobsOf("demo-key-1")).toEqual(["Demo job"]);
    expect((await admin("POST", "/employers/99999/reset")).status).toBe(404);
  });

  it("removes an employer once the clock passes its time to live", async () => {
    await admin("PUT", "/clock", { now: "2026-11-21T15:00:00Z" });
    const tenant = await newEmployer({ ttlSeconds: 600 });
    expect(tenant.expiresAt).toBe("2026-11-21T15:10:00Z");
    await createJob(harness, { title: "Short-lived" }, tenant.apiKey);
    await admin("POST", "/clock/advance", { seconds: 599 });
    expect(await jobsOf(tenant.apiKey)).toEqual(["Short-lived"]);

    await admin("POST", "/clock/advance", { seconds: 1 });

    expect((await harness.request("GET", "/api/v1.1/jobs", { key: tenant.apiKey })).status).toBe(401);
    const state = (await admin("GET", "/state")).body;
    expect(state.employers.map((employer: { id: number }) => employer.id)).not.toContain(tenant.id);
    expect(state.jobs).toEqual([]);
  });

  it("hides an expired employer from the state export even when no request came since", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
    const tenant = harness.server.createEmployer({ name: "In-process", plan: "standard", ttlSeconds: 60 });
    harness.server.clock.advance(60);
    expect(harness.server.exportState().employers.map((employer) => employer.id)).not.toContain(tenant.id);
    expect(harness.server.employers().map((employer) => employer.id)).not.toContain(tenant.id);
  });

  it("offers the same controls as methods of the in-process server", () => {
    const { server } = harness;
    const tenant = server.createEmployer({ name: "Methods", plan: "standard", apiKey: `methods-${transport}` });
    const job = server.seedJob(tenant.id, {
      publishDate: "2026-10-01T09:00:00Z",
      job: buildJob({ title: "Seeded in-process" }, { seed: 11 }),
    });
    expect(job).toMatchObject({ title: "Seeded in-process", publishDate: "2026-10-01T09:00:00Z" });
    server.resetEmployer(tenant.id);
    expect(server.exportState().jobs.filter((stored) => stored.employerId === tenant.id)).toEqual([]);
    server.deleteEmployer(tenant.id);
    expect(server.employers().map((employer) => employer.id)).not.toContain(tenant.id);
    expect(() => server.deleteEmployer(tenant.id)).toThrow(`No employer with id ${tenant.id}.`);
  });

  it("seeds a job at a chosen publishDate without moving the clock", async () => {
    const tenant = await newEmployer();
    const clock = (await admin("PUT", "/clock", { now: "2026-11-21T15:00:00Z" })).body;
    const reply = await admin("POST", `/employers/${tenant.id}/jobs`, {
      publishDate: "2026-10-01T09:00:00Z",
      job: validUrlJob({ status: "active", referenceId: "SEEDED-1" }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({
      referenceId: "SEEDED-1",
      status: "active",
      publishDate: "2026-10-01T09:00:00Z",
      closeDate: "2026-11-30T09:00:00Z",
      employer: { id: tenant.id, name: "Test tenant" },
    });
    expect((await admin("GET", "/clock")).body).toEqual(clock);
    const read = await harness.request("GET", `/api/v1.1/jobs/${reply.body.id}`, { key: tenant.apiKey });
    expect(read.body.publishDate).toBe("2026-10-01T09:00:00Z");
  });

  it("holds a seeded job to the create rules, pointing into the job", async () => {
    const tenant = await newEmployer();
    const reply = await admin("POST", `/employers/${tenant.id}/jobs`, {
      publishDate: "2026-10-01T09:00:00Z",
      job: validJob({ title: "", closeDate: "2026-09-01" }),
    });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/job/title", "/job/closeDate"]);
    const badDate = await admin("POST", `/employers/${tenant.id}/jobs`, { publishDate: "soon", job: validJob() });
    expect(pointers(badDate)).toEqual(["/publishDate"]);
    expect((await admin("POST", "/employers/99999/jobs", { job: validJob() })).status).toBe(404);
  });

  it("tells which employer sent each logged request, and filters the log by employer", async () => {
    const tenant = await newEmployer();
    await createJob(harness, { title: "Mine" }, tenant.apiKey);
    await createJob(harness, { title: "Demo" });
    await harness.request("GET", "/api/v1.1/jobs", { key: "nobody" });
    const all = (await admin("GET", "/requests")).body.data;
    expect(all.map((request: { employerId: number | null }) => request.employerId)).toEqual([null, 1, tenant.id]);
    const mine = (await admin("GET", `/requests?employerId=${tenant.id}`)).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0].body.title).toBe("Mine");
    expect((await admin("GET", "/requests?employerId=abc")).status).toBe(400);
  });
});
