import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob, pointers } from "../../support/jobs.js";

describe.each(TRANSPORTS)("DELETE /jobs over %s", (transport) => {
  const harness = useHarness(transport);

  it("deletes by id: 204 with no body, then 404", async () => {
    const job = await createJob(harness);
    const reply = await harness.request("DELETE", `/api/v1.1/jobs/${job.id}`);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe("");
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).status).toBe(404);
    expect((await harness.request("DELETE", `/api/v1.1/jobs/${job.id}`)).status).toBe(404);
  });

  it("deletes by referenceId in the body", async () => {
    const job = await createJob(harness, { referenceId: "GONE" });
    expect((await harness.request("DELETE", "/api/v1.1/jobs", { body: { referenceId: "GONE" } })).status).toBe(204);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown referenceId", async () => {
    expect((await harness.request("DELETE", "/api/v1.1/jobs", { body: { referenceId: "NOPE" } })).status).toBe(404);
  });

  it("answers 422 when no referenceId is sent, with or without a body", async () => {
    const empty = await harness.request("DELETE", "/api/v1.1/jobs");
    expect(empty.status).toBe(422);
    expect(pointers(empty)).toEqual(["/referenceId"]);
    expect((await harness.request("DELETE", "/api/v1.1/jobs", { body: {} })).status).toBe(422);
  });

  it("never deletes another employer's job", async () => {
    const job = await createJob(harness, { referenceId: "KEEP" });
    expect((await harness.request("DELETE", `/api/v1.1/jobs/${job.id}`, { key: "demo-key-2" })).status).toBe(404);
    expect(
      (await harness.request("DELETE", "/api/v1.1/jobs", { body: { referenceId: "KEEP" }, key: "demo-key-2" })).status,
    ).toBe(404);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).status).toBe(200);
  });
});
