/**
 * Every checkable seed-level requirement has a check: statically (some check in the
 * source names it) and in a default run against the reference server (it was checked).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import { CATALOGUE } from "../src/catalogue/index.js";
import { checkConformance, formatPretty } from "../src/index.js";

const SOURCE = join(import.meta.dirname, "../src");

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === "catalogue" ? [] : sources(path);
    }
    return entry.name.endsWith(".ts") ? [readFileSync(path, "utf8")] : [];
  });
}

const checkable = (level: "seed" | "reference" | "dialect") =>
  CATALOGUE.filter((entry) => entry.level === level && entry.check.checkable).map((entry) => entry.id);

it("names every checkable requirement in some check of the suite", () => {
  const text = sources(SOURCE).join("\n");
  const unnamed = [...checkable("seed"), ...checkable("reference"), ...checkable("dialect")].filter(
    (id) => !text.includes(`"${id}"`),
  );
  expect(unnamed).toEqual([]);
});

it("checks every checkable seed-level requirement in a default run against the reference server", async () => {
  const report = await checkConformance({
    fetch: createJobsServer().fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    seed: 12,
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  const unchecked = report.coverage.requirements
    .filter((requirement) => requirement.level === "seed" && requirement.status === "skipped")
    .map((requirement) => `${requirement.id}: ${requirement.note}`);
  expect(unchecked).toEqual([]);
  expect(report.coverage.percent).toBe(100);
  expect(report.coverage.checkable).toBe(checkable("seed").length);
  // Every entry of the catalogue is listed, checkable or not.
  expect(report.coverage.requirements.map((requirement) => requirement.id)).toEqual(CATALOGUE.map((entry) => entry.id));
}, 120_000);

it("fails a run below --min-coverage, and says so", async () => {
  const report = await checkConformance({
    fetch: createJobsServer().fetch,
    apiKeys: ["demo-key-1"],
    seed: 3,
    numRuns: 3,
    only: ["defaults"],
    minCoverage: 90,
  });
  expect(report.ok).toBe(false);
  expect(report.coverage.percent).toBeLessThan(90);
  expect(report.error).toMatch(/below --min-coverage 90%/);
  expect(report.properties.every((property) => property.status === "passed")).toBe(true);
}, 60_000);
