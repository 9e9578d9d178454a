/**
 * What a run reports: per property its outcome, the failure with everything needed to
 * reproduce it, skipped checks, coverage and counts.
 */
import type { RequirementId } from "../catalogue/index.js";
import type { RequirementLevel } from "../catalogue/requirement.js";
import type { SetupProblem, Skip } from "../context.js";
import type { LearntDialect } from "../dialect/learn.js";
import type { FailureDetail } from "../failure.js";
import type { RecordedExchange, TransientCounts } from "../http/recorder.js";
import type { Area, Profile } from "../options.js";

/** How one requirement fared in a run. */
export interface RequirementCoverage {
  id: RequirementId;
  level: RequirementLevel;
  section: string;
  /** Where the section is written up: `docs/behaviour.md#anchor`. */
  doc: string;
  says: string;
  /** `waived`: a waiver keeps its breaks from failing the run (see {@link WaiverOutcome}). */
  status: "checked" | "failed" | "waived" | "skipped" | "not-checkable";
  /** Checks that asserted it. */
  checks: number;
  /** Failing properties whose failure names it as the broken requirement. */
  failures: number;
  /** How it is checked, or why it was skipped or cannot be checked. */
  note: string;
}

/** The requirement matrix and the share of checkable requirements the run checked. */
export interface RequirementSummary {
  requirements: RequirementCoverage[];
  /** Checkable requirements of the profile's levels. */
  checkable: number;
  /** Of those, checked at least once (failed ones included). */
  checked: number;
  /** checked / checkable, in percent, one decimal. */
  percent: number;
  /** The `--min-coverage` the run was held to, if any. */
  minimum?: number;
}

/** A catalogue entry as a report names it. */
export interface RequirementRef {
  id: RequirementId;
  level: RequirementLevel;
  section: string;
  /** Where its section is written up: `docs/behaviour.md#anchor`. */
  doc: string;
  says: string;
}

/** A failing property, shrunk to its smallest counterexample. */
export interface FailureReport {
  area: Area;
  title: string;
  message: string;
  /** The one requirement whose check failed; absent when the suite itself failed. */
  broken?: RequirementRef | undefined;
  /** The other requirements the failing check touched: put to the test, not shown broken. */
  alsoExercised: RequirementRef[];
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
  /**
   * `inconclusive`: more executions met only transient answers than the property has runs.
   * `unobserved`: what it proves was never seen (0 checks); like inconclusive, never passed.
   */
  status: "passed" | "failed" | "skipped" | "aborted" | "inconclusive" | "unobserved";
  numRuns: number;
  /** Runs made before the first failure (all of them when none failed). */
  runs: number;
  /** Executions set aside, unjudged, because they met only transient answers (or a create of unknown outcome). */
  discarded?: number;
  /** Further runs fast-check made while shrinking a failure. */
  shrinkRuns: number;
  checks: number;
  durationMs: number;
  reason?: string;
  /** The first of `failures`. */
  failure?: FailureReport;
  /**
   * Every failure of the property, one for each requirement it found broken, in the order
   * found: a break is passed over once found, so one cause hides no other.
   */
  failures?: FailureReport[];
}

/** How a waiver fared: the requirement it names is checked all the same. */
export interface WaiverOutcome {
  id: RequirementId;
  reason: string;
  /**
   * `waived`: broken, and its breaks kept from failing the run; `no-longer-needed`: checked
   * and never broken; `unexercised`: never checked in this run.
   */
  status: "waived" | "no-longer-needed" | "unexercised";
  checks: number;
  /** The first break seen, for `waived`: where and what. */
  evidence?: { area: Area; message: string; request?: string; status?: number };
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
  /** The waivers the run was given, each with how it fared. */
  waivers: WaiverOutcome[];
  skipped: Skip[];
  notes: string[];
  coverage: { operations: OperationCoverage[] } & RequirementSummary;
  checks: number;
  /** Requests sent, retries included. */
  requests: number;
  /** Transient answers met: retries sent, requests given up on, creates of unknown outcome. */
  transient: TransientCounts;
  /**
   * True when no check failed but transient answers kept the run from judging: a property
   * inconclusive, or the run itself stopped by them. Never a conformance failure.
   */
  inconclusive: boolean;
  /**
   * What the run needed and could not find on the target (the job categories, the position
   * types), each with what to pass. The properties that need it were not run: a problem of
   * the set-up, never a failure of the target.
   */
  setup: SetupProblem[];
  durationMs: number;
  cleanup: { deleted: number; left: number[]; errors: string[] };
  /** The dialect learnt after the checks, when the run was asked to learn it. */
  dialect?: LearntDialect;
  /** A failure of the run itself (setup, budget, interruption), not of the target. */
  error?: string;
}
