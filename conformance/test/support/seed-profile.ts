/**
 * The seed profile against two implementations written from the interface document
 * alone, each choosing differently wherever the document is silent: it must never fail
 * a correct backend, whatever the seed. Alpha's and beta's tests are files of their own
 * (independent-alpha.test.ts, independent-beta.test.ts), which run side by side.
 */
import { describe, expect, it } from "vitest";
import { checkConformance, formatPretty } from "../../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./independent/alpha.js";
import { BETA_KEYS, createBeta } from "./independent/beta.js";
import { seedRun, type Target } from "./independents.js";

/** Eight fixed seeds, so a failure replays; each run starts from an empty implementation. */
const SEEDS = Array.from({ length: 8 }, (_, index) => 1_000 + index * 7_919);
/** Fewer runs per property than a default run: the seeds make up for it. */
const RUNS = 25;

const IMPLEMENTATIONS = {
  alpha: { keys: ALPHA_KEYS, create: () => createAlpha() },
  // Beta serves the /__admin clock, so the time checks run against it too.
  beta: { keys: BETA_KEYS, create: () => createBeta({ admin: true }) },
};

/** The tests of one implementation, a run for each seed. */
export function passesSeedProfile(name: keyof typeof IMPLEMENTATIONS): void {
  const { keys, create } = IMPLEMENTATIONS[name];
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
}

/** The seed profile's tests of implementations of `independents.ts`, a run for each seed; `admin` where one serves the clock. */
export function passSeedProfiles(
  targets: ReadonlyArray<{ target: Target; admin: boolean }>,
  seeds: readonly number[],
): void {
  describe.each(targets)("the seed profile against $target.name", ({ target, admin }) => {
    it.each(seeds)(
      "passes with seed %i",
      async (seed) => {
        const report = await seedRun(target, { seed, numRuns: RUNS, admin });
        expect(report.ok, formatPretty(report)).toBe(true);
      },
      60_000,
    );
  });
}
