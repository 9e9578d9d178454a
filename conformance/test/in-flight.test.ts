/**
 * Requests in flight: a run keeps up to `concurrency` requests waiting on the target at
 * once (each property's runs split into shards side by side), and never more.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import { checkConformance } from "../src/index.js";

/**
 * The reference server in-process, 5 ms away and with no clock to drive (a staging
 * deployment has none: the model's runs then share the target), counting the requests it
 * holds at once: the peak as checks send them (the clean-up between runs deletes side by
 * side in any case).
 */
function distantTarget() {
  const server = createJobsServer({ admin: false });
  const seen = { now: 0, peak: 0 };
  const fetch = async (request: Request) => {
    seen.now += 1;
    if (request.method !== "DELETE") {
      seen.peak = Math.max(seen.peak, seen.now);
    }
    try {
      await new Promise((wait) => setTimeout(wait, 5));
      return await server.fetch(request);
    } finally {
      seen.now -= 1;
    }
  };
  return { fetch, seen };
}

it.each([
  [1, 1],
  [6, 6],
])("with --concurrency %i, keeps up to %i requests in flight on one property and passes", async (concurrency, most) => {
  const target = distantTarget();
  const report = await checkConformance({
    fetch: target.fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    seed: 3,
    numRuns: 12,
    // One property: its runs alone must fill the slots.
    only: ["model"],
    concurrency,
  });
  expect(report.ok, report.properties.find((property) => property.failure)?.failure?.message).toBe(true);
  expect(target.seen.peak).toBe(most);
});

it("runs every run of each property once, whatever the concurrency", async () => {
  const runsBy = async (concurrency: number) => {
    const report = await checkConformance({
      fetch: createJobsServer().fetch,
      apiKeys: ["demo-key-1", "demo-key-2"],
      seed: 5,
      numRuns: 9,
      only: ["rules", "query"],
      concurrency,
    });
    return report.properties.map(({ title, runs, status }) => ({ title, runs, status }));
  };
  expect(await runsBy(4)).toEqual(await runsBy(1));
});
