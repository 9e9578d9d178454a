// The job board tested with MSW in Node: the application's own fetch calls reach a
// reference server in this process, and each test has an employer of its own.

import { buildJob } from "@jobs-toolkit/mock-server/testing";
import { createJobsTest } from "@jobs-toolkit/mock-server/testing/vitest";
import { createJobsClient } from "@jobs-toolkit/sdk";
import { expect } from "vitest";
import { renderJobBoard, syncPostings } from "./job-board.js";

const test = createJobsTest({ server: "msw", baseUrl: "https://jobs.example.org" });

test("publishes the listed postings and archives the one no longer listed", async ({ jobs }) => {
  await jobs.seed([
    { job: buildJob({ title: "Retired posting" }, { seed: 1 }), referenceId: "OLD-1", status: "active" },
  ]);
  // The application builds its own client; MSW answers its requests.
  const app = createJobsClient({ baseUrl: "https://jobs.example.org", apiKey: jobs.tenant.apiKey });

  const result = await syncPostings(app, [
    { ...buildJob({ title: "Night Nurse" }, { seed: 2 }), referenceId: "RN-1" },
    { ...buildJob({ title: "Line Cook" }, { seed: 3 }), referenceId: "COOK-1" },
  ]);

  expect(result).toEqual({ upserted: 2, archived: 1 });
  expect(await renderJobBoard(app)).toMatch(/<li>Line Cook \(.+\)<\/li><li>Night Nurse \(.+\)<\/li>/);
  await jobs.expectSent({ method: "PUT", path: "/api/v1.1/jobs", referenceId: "RN-1", body: { status: "active" } });
  await jobs.expectSent({ method: "PUT", path: /^\/api\/v1\.1\/jobs\/\d+$/, body: { status: "archived" } });
});

test("starts every test with an empty employer", async ({ jobs }) => {
  expect((await jobs.client.jobs.list()).paging.total).toBe(0);
});
