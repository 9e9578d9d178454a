// Why the server answered as it did: every answer names the requirements that decided it
// (ids of @jobs-toolkit/spec/requirements, each written up in docs/behaviour.md), so a
// test can say which rule it expects a refusal for, and which filter a list applied.
import { buildJob } from "@jobs-toolkit/mock-server/testing";
import { createJobsTest } from "@jobs-toolkit/mock-server/testing/vitest";
import { expect } from "vitest";

const test = createJobsTest();

test("refuses a title over 256 characters, for that reason", async ({ jobs }) => {
  const tooLong = buildJob({ title: "t".repeat(257) }, { seed: 1 });
  await expect(jobs.client.jobs.create(tooLong)).rejects.toBeBecause("limits.title.max-256");
  await jobs.expectSent({ method: "POST", status: 422, because: "limits.title.max-256" });
});

test("lists active jobs because of the status filter", async ({ jobs }) => {
  const answer = await jobs.fetch(
    new Request(`${jobs.baseUrl}/api/v1.1/jobs?status=active`, { headers: { "API-Key": jobs.tenant.apiKey } }),
  );
  expect(answer).toBeBecause("list.status.filter", "list.sort.publish-date-desc");
});
