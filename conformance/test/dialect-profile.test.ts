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
} from "./support/dialect-targets.js";

/** How many knobs each target chooses otherwise than the reference server (see dialect-learn.test.ts). */
const DIFFERENCES: Record<string, number> = { alpha: 14, beta: 9, reference: 0 };

describe.each(TARGETS)("--profile dialect against $name", (target) => {
  it("passes with the dialect learnt from it, for twenty seeds", { timeout: 60_000 }, async () => {
    const { document } = await learntDialectOf(target);
    for (const seed of SEEDS) {
      const report = await checkAgainst(target.create(), target.keys, document, seed);
      expect(report.ok, formatPretty(report)).toBe(true);
      expect(report.coverage.checked).toBe(KNOB_PATHS.length - report.skipped.length);
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
