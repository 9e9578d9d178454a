/**
 * The seed profile against two implementations written from the interface document
 * alone, each choosing differently wherever the document is silent: it must never fail
 * a correct backend, whatever the seed.
 */
import { describe, expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";

/** Twenty fixed seeds, so a failure replays; each run starts from an empty implementation. */
const SEEDS = Array.from({ length: 20 }, (_, index) => 1_000 + index * 7_919);
/** Fewer runs per property than a default run: twenty seeds make up for it. */
const RUNS = 25;

const IMPLEMENTATIONS = [
  { name: "alpha", keys: ALPHA_KEYS, create: () => createAlpha() },
  // Beta serves the /__admin clock, so the time checks run against it too.
  { name: "beta", keys: BETA_KEYS, create: () => createBeta({ admin: true }) },
];

describe.each(IMPLEMENTATIONS)("the seed profile against $name", ({ keys, create }) => {
  it.each(SEEDS)(
    "passes with seed %i",
    async (seed) => {
      const server = create();
      const report = await checkConformance({
        fetch: (request) => server.fetch(request),
        apiKeys: [...keys],
        profile: "seed",
        seed,
        numRuns: RUNS,
      });
      expect(report.ok, formatPretty(report)).toBe(true);
    },
    60_000,
  );
});
