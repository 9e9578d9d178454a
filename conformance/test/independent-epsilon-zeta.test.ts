/**
 * The seed profile against epsilon and zeta, two more implementations written from the
 * interface document alone with choices unlike the other four (JSON:API error lists and
 * bodiless 401s, 415 and 400 for a missing Content-Type, `q` on whole words, `previous`
 * past the last page at the last page, a past closeDate refused, dates alone and to the
 * microsecond, reference collections as `{data, meta}` and `{results, total}`): it must
 * never fail a correct backend.
 */
import { describe, expect, it } from "vitest";
import { formatPretty } from "../src/index.js";
import { seedRun, TARGETS } from "./support/independents.js";

/** Two fixed seeds each, so a failure replays and the file stays quick. */
const SEEDS = [17, 40_009];
const RUNS = 25;

describe.each([
  // Epsilon serves the /__admin clock, so the time checks run against it; zeta has none.
  { target: TARGETS.epsilon, admin: true },
  { target: TARGETS.zeta, admin: false },
])("the seed profile against $target.name", ({ target, admin }) => {
  it.each(SEEDS)(
    "passes with seed %i",
    async (seed) => {
      const report = await seedRun(target, { seed, numRuns: RUNS, admin });
      expect(report.ok, formatPretty(report)).toBe(true);
    },
    60_000,
  );
});
