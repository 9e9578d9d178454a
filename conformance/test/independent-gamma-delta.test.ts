/**
 * The seed profile against gamma and delta, two more implementations written from the
 * interface document alone with choices unlike alpha's and beta's (reference collections
 * in an envelope, members the document does not name, salary merged on update, other
 * date, link, error and protocol forms): it must never fail a correct backend. Until the
 * suite finds reference collections in an envelope and holds only what the document
 * states, these fail (see `npm run bench:independents -w conformance` for the causes).
 */
import { describe, expect, it } from "vitest";
import { formatPretty } from "../src/index.js";
import { seedRun, TARGETS } from "./support/independents.js";

/** Four fixed seeds, so a failure replays; `npm run bench:independents` runs many more. */
const SEEDS = [3, 1_009, 65_537, 20_261_128];
const RUNS = 25;

describe.each([
  // Gamma serves the /__admin clock, so the time checks run against it; delta has none.
  { target: TARGETS.gamma, admin: true },
  { target: TARGETS.delta, admin: false },
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
