import { JOB_FIELD_ORDER } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("POST /jobs over %s", (transport) => {
  const harness = useHarness(transport);

  it("answers 201 with the job and its absolute URL in Location", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", { body: validJob() });
    expect(reply.status).toBe(201);
    expect(reply.headers.get("location")).toBe(`${harness.baseUrl}/api/v1.1/jobs/${reply.body.id}`);
    expect(reply.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("applies the defaults: draft, not confidential, no auto-refresh, closeDate 60 days after publishDate", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T15:04:05Z") / 1000);
    const job = await createJob(harness, { salary: { amount: 1, type: { id: 1 } } });
    expect(job).toMatchObject({
      status: "draft",
      confidential: false,
      autoRefresh: false,
      publishDate: "2026-11-21T15:04:05Z",
      closeDate: "2027-01-20T15:04:05Z",
      referenceId: null,
      salary: { plusCommission: false, maxAmount: null },
    });
  });

  it("writes the fields in the order the contract gives", async () => {
    const job = await createJob(harness, { salary: { amount: 1, type: { id: 1 } } });
    expect(Object.keys(job)).toEqual(JOB_FIELD_ORDER);
  });

  it("creates the job with the status given", async () => {
    expect((await createJob(harness, { status: "active" })).status).toBe("active");
    expect((await createJob(harness, { status: "archived" })).status).toBe("archived");
  });

  it("assigns increasing ids that are never reused, not even after a reset", async () => {
    const first = await createJob(harness);
    await harness.request("DELETE", `/api/v1.1/jobs/${first.id}`);
    const second = await createJob(harness);
    harness.server.reset();
    const third = await createJob(harness);
    expect(second.id).toBeGreaterThan(first.id);
    expect(third.id).toBeGreaterThan(second.id);
  });

  it("answers 409 when the referenceId is taken, and creates nothing", async () => {
    await createJob(harness, { referenceId: "REQ-1" });
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob({ referenceId: "REQ-1", title: "Other" }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body.errors[0].pointer).toBe("/referenceId");
    const list = await harness.request("GET", "/api/v1.1/jobs");
    expect(list.body.paging.total).toBe(1);
  });

  it("lets two employers use the same referenceId", async () => {
    await createJob(harness, { referenceId: "REQ-1" });
    await createJob(harness, { referenceId: "REQ-1" }, "demo-key-2");
  });

  it("reads an empty referenceId as none, written null", async () => {
    expect((await createJob(harness, { referenceId: "" })).referenceId).toBeNull();
    expect((await createJob(harness, { referenceId: null })).referenceId).toBeNull();
  });

  it("posts a GET result without id and referenceId back into an equal job", async () => {
    const original = await createJob(harness, {
      referenceId: "REQ-9",
      salary: { amount: 52000.5, maxAmount: 61000, type: { id: 1 }, plusCommission: true },
      locations: [{ description: "Moncton" }, { description: "Dieppe, NB" }],
      confidential: true,
    });
    const { id: _, referenceId: __, ...rest } = (await harness.request("GET", `/api/v1.1/jobs/${original.id}`)).body;
    const copy = await createJob(harness, rest);
    const { id: a, referenceId: b, publishDate: c, ...originalFields } = original;
    const { id: d, referenceId: e, publishDate: f, ...copyFields } = copy;
    expect(copyFields).toEqual(originalFields);
  });

  it("ignores read-only and unknown fields", async () => {
    const job = await createJob(harness, {
      id: 999,
      employer: { id: 2, name: "Someone else" },
      publishDate: "2000-01-01T00:00:00Z",
      categories: [{ id: 12, name: "Wrong name" }],
      favouriteColour: "green",
    });
    expect(job.id).not.toBe(999);
    expect(job.employer).toEqual({ id: 1, name: "Northshore Health" });
    expect(job.publishDate).not.toBe("2000-01-01T00:00:00Z");
    expect(job.categories).toEqual([{ id: 12, name: "Healthcare & Nursing" }]);
    expect(job).not.toHaveProperty("favouriteColour");
  });
});
