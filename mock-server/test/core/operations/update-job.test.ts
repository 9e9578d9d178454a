import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob, pointers } from "../../support/jobs.js";

describe.each(TRANSPORTS)("PUT /jobs/{id} over %s", (transport) => {
  const harness = useHarness(transport);
  const put = (id: number, body: unknown, key?: string) =>
    harness.request("PUT", `/api/v1.1/jobs/${id}`, { body, ...(key ? { key } : {}) });

  it("changes only the fields sent", async () => {
    const job = await createJob(harness, { salary: { amount: 20, type: { id: 5 } }, confidential: true });
    const reply = await put(job.id, { title: "Charge Nurse" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...job, title: "Charge Nurse" });
  });

  it("replaces arrays and nested objects whole, and removes the salary with null", async () => {
    const job = await createJob(harness, {
      locations: [{ description: "Toronto, ON" }, { description: "Ottawa, ON" }],
      salary: { amount: 20, maxAmount: 25, type: { id: 5 } },
    });
    const moved = await put(job.id, { locations: [{ description: "Calgary, AB" }] });
    expect(moved.body.locations.map((location: { description: string }) => location.description)).toEqual([
      "Calgary, AB",
    ]);
    const unpaid = await put(job.id, { salary: null });
    expect(unpaid.body.salary).toBeNull();
  });

  it("checks the merged job: switching to URL routing needs an applicationUrl", async () => {
    const job = await createJob(harness);
    const reply = await put(job.id, { applicantRoutingType: { id: 2 } });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/applicationUrl"]);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).body).toEqual(job);
  });

  it("keeps the field of the routing type in use and writes the other as null", async () => {
    const job = await createJob(harness);
    const reply = await put(job.id, { applicantRoutingType: { id: 2 }, applicationUrl: "https://jobs.example.org/1" });
    expect(reply.body).toMatchObject({ applicationEmail: null, applicationUrl: "https://jobs.example.org/1" });
  });

  it("changes nothing when any rule is broken", async () => {
    const job = await createJob(harness);
    const reply = await put(job.id, { title: "Fine", categories: [] });
    expect(reply.status).toBe(422);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).body.title).toBe(job.title);
  });

  it.each([
    ["draft", "active"],
    ["draft", "archived"],
    ["active", "archived"],
    ["archived", "active"],
    ["archived", "archived"],
    ["active", "active"],
    ["draft", "draft"],
  ])("moves a %s job to %s", async (from, to) => {
    const job = await createJob(harness, { status: from });
    const reply = await put(job.id, { status: to });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...job, status: to });
  });

  it.each([
    ["active", "draft"],
    ["archived", "draft"],
  ])("answers 409 for a move from %s back to %s", async (from, to) => {
    const job = await createJob(harness, { status: from });
    const reply = await put(job.id, { status: to });
    expect(reply.status).toBe(409);
    expect(reply.body.errors[0].pointer).toBe("/status");
  });

  it("keeps publishDate when the status moves", async () => {
    harness.server.clock.set(Date.parse("2026-01-01T00:00:00Z") / 1000);
    const job = await createJob(harness);
    harness.server.clock.advance(3600);
    expect((await put(job.id, { status: "active" })).body.publishDate).toBe(job.publishDate);
  });

  it("answers 409 when the new referenceId belongs to another job", async () => {
    await createJob(harness, { referenceId: "TAKEN" });
    const job = await createJob(harness, { referenceId: "MINE" });
    expect((await put(job.id, { referenceId: "TAKEN" })).status).toBe(409);
    expect((await put(job.id, { referenceId: "MINE" })).status).toBe(200);
  });

  it("answers 404 for a missing job and for another employer's job", async () => {
    const job = await createJob(harness);
    expect((await put(2147483647, { title: "x" })).status).toBe(404);
    expect((await put(job.id, { title: "x" }, "demo-key-2")).status).toBe(404);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).body.title).toBe(job.title);
  });

  it("answers 400 for an id that is not a positive Int32", async () => {
    expect((await put(0, { title: "x" })).status).toBe(400);
  });
});
