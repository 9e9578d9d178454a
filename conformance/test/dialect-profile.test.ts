/**
 * `--profile dialect` against the implementations themselves: each passes with the
 * dialect learnt from it, seed after seed, and fails with the default dialect, naming
 * exactly the knobs where its choices differ from the reference server's.
 */
import { describe, expect, it } from "vitest";
import { formatPretty } from "../src/index.js";
import {
  checkAgainst,
  differingKnobs,
  failedKnobs,
  KNOB_PATHS,
  learntDialectOf,
  SEEDS,
  TARGETS,
  unobservedKnobs,
} from "./support/dialect-targets.js";

/** How many knobs each target chooses otherwise than the reference server (see dialect-learn.test.ts). */
const DIFFERENCES: Record<string, number> = { alpha: 16, beta: 11, reference: 0 };
/**
 * The knobs each target never shows (alpha never ties two jobs, and without /__admin shows
 * neither its plans nor auto-refresh weeks on; beta allows every move).
 */
const NEVER_SHOWN: Record<string, string[]> = {
  alpha: ["autoRefresh", "paging.ties", "plans"],
  beta: ["errors.statusMove", "templates"],
  reference: [],
};

describe.each(TARGETS)("--profile dialect against $name", (target) => {
  it("agrees on every knob learnt from it, for twenty seeds, and is inconclusive on those learning never saw", {
    timeout: 60_000,
  }, async () => {
    const { document } = await learntDialectOf(target);
    const unobserved = NEVER_SHOWN[target.name] ?? [];
    for (const seed of SEEDS) {
      const report = await checkAgainst(target.create(), target.keys, document, seed);
      expect(failedKnobs(report), formatPretty(report)).toEqual([]);
      expect(unobservedKnobs(report)).toEqual(unobserved);
      // Only a dialect whose every knob was seen can pass.
      expect(report.ok).toBe(unobserved.length === 0);
      expect(report.inconclusive).toBe(unobserved.length > 0);
      const skippedKnobs = report.skipped.filter(({ check }) => KNOB_PATHS.includes(check));
      expect(report.coverage.checked).toBe(KNOB_PATHS.length - skippedKnobs.length);
    }
  });

  it("reports a knob that met 0 checks as unobserved, never ok, even where the dialect does not list it", async () => {
    const { document } = await learntDialectOf(target);
    const { unobserved: _listed, ...unmarked } = document;
    const report = await checkAgainst(target.create(), target.keys, unmarked, 5);
    // A knob the dialect names no value for (plans, as reference data) is skipped: the target's own is kept.
    expect(unobservedKnobs(report)).toEqual(NEVER_SHOWN[target.name]?.filter((knob) => knob !== "plans"));
    expect(report.ok).toBe(target.name === "reference");
    for (const property of report.properties.filter(({ status }) => status === "passed")) {
      expect(property.checks, property.title).toBeGreaterThan(0);
    }
  });

  it("fails with the default dialect, naming every knob where they differ", async () => {
    const { document } = await learntDialectOf(target);
    const report = await checkAgainst(target.create(), target.keys, {}, 7);
    const expected = differingKnobs(document, {}, KNOB_PATHS);
    expect(expected).toHaveLength(DIFFERENCES[target.name] ?? -1);
    expect(failedKnobs(report)).toEqual(expected);
    expect(report.ok).toBe(target.name === "reference");
  });
});
