/**
 * Turns a failed response into the error a domain method throws: parses the RFC 9457
 * problem document (or makes one up for a proxy's HTML page) and picks the class.
 */
import { type Problem, type ProblemError, REASON_PHRASES } from "@jobs-toolkit/spec";
import {
  AuthenticationError,
  ConflictError,
  JobsApiError,
  type JobsApiErrorDetails,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "./errors.js";

// A non-JSON body is quoted in the detail, but only its start: it may be a whole HTML page.
const MAX_DETAIL_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function toProblemErrors(value: unknown): ProblemError[] | undefined {
  if (!Array.isArray(value)) {
    return undefined;
  }
  return value.filter(
    (entry): entry is ProblemError =>
      isRecord(entry) && typeof entry.message === "string" && typeof entry.code === "string",
  );
}

/** The problem document of a failed response body (already parsed by openapi-fetch), or one made from the status. */
function toProblem(body: unknown, response: Response): Problem {
  const title =
    isRecord(body) && typeof body.title === "string"
      ? body.title
      : // A response with no problem document (a gateway's page, an empty body) is titled by its status.
        REASON_PHRASES[response.status] || response.statusText || "HTTP Error";
  const problem: Problem = {
    type: isRecord(body) && typeof body.type === "string" ? body.type : "about:blank",
    title,
    status: response.status,
  };
  if (isRecord(body)) {
    if (typeof body.detail === "string") {
      problem.detail = body.detail;
    }
    if (typeof body.instance === "string") {
      problem.instance = body.instance;
    }
    const errors = toProblemErrors(body.errors);
    if (errors) {
      problem.errors = errors;
    }
  } else if (typeof body === "string" && body.trim() !== "") {
    const text = body.trim();
    problem.detail = text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
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
    case 401:
      return AuthenticationError;
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

/** The typed error for a response that is not 2xx. */
export function toResponseError(
  response: Response,
  body: unknown,
  request: { method: string; url: string },
): JobsApiError {
  const problem = toProblem(body, response);
  const details: JobsApiErrorDetails = {
    status: response.status,
    problem,
    method: request.method,
    url: request.url,
    headers: response.headers,
  };
  const ErrorClass = errorClassFor(response.status);
  return new ErrorClass(describeProblem(problem), details);
}
