/**
 * `npm run bench:report -- --quick --no-peers`: the whole report pipeline with short loads
 * and no peers installed. What it checks is the report's shape, never the figures' values.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { sourceBundle } from "../../../scripts/source-bundle.mjs";

const run = promisify(execFile);
const PACKAGE_DIR = new URL("../..", import.meta.url).pathname;
const RATIO = /^\d+\.\d\d$/;

/** The rows of the markdown table under `heading`, as cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading)) ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("|---"))
    .slice(1)
    .map((line) => line.slice(2, -2).split(" | "));
}

describe("the benchmark report", () => {
  it("states every figure as a ratio to a named same-run baseline, with machine, versions and method", async () => {
    // A folder that does not exist yet: the report makes it.
    const out = join(mkdtempSync(join(tmpdir(), "jobs-bench-report-test-")), "reports");

    await run(
      process.execPath,
      ["--expose-gc", await sourceBundle("mock-server/bench/report.ts"), "--quick", "--no-peers", "--out", out],
      { cwd: PACKAGE_DIR, timeout: 280_000, maxBuffer: 1 << 24 },
    );

    const report = readFileSync(join(out, "BENCHMARKS.md"), "utf8");
    const headings = report.match(/^## .+$/gm);
    expect(headings).toEqual([
      "## Ratios to same-run baselines",
      "## Writes against the naive write server",
      "## Peers not measured",
      "## Machine",
      "## Versions",
      "## Method",
      "## How to repeat",
    ]);
    expect(report).toContain("npm run bench:report");
    expect(report).toContain("![Ratios to same-run baselines](benchmarks.svg)");

    const figures = tableUnder(report, "Ratios to same-run baselines");
    const measures = new Set(figures.map(([measure]) => measure));
    for (const expected of [
      "GET /jobs/{id}",
      "list page",
      "search",
      "POST /jobs",
      "PUT",
      "concurrent writers",
      "memory per stored job",
      "start-up",
      "in-process",
    ]) {
      expect(
        [...measures].some((measure) => measure?.includes(expected)),
        expected,
      ).toBe(true);
    }
    for (const [measure, subject, ratio, baseline, subjectValue, baselineValue] of figures) {
      expect(ratio, `${measure}, ${subject}`).toMatch(RATIO);
      expect(baseline, `${measure}, ${subject}`).not.toBe("");
      expect(subjectValue, `${measure}, ${subject}`).toMatch(/\d/);
      expect(baselineValue, `${measure}, ${subject}`).toMatch(/\d/);
    }
    expect(report).toMatch(/- POST \/jobs: \d+\.\d\d/);
    expect(report).toMatch(/- PUT [^:]*: \d+\.\d\d/);
    expect(report).toContain("left out (`--no-peers`)");

    const chart = readFileSync(join(out, "benchmarks.svg"), "utf8");
    expect(chart.match(/<rect class="bar"/g)).toHaveLength(figures.length);
  }, 300_000);
});
