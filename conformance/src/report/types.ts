/**
 * What a run reports: per property its outcome, the failure with everything needed to
 * reproduce it, skipped checks, coverage and counts.
 */
import type { RequirementId } from "../catalogue/index.js";
import type { Skip } from "../context.js";
import type { FailureDetail } from "../failure.js";
import type { RecordedExchange } from "../http/recorder.js";
import type { Area, Profile } from "../options.js";
import type { RequirementSummary } from "./requirements.js";

/** A failing property, shrunk to its smallest counterexample. */
export interface FailureReport {
  area: Area;
  title: string;
  message: string;
  /** The catalogue entries the broken expectation asserts; empty when the suite itself failed. */
  requirements: Array<{ id: RequirementId; level: "seed" | "reference"; section: string; doc: string; says: string }>;
  seed: number;
  path: string;
  /** The command line that replays exactly this counterexample. */
  replay: string;
  /** The shrunk input, as fast-check prints it. */
  counterexample: string;
  /** The requests and responses of the shrunk run, in order. */
  exchanges: RecordedExchange[];
  /** Index in `exchanges` of the exchange that broke the expectation, or -1. */
  failingExchange: number;
  detail: Omit<FailureDetail, "exchange"> | undefined;
  curl: string;
  vitest: string;
  shrinks: number;
}

/** How one property went. */
export interface PropertyResult {
  area: Area;
  title: string;
  status: "passed" | "failed" | "skipped" | "aborted";
  numRuns: number;
  /** Runs made before the first failure (all of them when none failed). */
  runs: number;
  /** Further runs fast-check made while shrinking a failure. */
  shrinkRuns: number;
  checks: number;
  durationMs: number;
  reason?: string;
  failure?: FailureReport;
}

/** Operations by status, as the coverage summary lists them. */
interface OperationCoverage {
  operationId: string;
  statuses: Record<string, number>;
}

/** The report of a whole run. */
export interface ConformanceReport {
  ok: boolean;
  seed: number;
  profile: Profile;
  baseUrl: string;
  prefix: string;
  numRuns: number;
  dryRun: boolean;
  /** Replay and reproduce commands name keys by variable, never by value. */
  keyCount: number;
  properties: PropertyResult[];
  skipped: Skip[];
  notes: string[];
  coverage: { operations: OperationCoverage[] } & RequirementSummary;
  checks: number;
  requests: number;
  durationMs: number;
  cleanup: { deleted: number; left: number[]; errors: string[] };
  /** A failure of the run itself (setup, budget, interruption), not of the target. */
  error?: string;
}
