/**
 * The targets the dialect tests learn from and check: the two independent implementations
 * and the reference server, each with its keys, and the dialect each learns once per file.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { DEFAULT_DIALECT, type Dialect, refusalsNeverGiven, resolveDialect } from "@jobs-toolkit/spec";
import { type ConformanceReport, checkConformance, type LearntDialect, learnDialect } from "../../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./independent/alpha.js";
import { BETA_KEYS, createBeta } from "./independent/beta.js";

type Fetch = (request: Request) => Promise<Response>;

/** A target the dialect tests run against. */
export interface DialectTarget {
  name: string;
  keys: readonly string[];
  /** A fresh instance, empty of jobs. */
  create: () => Fetch;
}

/** The fake's keys: the reference server's demo employers (the second on the standard plan). */
export const FAKE_KEYS = ["demo-key-1", "demo-key-2"] as const;

export const TARGETS: readonly DialectTarget[] = [
  { name: "alpha", keys: ALPHA_KEYS, create: () => createAlpha().fetch },
  // Beta reveals its plans at /__admin, as the reference server does.
  { name: "beta", keys: BETA_KEYS, create: () => createBeta({ admin: true }).fetch },
  { name: "reference", keys: FAKE_KEYS, create: () => createJobsServer().fetch },
];

const cache = new Map<string, Promise<LearntDialect>>();

/** The dialect learnt from a fresh instance of the target, once per test file. */
export function learntDialectOf(target: DialectTarget): Promise<LearntDialect> {
  let found = cache.get(target.name);
  if (!found) {
    found = learnDialect({ fetch: target.create(), apiKeys: [...target.keys], only: [], seed: 19 }).then(
      ({ dialect }) => dialect,
    );
    cache.set(target.name, found);
  }
  return found;
}

/** Twenty fixed seeds, so a failure replays. */
export const SEEDS = Array.from({ length: 20 }, (_, index) => 1_900 + index * 7_919);

/** One run a knob a seed: the seeds make up for it. */
const RUNS = 1;

/** `--profile dialect` against a fetch. */
export function checkAgainst(fetch: Fetch, keys: readonly string[], dialect: Dialect, seed: number) {
  return checkConformance({ fetch, apiKeys: [...keys], profile: "dialect", dialect, seed, numRuns: RUNS });
}

/** The knob paths a dialect run failed, as its failures name them. */
export function failedKnobs(report: ConformanceReport): string[] {
  return report.properties
    .filter((property) => property.status === "failed")
    .map((property) => property.failure?.message.split(":")[0] ?? property.title)
    .sort();
}

/** The knob paths a dialect run reports unobserved (never seen, so neither passed nor failed). */
export function unobservedKnobs(report: ConformanceReport): string[] {
  return report.properties
    .filter((property) => property.status === "unobserved")
    .map((property) => property.title.replace(/ is as the dialect says$/, ""))
    .sort();
}

function at(value: unknown, path: string): unknown {
  return path.split(".").reduce((inner: unknown, name) => (inner as Record<string, unknown>)?.[name], value);
}

/** Knob paths whose values two dialects resolve differently; reference data only where both name it. */
export function differingKnobs(a: Dialect, b: Dialect, paths: readonly string[]): string[] {
  const [left, right] = [resolveDialect(a), resolveDialect(b)];
  // A refusal `b` never gives is not checked against it: no app meets it there.
  const unchecked = new Set(refusalsNeverGiven(right).map((name) => `errors.${name}`));
  return paths
    .filter((path) => {
      if (unchecked.has(path)) {
        return false;
      }
      const [x, y] = [at(left, path), at(right, path)];
      return x !== undefined && y !== undefined && JSON.stringify(x) !== JSON.stringify(y);
    })
    .sort();
}

/** Every knob path the suite observes, as the report names them. */
export const KNOB_PATHS = [
  ...Object.keys(DEFAULT_DIALECT.errors).map((name) => `errors.${name}`),
  "violations",
  "upsert.createStatus",
  "upsert.createLocation",
  "paging.links",
  "paging.oversizedPageSize",
  "paging.pagesWhenEmpty",
  "paging.ties",
  "paging.pageZero",
  "dates.publishDate",
  "dates.closeDate",
  "absentReferenceId",
  "absentReferenceIdInLists",
  "q",
  "statusFilter",
  "statusMoves.intoDraft",
  "updates.salary",
  "plans",
  "autoRefresh",
  "autoRefreshOnStandardPlan",
  "routing.head",
  "routing.trailingSlash",
  "referenceData.categories",
  "referenceData.positionTypes",
];
