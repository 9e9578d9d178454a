/**
 * Deployments the suite was not tuned on, each the reference server with one choice the
 * interface document leaves open: the seed profile reads their reference collections in
 * any common envelope, treats members the document does not name as opaque, and lets an
 * update's salary replace or merge (consistently). What it cannot find is a set-up
 * problem of the run, never a failure of the target.
 */

import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterEach, describe, expect, it } from "vitest";
import { type ConformanceReport, checkConformance } from "../src/index.js";
import { createProgram } from "../src/program.js";
import { collectionsIn, ENVELOPES, mergingSalary, withExtraMembers } from "./support/deployment-choices.js";

const KEYS = ["demo-key-1", "demo-key-2"];

function failuresOf(report: ConformanceReport): string[] {
  return report.properties
    .filter((property) => property.status === "failed")
    .map((property) => `${property.title}: ${property.failure?.message.split("\n")[0]}`);
}

describe("reference collections in any common envelope", () => {
  for (const [name, wrapIn] of Object.entries(ENVELOPES)) {
    it(`reads them as ${name} and finds nothing wrong`, async () => {
      const report = await checkConformance({
        fetch: collectionsIn(wrapIn),
        apiKeys: KEYS,
        profile: "seed",
        seed: 31,
        numRuns: 4,
        only: ["model", "rules", "collections"],
      });
      expect(failuresOf(report)).toEqual([]);
      expect(report.setup).toEqual([]);
      expect(report.notes.join("\n")).not.toMatch(/no city given alone|ids 1 to 3/);
      expect(report.ok).toBe(true);
    }, 60_000);
  }
});

describe("reference collections the suite cannot read", () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  /** Categories as a map of id to name: no array of items anywhere. */
  const unreadable = () =>
    collectionsIn((items) => Object.fromEntries(items.map((item) => [(item as { id: number }).id, item])));

  it("end the run as a set-up problem that names what to pass, and fail nothing", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const command = createProgram({
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      isTTY: false,
      fetch: unreadable(),
    });
    command.exitOverride();
    await command.parseAsync([
      "node",
      "jobs-conformance",
      "--base-url",
      "http://jobs.test",
      "--api-key",
      KEYS[0] ?? "",
      "--api-key",
      KEYS[1] ?? "",
      "--seed",
      "31",
      "--runs",
      "3",
      "--reporter",
      "json",
    ]);
    const report = JSON.parse(out.join("")) as ConformanceReport;
    expect(process.exitCode).toBe(5);
    expect(failuresOf(report)).toEqual([]);
    expect(report.setup.map(({ pass }) => pass)).toEqual(["--category-ids 101,102", "--position-type-ids 1,2"]);
    expect(err.join("")).toContain(
      "Set-up problem: the job categories could not be read; pass --category-ids 101,102.",
    );
    // Nothing is said about the target that only the set-up caused.
    expect(report.notes.join("\n")).not.toMatch(/no city given alone|ids 1 to 3/);
    const skipped = report.properties.filter((property) => property.status === "skipped");
    expect(skipped.map(({ area }) => area)).toContain("model");
    expect(skipped.every(({ reason }) => reason?.startsWith("set-up: the job categories could not be read"))).toBe(
      true,
    );
  }, 60_000);

  it("run every check once the ids are given", async () => {
    const report = await checkConformance({
      fetch: unreadable(),
      apiKeys: KEYS,
      profile: "seed",
      seed: 31,
      numRuns: 3,
      only: ["model", "rules"],
      categoryIds: [101, 102, 103],
      positionTypeIds: [101, 102],
    });
    expect(failuresOf(report)).toEqual([]);
    expect(report.setup).toEqual([]);
  }, 60_000);
});

describe("members the interface document does not name", () => {
  it("are opaque under the seed profile: present or not, changing or not", async () => {
    const report = await checkConformance({
      fetch: withExtraMembers(),
      apiKeys: KEYS,
      profile: "seed",
      seed: 31,
      numRuns: 10,
      only: ["model", "round-trip", "override", "rules", "tenancy"],
    });
    expect(failuresOf(report)).toEqual([]);
  }, 120_000);
});

it("the reference profile still holds our own server to every member it writes", async () => {
  const report = await checkConformance({
    fetch: withExtraMembers(),
    apiKeys: KEYS,
    profile: "reference",
    seed: 31,
    numRuns: 3,
    only: ["round-trip"],
  });
  expect(failuresOf(report)).toHaveLength(1);
}, 60_000);

describe("an update's salary, which the document lets replace or merge", () => {
  const AREAS = ["model", "decimals", "override", "round-trip"] as const;

  it.each([
    ["replaces", () => createJobsServer().fetch, "replace"],
    ["merges (a wrapper)", () => mergingSalary(), "merge"],
    [
      "merges (the reference server's dialect)",
      () => createJobsServer({ dialect: { updates: { salary: "merge" } } }).fetch,
      "merge",
    ],
  ] as const)(
    "a target that %s passes, and its dialect records the reading",
    async (_name, target, reading) => {
      const report = await checkConformance({
        fetch: target(),
        apiKeys: KEYS,
        profile: "seed",
        seed: 31,
        numRuns: 15,
        only: [...AREAS],
        learnDialect: true,
      });
      expect(failuresOf(report)).toEqual([]);
      expect(report.dialect?.document.updates).toEqual({ salary: reading });
    },
    120_000,
  );

  it("a target that merges some updates' salaries and replaces others fails, the requirement named", async () => {
    const report = await checkConformance({
      fetch: mergingSalary({ sometimes: true }),
      apiKeys: KEYS,
      profile: "seed",
      seed: 31,
      numRuns: 100,
      only: ["model"],
    });
    const failure = report.properties.find((property) => property.status === "failed")?.failure;
    expect(failure?.broken?.id).toBe("update.salary.one-reading");
  }, 120_000);
});

it("does not blame the target's cities when the location probe's job is refused for its ids", async () => {
  const report = await checkConformance({
    fetch: createJobsServer().fetch,
    apiKeys: KEYS,
    profile: "seed",
    seed: 31,
    numRuns: 1,
    only: ["query"],
    categoryIds: [9999],
  });
  const notes = report.notes.join("\n");
  expect(notes).not.toContain("took no city given alone");
  expect(notes).toMatch(/the location probe's job, every city given as 'City, XX', was refused \(4\d\d\)/);
}, 60_000);
