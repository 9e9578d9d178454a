// The careers site's ordinary tests. With JOBS_CONTRACT=FILE set, each records what the
// site sent and what it got into a contract, for `jobs-conformance verify-contract`.
import { createJobsTest } from "@jobs-toolkit/mock-server/testing/vitest";
import { expect } from "vitest";
import { draftPosting, pauseAndResume, publishPosting, tryPosting } from "./careers-site.js";

// A fixed clock and employer name, so the recorded contract is the same on every run.
const test = createJobsTest({
  serverOptions: { now: () => Date.parse("2026-11-02T09:00:00Z") },
  tenant: { name: "Careers site" },
});

test("drafts a posting and reads it back", async ({ jobs }) => {
  const job = await draftPosting(jobs.client, jobs.buildJob({ title: "Night Nurse" }, { seed: 1 }));
  expect(job).toMatchObject({ title: "Night Nurse", status: "draft" });
});

test("upserts a posting by its referenceId", async ({ jobs }) => {
  const first = await publishPosting(jobs.client, "RN-7", jobs.buildJob({ title: "Nurse" }, { seed: 2 }));
  const second = await publishPosting(jobs.client, "RN-7", jobs.buildJob({ title: "Head Nurse" }, { seed: 2 }));
  expect(second.id).toBe(first.id);
  expect(second).toMatchObject({ referenceId: "RN-7", title: "Head Nurse", status: "active" });
});

test("archives a posting and publishes it again", async ({ jobs }) => {
  const job = await publishPosting(jobs.client, "COOK-1", jobs.buildJob({ title: "Line Cook" }, { seed: 3 }));
  expect(await pauseAndResume(jobs.client, job.id)).toMatchObject({ id: job.id, status: "active" });
});

test("shows why a posting with too long a title is refused", async ({ jobs }) => {
  const result = await tryPosting(jobs.client, jobs.buildJob({ title: "t".repeat(257) }, { seed: 4 }));
  expect(result.job).toBeUndefined();
  expect(result.refusal).toMatch(/title/);
});
