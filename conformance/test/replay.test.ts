import { expect, it } from "vitest";
import { checkConformance } from "../src/index.js";
import { must } from "../src/must.js";
import { variantNamed } from "./support/variants.js";

const keys = ["demo-key-1", "demo-key-2"];

it("replays a failure from its seed, path and area alone", async () => {
  const variant = variantNamed("update-clobbers-salary");
  const first = await checkConformance({
    fetch: variant.create(),
    apiKeys: keys,
    profile: "reference",
    seed: 7,
    numRuns: 30,
    only: ["model"],
  });
  const found = first.properties.find((property) => property.failure)?.failure;
  expect(found).toBeDefined();
  const failure = must(found, "a failure of the first run");
  const replay = await checkConformance({
    fetch: variant.create(),
    apiKeys: keys,
    profile: "reference",
    seed: failure.seed,
    path: failure.path,
    only: [failure.area],
  });
  const again = replay.properties.find((property) => property.failure)?.failure;
  expect(again?.message.replace(/\d+/g, "N")).toBe(failure.message.replace(/\d+/g, "N"));
  expect(must(replay.properties[0], "the replayed property").runs).toBeLessThan(5);
});

it("replays a failure found among the examples run before the random ones", async () => {
  const variant = variantNamed("four-locations-accepted");
  const first = await checkConformance({
    fetch: variant.create(),
    apiKeys: keys,
    profile: "reference",
    seed: 11,
    numRuns: 10,
    only: ["rules"],
  });
  const failure = must(first.properties.find((property) => property.failure)?.failure, "a failure of the first run");
  const replay = await checkConformance({
    fetch: variant.create(),
    apiKeys: keys,
    profile: "reference",
    seed: failure.seed,
    path: failure.path,
    only: ["rules"],
  });
  expect(replay.properties.find((property) => property.failure)?.failure?.message).toBe(failure.message);
});
