import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob, pointers, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("PUT /jobs (by referenceId) over %s", (transport) => {
  const harness = useHarness(transport);
  const upsert = (body: unknown, key?: string) =>
    harness.request("PUT", "/api/v1.1/jobs", { body, ...(key ? { key } : {}) });

  it("creates the job when no job has the referenceId: 201 with Location", async () => {
    const reply = await upsert(validJob({ referenceId: "REQ-7" }));
    expect(reply.status).toBe(201);
    expect(reply.body.referenceId).toBe("REQ-7");
    expect(reply.headers.get("location")).toBe(`${harness.baseUrl}/api/v1.1/jobs/${reply.body.id}`);
  });

  it("updates the job partially when it exists: 200 with its service-assigned id", async () => {
    const job = await createJob(harness, { referenceId: "REQ-7" });
    const reply = await upsert({ referenceId: "REQ-7", status: "archived" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...job, status: "archived" });
  });

  it("is idempotent: the same PUT twice leaves one job", async () => {
    const body = validJob({ referenceId: "REQ-8" });
    const first = await upsert(body);
    const second = await upsert(body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect((await harness.request("GET", "/api/v1.1/jobs?q=REQ-8")).body.paging.total).toBe(1);
  });

  it("re-publishes an archived job by referenceId", async () => {
    await createJob(harness, { referenceId: "REQ-9", status: "archived" });
    expect((await upsert({ referenceId: "REQ-9", status: "active" })).body.status).toBe("active");
  });

  it.each([{}, { referenceId: "" }, { referenceId: null }, { title: "No reference" }])(
    "answers 422 without a referenceId: %j",
    async (body) => {
      const reply = await upsert(body);
      expect(reply.status).toBe(422);
      expect(pointers(reply)).toEqual(["/referenceId"]);
    },
  );

  it("applies the create rules when it creates", async () => {
    const reply = await upsert({ referenceId: "NEW", title: "Only a title" });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([
      "/description",
      "/locations",
      "/categories",
      "/positionType",
      "/applicantRoutingType",
    ]);
  });

  it("never touches another employer's job with the same referenceId", async () => {
    const theirs = await createJob(harness, { referenceId: "SHARED" });
    const reply = await upsert(validJob({ referenceId: "SHARED", title: "Ours" }), "demo-key-2");
    expect(reply.status).toBe(201);
    expect(reply.body.id).not.toBe(theirs.id);
    expect((await harness.request("GET", `/api/v1.1/jobs/${theirs.id}`)).body.title).toBe(theirs.title);
  });
});
