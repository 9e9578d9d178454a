import { expect } from "vitest";
import { buildJob } from "../../src/testing/index.js";
import { createJobsTest, type JobsFixture } from "../../src/testing/vitest.js";

const test = createJobsTest({ tenantPer: "file" });
let first: JobsFixture | undefined;

test("shares one employer between the tests of a file when asked", async ({ jobs }) => {
  await jobs.seed([{ job: buildJob({}, { seed: 1 }) }]);
  first = jobs;
});

test("so the next test sees the jobs the last one made", async ({ jobs }) => {
  expect(jobs.tenant).toEqual(first?.tenant);
  expect((await jobs.client.jobs.list()).paging.total).toBe(1);
});
