/**
 * Turns a failed response into the error a domain method throws: parses the RFC 9457
 * problem document (or makes one up for a proxy's HTML page) and picks the class.
 */
import { isRecord, type Problem, REASON_PHRASES } from "@jobs-toolkit/spec";
import { readErrorBody } from "./error-body.js";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  JobsApiError,
  type JobsApiErrorDetails,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "./errors.js";

/**
 * The problem document of a failed response (its body already parsed by openapi-fetch):
 * the server's own fields where it sent a problem document, and otherwise a title from
 * the status, with the body's own words as detail and the fields it names as errors.
 */
function toProblem(body: unknown, response: Response): Problem {
  const { message, errors } = readErrorBody(body);
  const problem: Problem = {
    type: isRecord(body) && typeof body.type === "string" ? body.type : "about:blank",
    title:
      isRecord(body) && typeof body.title === "string"
        ? body.title
        : // A response with no problem document (a gateway's page, an empty body) is titled by its status.
          REASON_PHRASES[response.status] || response.statusText || "HTTP Error",
    status: response.status,
  };
  if (message !== undefined) {
    problem.detail = message;
  }
  if (isRecord(body) && typeof body.instance === "string") {
    problem.instance = body.instance;
  }
  if (errors.length > 0) {
    problem.errors = errors;
  }
  return problem;
}

/**
 * A message a person can act on: status and title, then each broken rule as
 * `pointer: message` (or the detail when there is no list).
 *
 * @example
 * describeProblem(problem); // "422 Unprocessable Content: /locations: at most 3 locations; got 4"
 */
export function describeProblem(problem: Problem): string {
  const head = `${problem.status} ${problem.title}`;
  const rules = (problem.errors ?? []).map((error) => {
    const where = error.pointer || error.parameter;
    return where ? `${where}: ${error.message}` : error.message;
  });
  const body = rules.length > 0 ? rules.join("; ") : problem.detail;
  return body ? `${head}: ${body}` : head;
}

/** The error class for a status: one per meaning, the base class for other 4xx. */
function errorClassFor(status: number): typeof JobsApiError {
  switch (status) {
    case 400:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 403:
      return PermissionError;
    case 404:
      return NotFoundError;
    case 409:
      return ConflictError;
    case 422:
      return ValidationError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? ServerError : JobsApiError;
  }
}

/** Adds to an error's message what the call's own circumstances explain about the problem, if anything. */
export type ProblemHint = (problem: Problem) => string | undefined;

/** The typed error for a response that is not 2xx; `hint` may add a sentence to its message. */
export function toResponseError(
  response: Response,
  body: unknown,
  request: { method: string; url: string },
  hint?: ProblemHint,
): JobsApiError {
  const problem = toProblem(body, response);
  const details: JobsApiErrorDetails = {
    status: response.status,
    problem,
    body,
    method: request.method,
    url: request.url,
    headers: response.headers,
  };
  const ErrorClass = errorClassFor(response.status);
  const note = hint?.(problem);
  return new ErrorClass(
    note === undefined ? describeProblem(problem) : `${describeProblem(problem)}. ${note}`,
    details,
  );
}
