import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import { countInFlight } from "../bench/in-flight.js";
import { checkConformance } from "../src/index.js";
import { must } from "../src/must.js";
import { variantNamed } from "./support/variants.js";

const keys = ["demo-key-1", "demo-key-2"];

/** The variant without `/__admin` controls: no clock to drive, so the model runs in shards. */
function withoutClock(name: string) {
  const fetch = variantNamed(name).create();
  return (request: Request) =>
    new URL(request.url).pathname.startsWith("/__admin")
      ? Promise.resolve(new Response(null, { status: 404 }))
      : fetch(request);
}

async function peakAt(concurrency: number): Promise<number> {
  const inFlight = countInFlight(createJobsServer({ chaos: { latencyMs: 2 } }).fetch);
  const report = await checkConformance({
    fetch: inFlight.fetch,
    apiKeys: keys,
    seed: 5,
    numRuns: 12,
    only: ["rules"],
    concurrency,
  });
  expect(report.ok).toBe(true);
  return inFlight.peak;
}

it("keeps more than one request in flight at concurrency N, and never more than N", async () => {
  const peak = await peakAt(6);
  // One property: without shards its runs would go one after another.
  expect(peak).toBeGreaterThan(2);
  expect(peak).toBeLessThanOrEqual(6);
});

it("sends one request at a time at concurrency 1", async () => {
  expect(await peakAt(1)).toBe(1);
});

it("replays a failure found by a shard past the first from its seed, path and area alone", async () => {
  const first = await checkConformance({
    fetch: withoutClock("update-clobbers-salary"),
    apiKeys: keys,
    profile: "reference",
    seed: 3,
    numRuns: 30,
    only: ["model"],
    concurrency: 30,
  });
  const failure = must(first.properties.find((property) => property.failure)?.failure, "a failure of the first run");
  // One run a shard: the failing run's index is its shard's, and shard 0 passed.
  expect(Number(failure.path.split(":")[0])).toBeGreaterThan(0);
  const replay = await checkConformance({
    fetch: withoutClock("update-clobbers-salary"),
    apiKeys: keys,
    profile: "reference",
    seed: failure.seed,
    path: failure.path,
    only: [failure.area],
  });
  const again = replay.properties.find((property) => property.failure)?.failure;
  expect(again?.message.replace(/\d+/g, "N")).toBe(failure.message.replace(/\d+/g, "N"));
  expect(failure.replay).toContain(`--seed 3 --path '${failure.path}' --only model`);
});
