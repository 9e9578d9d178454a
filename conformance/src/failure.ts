/**
 * A broken expectation: what was expected, what came, the exchange that showed it, and
 * the catalogue entries it asserts.
 */
import type { RequirementId } from "./catalogue/index.js";
import type { RecordedExchange } from "./http/recorder.js";

/** What part of an answer broke the expectation. */
type FailureKind = "status" | "field" | "header" | "spec" | "other";

/** The details a failure carries into reports and reproductions. */
export interface FailureDetail {
  kind: FailureKind;
  exchange?: RecordedExchange | undefined;
  /** JSON Pointer into the response body, for `field` failures. */
  pointer?: string | undefined;
  /** Header name, for `header` failures. */
  header?: string | undefined;
  expected?: unknown;
  actual?: unknown;
  /**
   * The catalogue entries the broken expectation asserts: first the one it is a check of
   * (reported as broken), then the others its request exercised.
   */
  requirements: readonly RequirementId[];
}

/** Thrown by a check that does not hold; reports render it with its exchange. */
export class ConformanceFailure extends Error {
  override name = "ConformanceFailure";

  readonly detail: FailureDetail;

  constructor(message: string, detail: FailureDetail) {
    super(message);
    this.detail = detail;
  }
}

/** True for a failure thrown by a check, as opposed to a crash of the suite. */
export function isConformanceFailure(error: unknown): error is ConformanceFailure {
  return error instanceof Error && error.name === "ConformanceFailure";
}

/**
 * Thrown where a check of a requirement the run passes over (found broken already, or
 * waived) cannot go on: the execution ends there, unjudged beyond what it checked.
 */
export class PassedOver extends Error {
  override name = "PassedOver";

  readonly failure: ConformanceFailure;

  constructor(failure: ConformanceFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

/** True for an execution ended by a break of a requirement the run passes over. */
export function isPassedOver(error: unknown): error is PassedOver {
  return error instanceof Error && error.name === "PassedOver";
}
