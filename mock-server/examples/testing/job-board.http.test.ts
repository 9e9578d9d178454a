// The same job board tested over real HTTP: a reference server started on a free port
// for this file, an employer of its own for each test.
import { buildJob } from "@jobs-toolkit/mock-server/testing";
import { createJobsTest } from "@jobs-toolkit/mock-server/testing/vitest";
import { expect } from "vitest";
import { renderJobBoard, syncPostings } from "./job-board.js";

const test = createJobsTest({ server: "http" });

test("shows only the active postings, newest first", async ({ jobs }) => {
  await jobs.seed([
    { job: buildJob({ title: "Welder" }, { seed: 4 }), publishDate: "2026-10-01T09:00:00Z", status: "active" },
    { job: buildJob({ title: "Bookkeeper" }, { seed: 5 }), publishDate: "2026-11-01T09:00:00Z", status: "active" },
    { job: buildJob({ title: "Draft only" }, { seed: 6 }) },
  ]);

  const html = await renderJobBoard(jobs.client);

  expect(html).toMatch(
    /^<h1>Open positions<\/h1><ul id="jobs"><li>Bookkeeper \(.+\)<\/li><li>Welder \(.+\)<\/li><\/ul>$/,
  );
  await jobs.expectSent({ method: "GET", path: "/api/v1.1/jobs", query: { status: "active" } });
});

test("syncs a posting twice without making a second job", async ({ jobs }) => {
  const posting = { ...buildJob({}, { seed: 7 }), referenceId: "TWICE" };
  await syncPostings(jobs.client, [posting]);
  await syncPostings(jobs.client, [posting]);
  expect((await jobs.client.jobs.list()).paging.total).toBe(1);
  await jobs.expectSent({ method: "PUT", referenceId: "TWICE" }, { times: 2 });
});
