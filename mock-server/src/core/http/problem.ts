/**
 * Expected failures as RFC 9457 problem details. Deep code throws a ProblemError; the
 * request boundary turns it into an `application/problem+json` response.
 */
import type { Problem } from "@jobs-toolkit/spec";
import type { Violation } from "../domain/errors.js";
import { type CoreResponse, PROBLEM_TYPE } from "./http.js";

const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The reason phrase of a status code, which is every problem's title. */
export function reasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? "Error";
}

/** A failure that answers the request with a problem document. */
export class ProblemError extends Error {
  override name = "ProblemError";
  readonly status: number;
  readonly type: string;
  readonly errors: Violation[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    options: { type?: string; errors?: Violation[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.status = status;
    this.type = options.type ?? "about:blank";
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  /** The `application/problem+json` response this error answers with. */
  toResponse(): CoreResponse {
    return {
      status: this.status,
      headers: { "content-type": PROBLEM_TYPE, ...this.headers },
      body: JSON.stringify(this.toProblem()),
    };
  }

  /** The problem document this error answers with. */
  toProblem(): Problem {
    const problem: Problem = {
      type: this.type,
      title: reasonPhrase(this.status),
      status: this.status,
      detail: this.message,
    };
    if (this.errors) {
      problem.errors = this.errors;
    }
    return problem;
  }
}
