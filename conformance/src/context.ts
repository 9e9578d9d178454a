/**
 * What every property of one run shares: options, the transport, the spec validator,
 * what was learned about the target, coverage, skipped checks and created jobs.
 */

import type { SpecValidator } from "@jobs-toolkit/spec/validator";
import type { RequirementId } from "./catalogue/index.js";
import type { Waiver } from "./catalogue/waivers.js";
import type { RecordedExchange, Transport } from "./http/recorder.js";
import type { Area, ResolvedOptions } from "./options.js";
import type { PropertyProgress } from "./progress.js";

/** A collection member as lists write it. */
export interface NamedItem {
  id: number;
  name: string;
}

/** A location of the target's collection. */
export interface KnownLocation {
  id: number;
  name: string;
  description: string;
  type: string;
}

/**
 * Something the run needs and could not find on the target: a problem of the set-up (the
 * options given), not of the target. The properties that need it are not run.
 */
export interface SetupProblem {
  /** What is missing, e.g. "the job categories". */
  missing: string;
  /** Why it could not be found. */
  reason: string;
  /** What to pass to supply it, e.g. "--category-ids 101,102". */
  pass: string;
}

/** What the run learned about the target before the checks. */
export interface TargetInfo {
  categories: NamedItem[];
  positionTypes: NamedItem[];
  /** The location collection, or undefined when the target does not list it. */
  locations: KnownLocation[] | undefined;
  /** Cities the target accepted given alone, once it had been sent them as `City, XX`. */
  bareCities: string[];
  /**
   * The exchanges that taught the target those cities (the probe's job, each city as
   * `City, XX`, and its delete): a reproduction that sends one alone sends these first,
   * since a fresh deployment may not know the city yet.
   */
  taught: RecordedExchange[];
  /** `/__admin/clock` answered 200: time can be set and advanced. */
  clock: boolean;
  /**
   * The clock has scopes: `/__admin/clock` named the scope a `Jobs-Clock` header gave it,
   * so each run that moves time can move its own, side by side with the others.
   */
  clockScopes?: boolean;
  /** Each key's plan, when the target reveals it (`/__admin/state`). */
  plans: Array<"standard" | "unlimited" | undefined>;
  /** What discovery could not find, and what the run uses instead. */
  notes: string[];
  /** What discovery could not find and the run cannot do without; empty when it found everything. */
  setup: SetupProblem[];
}

/** The two readings of a salary object sent in an update, which the interface document both allows. */
export type SalaryReading = "replace" | "merge";

/** The reading a run has seen its target take, and the exchange that showed it. */
interface SalaryReadingSeen {
  reading: SalaryReading;
  seen: string;
}

/** A check the run did not make, and why. */
export interface Skip {
  area: Area;
  check: string;
  reason: string;
  /** The requirements the check would have asserted, when it names them. */
  requirements?: readonly RequirementId[];
}

/** The first break seen of a requirement the run passed over: what a waiver shows as its evidence. */
export interface BreakSeen {
  area: Area;
  message: string;
  exchange?: RecordedExchange | undefined;
}

/** Operations by status code, and how often each requirement was checked. */
export interface Coverage {
  operations: Map<string, Map<number, number>>;
  requirements: Map<RequirementId, number>;
}

/** The state shared by all properties of a run. */
export interface RunContext {
  options: ResolvedOptions;
  transport: Transport;
  validator: SpecValidator;
  target: TargetInfo;
  coverage: Coverage;
  skips: Skip[];
  /** Jobs that may exist because of this run, per key index, for the final cleanup. */
  created: Array<Set<number>>;
  /** Jobs deleted by the per-run cleanups. */
  deleted: { count: number };
  /**
   * Readings of the interface document the target was seen to take where it allows two,
   * held for the rest of the run. The reference profile starts with our server's.
   */
  readings: { salary?: SalaryReadingSeen };
  /** Requirements broken on purpose: checked, never failing the run. */
  waivers: readonly Waiver[];
  /**
   * The requirements no check fails on any more: the waived ones, and each one a property
   * found broken, so no other property reports the same cause again (see {@link Session.passOver}).
   */
  passOver: Set<RequirementId>;
  /** The first break of each requirement the run passed over (waived, or found broken already). */
  passedOver: Map<RequirementId, BreakSeen>;
  /** Told as each property starts, advances and ends. */
  progress: (event: PropertyProgress) => void;
}

/** Records a skipped check once. */
export function addSkip(context: RunContext, skip: Skip): void {
  if (!context.skips.some((known) => known.area === skip.area && known.check === skip.check)) {
    context.skips.push(skip);
  }
}

/**
 * Records each knob a dialect's own source kept from view as a skipped check of the
 * dialect area, unobserved for `requirement`: a run with such a dialect is never passed on it.
 */
export function skipUnobserved(context: RunContext, knobs: readonly string[], requirement: RequirementId): void {
  for (const knob of knobs) {
    addSkip(context, {
      area: "dialect",
      check: knob,
      reason: `unobserved: the dialect's own source kept ${knob} from view`,
      requirements: [requirement],
    });
  }
}

/** Why the properties that send jobs cannot run, when the set-up lacks what they need. */
export function setupBlock(problems: readonly SetupProblem[]): string | undefined {
  if (problems.length === 0) {
    return undefined;
  }
  return `set-up: ${problems.map(({ missing, pass }) => `${missing} could not be read (pass ${pass})`).join("; ")}`;
}
