/**
 * Why a change was refused, in the domain's own words. Code below the HTTP edge throws a
 * DomainError naming what went wrong and the facts of the case; the edge's error table
 * (http/errors.ts) alone decides the status, the problem type and the text a client reads.
 */
import type { JobStatus, ProblemError as ProblemEntry } from "@jobs-toolkit/spec";

/**
 * One broken rule: where, which rule (a stable word), and what was received; `facts` names
 * what a deployment's words for the rule may name beyond its field and value (the tag or
 * attribute an HTML rule refuses); `wholeJob` marks a rule on the whole job (a field it
 * needs, fields that must agree), checked once every field is read. Neither is sent: a
 * problem leaves them out.
 */
export type Violation = ProblemEntry & { facts?: Readonly<Record<string, string>>; wholeJob?: true };

/** Every way a change can be refused, each with the facts a message needs. */
interface FailureFacts {
  /** The input breaks rules; `subject` names what was sent (job, employer, state, ...). */
  invalid: { subject: string; violations: Violation[] };
  /** Nothing of this kind with this key, or none the caller may see. */
  "not-found": { what: "job" | "employer"; key: "id" | "referenceId"; value: number | string };
  "reference-id-taken": { referenceId: string; ownerId: number; change: "create" | "update" };
  "api-key-taken": { apiKey: string };
  "status-move-refused": { from: JobStatus; to: JobStatus };
  /** autoRefresh true from an employer whose plan does not allow it, where the dialect refuses it. */
  "plan-refused": { plan: string };
  "job-limit-reached": { limit: number };
  "job-ids-exhausted": { lastId: number };
  /** A change could not be made durable earlier, so no change is accepted now. */
  "writes-refused": { reason: string };
}

export type FailureKind = keyof FailureFacts;

/** One failure of kind K (any kind by default), as a tagged object. */
export type Failure<K extends FailureKind = FailureKind> = { [P in K]: { kind: P } & FailureFacts[P] }[K];

export class DomainError extends Error {
  override name = "DomainError";
  readonly failure: Failure;
  /** Where in the request body the refused input sat, as a JSON Pointer ("" for the whole body). */
  readonly within: string;

  constructor(failure: Failure, within = "") {
    super(failure.kind);
    this.failure = failure;
    this.within = within;
  }

  /** The same failure, of input that sat at `pointer` in the request body. */
  under(pointer: string): DomainError {
    return new DomainError(this.failure, pointer + this.within);
  }
}

/** Refuses input that breaks every rule in `violations` at once. */
export function invalid(violations: Violation[], subject = "job"): DomainError {
  return new DomainError({ kind: "invalid", subject, violations });
}

/** Refuses a reference to something that does not exist. */
export function notFound(
  what: "job" | "employer",
  value: number | string,
  key: "id" | "referenceId" = "id",
): DomainError {
  return new DomainError({ kind: "not-found", what, key, value });
}
