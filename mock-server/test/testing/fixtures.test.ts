import assert from "node:assert/strict";
import { describe, expect } from "vitest";
import { buildJob } from "../../src/testing/index.js";
import { createJobsTest, type JobsFixture } from "../../src/testing/vitest.js";

// createJobsTest is called at the top of a file: its server lives as long as the file.
const test = createJobsTest({ tenant: { plan: "standard" } });

describe("the vitest fixture, in-process", () => {
  let previous: JobsFixture | undefined;

  test("gives a test an employer of its own, with a client, and removes it after", async ({ jobs }) => {
    expect(jobs.tenant.plan).toBe("standard");
    expect(jobs.baseUrl).toBe("http://jobs.test");
    const own = await jobs.fetch(
      new Request(`${jobs.baseUrl}/api/v1.1/jobs`, { headers: { "API-Key": jobs.tenant.apiKey } }),
    );
    expect(own.status).toBe(200);
    const [seeded] = await jobs.seed([
      { job: buildJob({}, { seed: 1 }), publishDate: new Date("2026-11-01T09:00:00.123Z"), status: "active" },
    ]);
    expect(seeded).toMatchObject({ publishDate: "2026-11-01T09:00:00Z", status: "active" });
    assert.ok(seeded);
    expect((await jobs.client.jobs.get(seeded.id)).employer.id).toBe(jobs.tenant.id);
    previous = jobs;
  });

  test("gives the next test a new employer, the last one gone with its jobs", async ({ jobs }) => {
    assert.ok(previous);
    expect(jobs.tenant.id).not.toBe(previous.tenant.id);
    const response = await previous.client.raw.GET("/api/v1.1/jobs");
    expect(response.response.status).toBe(401);
    expect((await jobs.client.jobs.list()).paging.total).toBe(0);
  });

  test("reports a seeded job that breaks a rule with the server's problem", async ({ jobs }) => {
    await expect(jobs.seed([{ job: buildJob({ title: "" }, { seed: 2 }) }])).rejects.toThrow(
      /answered 422: .*"pointer":"\/job\/title"/,
    );
  });
});
