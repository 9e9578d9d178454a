import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("GET /jobs/{id} over %s", (transport) => {
  const harness = useHarness(transport);

  it("answers 200 with the job", async () => {
    const job = await createJob(harness);
    const reply = await harness.request("GET", `/api/v1.1/jobs/${job.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(job);
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648", "01", "1e3"])("answers 400 for the id %s", async (id) => {
    const reply = await harness.request("GET", `/api/v1.1/jobs/${id}`);
    expect(reply.status).toBe(400);
  });

  it("answers 404 for an id no job has", async () => {
    expect((await harness.request("GET", "/api/v1.1/jobs/2147483647")).status).toBe(404);
  });

  it("answers 404 for another employer's job, exactly as for a missing one", async () => {
    const job = await createJob(harness);
    const other = await harness.request("GET", `/api/v1.1/jobs/${job.id}`, { key: "demo-key-2" });
    const missing = await harness.request("GET", "/api/v1.1/jobs/2147483647", { key: "demo-key-2" });
    expect(other.status).toBe(404);
    expect(other.body.title).toBe(missing.body.title);
    expect(other.body.type).toBe(missing.body.type);
  });
});
