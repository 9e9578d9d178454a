/**
 * Expected failures as RFC 9457 problem details. Deep code throws a ProblemError; the
 * request boundary turns it into an `application/problem+json` response.
 */
import { type Problem, REASON_PHRASES, type RefusalClass } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { Violation } from "../domain/errors.js";
import { type CoreResponse, PROBLEM_TYPE } from "./http.js";

/** What a problem says beyond its status and detail. */
export interface ProblemOptions {
  type?: string | undefined;
  errors?: Violation[] | undefined;
  headers?: Record<string, string> | undefined;
  refusal?: RefusalClass | undefined;
  /** The requirements that decided the refusal. */
  reasons?: readonly RequirementId[] | undefined;
  /** What the refused change found in place (a job's status before a move refused): a deployment's words may name it. */
  was?: string | undefined;
}

/** A failure that answers the request with a problem document. */
export class ProblemError extends Error {
  override name = "ProblemError";
  readonly status: number;
  readonly type: string;
  readonly errors: Violation[] | undefined;
  readonly headers: Record<string, string>;
  /** Which refusal of the job API this is, for a dialect that answers it its own way. */
  readonly refusal: RefusalClass | undefined;
  readonly reasons: readonly RequirementId[] | undefined;
  readonly was: string | undefined;

  constructor(status: number, detail: string, options: ProblemOptions = {}) {
    super(detail);
    this.status = status;
    this.type = options.type ?? "about:blank";
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.refusal = options.refusal;
    this.reasons = options.reasons;
    this.was = options.was;
  }

  /** The `application/problem+json` response this error answers with. */
  toResponse(): CoreResponse {
    return {
      status: this.status,
      headers: { "content-type": PROBLEM_TYPE, ...this.headers },
      body: JSON.stringify(this.toProblem()),
      reasons: this.reasons,
    };
  }

  /** The problem document this error answers with. */
  toProblem(): Problem {
    const problem: Problem = {
      type: this.type,
      title: REASON_PHRASES[this.status] ?? "Error",
      status: this.status,
      detail: this.message,
    };
    if (this.errors) {
      // A violation's facts are for a dialect's words, never sent.
      problem.errors = this.errors.map(({ facts: _, wholeJob: __, ...entry }) => entry);
    }
    return problem;
  }
}
