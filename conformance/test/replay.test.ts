import { expect, it } from "vitest";
import { type ConformanceOptions, checkConformance, type FailureReport } from "../src/index.js";
import { must } from "../src/must.js";
import { variantNamed } from "./support/variants.js";

const keys = ["demo-key-1", "demo-key-2"];

type Fetch = NonNullable<ConformanceOptions["fetch"]>;

/** A run against a fresh `create()` that fails, and the same failure replayed from its seed, path and area alone. */
async function failAndReplay(create: () => Fetch, run: Partial<ConformanceOptions>) {
  const first = await checkConformance({ fetch: create(), apiKeys: keys, profile: "reference", ...run });
  const failure: FailureReport = must(
    first.properties.find((property) => property.failure)?.failure,
    "a failure of the first run",
  );
  const replay = await checkConformance({
    fetch: create(),
    apiKeys: keys,
    profile: "reference",
    seed: failure.seed,
    path: failure.path,
    only: [failure.area],
  });
  return { failure, replay, again: replay.properties.find((property) => property.failure)?.failure };
}

/** A faulty variant without `/__admin` controls: no clock to drive, so the model runs in shards. */
function withoutClock(name: string): Fetch {
  const fetch = variantNamed(name).create();
  return (request) =>
    new URL(request.url).pathname.startsWith("/__admin")
      ? Promise.resolve(new Response(null, { status: 404 }))
      : fetch(request);
}

it("replays a failure from its seed, path and area alone", async () => {
  const variant = variantNamed("update-clobbers-salary");
  const { failure, replay, again } = await failAndReplay(variant.create, { seed: 7, numRuns: 30, only: ["model"] });
  expect(again?.message.replace(/\d+/g, "N")).toBe(failure.message.replace(/\d+/g, "N"));
  expect(must(replay.properties[0], "the replayed property").runs).toBeLessThan(5);
}, 120_000);

it("replays a failure found among the examples run before the random ones", async () => {
  const variant = variantNamed("four-locations-accepted");
  const { failure, again } = await failAndReplay(variant.create, { seed: 11, numRuns: 10, only: ["rules"] });
  expect(again?.message).toBe(failure.message);
});

it("replays a failure found by a shard past the first from its seed, path and area alone", async () => {
  const { failure, again } = await failAndReplay(() => withoutClock("update-clobbers-salary"), {
    seed: 3,
    numRuns: 30,
    only: ["model"],
    concurrency: 30,
  });
  // One run a shard: the failing run's index is its shard's, and shard 0 passed.
  expect(Number(failure.path.split(":")[0])).toBeGreaterThan(0);
  expect(again?.message.replace(/\d+/g, "N")).toBe(failure.message.replace(/\d+/g, "N"));
  expect(failure.replay).toContain(`--seed 3 --path '${failure.path}' --only model`);
});
