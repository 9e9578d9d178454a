import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createHandlers } from "@jobs-toolkit/mock-server/msw";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { setupServer } from "msw/node";
import { expect, it } from "vitest";
import { assertConformance, checkConformance, formatPretty } from "../src/index.js";

const keys = ["demo-key-1", "demo-key-2"];

it("passes against the reference server in-process with a fresh seed (the default run)", async () => {
  const server = createJobsServer();
  const report = await checkConformance({ fetch: server.fetch, apiKeys: keys, profile: "reference" });
  // The seed is printed first in every report, so a failure here can be replayed.
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(report.properties.every((property) => property.status === "passed")).toBe(true);
  expect(report.checks).toBeGreaterThan(10_000);
  expect(report.coverage.operations.map((operation) => operation.operationId)).toEqual(
    expect.arrayContaining([
      "createJob",
      "getJob",
      "updateJob",
      "upsertJobByReference",
      "deleteJob",
      "deleteJobByReference",
      "listJobs",
      "overrideJobMethod",
    ]),
  );
}, 120_000);

it("passes against the reference server in the seed profile", async () => {
  const server = createJobsServer();
  const report = await checkConformance({ fetch: server.fetch, apiKeys: keys, profile: "seed", seed: 5, numRuns: 15 });
  expect(report.ok, formatPretty(report)).toBe(true);
  // The seed profile checks only that a page never exceeds 100 in the query area.
  expect(report.properties.find((property) => property.area === "query")?.title).toBe(
    "a page never holds more than 100 jobs",
  );
}, 60_000);

it("passes over real HTTP and leaves no job behind", async () => {
  const running = await startServer({ port: 0 });
  try {
    const report = await assertConformance({
      baseUrl: running.url,
      apiKeys: keys,
      profile: "reference",
      seed: 9,
      numRuns: 8,
    });
    expect(report.cleanup.left).toEqual([]);
    const state = running.server.exportState() as { jobs?: unknown[] };
    expect(state.jobs ?? []).toEqual([]);
  } finally {
    await running.close();
  }
}, 90_000);

it("passes in-process through the MSW handlers", async () => {
  const baseUrl = "http://jobs.msw.test";
  const msw = setupServer(...createHandlers(createJobsServer(), { baseUrl }));
  msw.listen({ onUnhandledRequest: "error" });
  try {
    await assertConformance({ baseUrl, apiKeys: keys, profile: "reference", seed: 13, numRuns: 5 });
  } finally {
    msw.close();
  }
}, 60_000);

it("skips the tenancy checks with one key and the time checks without a clock, saying why", async () => {
  const server = createJobsServer({ admin: false });
  const report = await checkConformance({
    fetch: server.fetch,
    apiKeys: ["demo-key-1"],
    profile: "reference",
    seed: 3,
    numRuns: 5,
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  const skipped = Object.fromEntries(
    report.properties.filter((p) => p.status === "skipped").map((p) => [p.area, p.reason]),
  );
  expect(skipped.tenancy).toMatch(/second API key/);
  expect(skipped.time).toMatch(/__admin\/clock/);
  expect(formatPretty(report)).toContain("skip [time]");
}, 60_000);

it("deletes everything it created when stopped part-way", async () => {
  const server = createJobsServer();
  const controller = new AbortController();
  const report = await checkConformance({
    fetch: server.fetch,
    apiKeys: keys,
    profile: "reference",
    seed: 21,
    numRuns: 50,
    only: ["paging", "model"],
    signal: controller.signal,
    onProgress: (event) => {
      if (event.phase === "run" && event.runs >= 3) {
        controller.abort();
      }
    },
  });
  expect(report.ok).toBe(false);
  expect(report.properties.some((property) => property.status === "aborted")).toBe(true);
  expect(server.exportState().jobs).toEqual([]);
}, 60_000);

it("stops at the request budget", async () => {
  const server = createJobsServer();
  const report = await checkConformance({
    fetch: server.fetch,
    apiKeys: keys,
    profile: "reference",
    seed: 4,
    maxRequests: 50,
    only: ["model"],
  });
  expect(report.properties[0]?.status).toBe("aborted");
  expect(report.properties[0]?.reason).toMatch(/budget/);
  expect(server.exportState().jobs).toEqual([]);
}, 60_000);
