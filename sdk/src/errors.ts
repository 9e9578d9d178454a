/**
 * The errors domain methods throw: one base class, one subclass per meaning, so callers
 * branch with `instanceof` instead of comparing status codes (as stripe-node and
 * Stainless-built SDKs do). `name` is set explicitly because minifiers rename classes.
 */
import type { Problem, ProblemError } from "@jobs-toolkit/spec";

/** What every JobsApiError carries besides its message. */
export interface JobsApiErrorDetails {
  /** The HTTP status, or undefined when no response arrived. */
  status?: number | undefined;
  /** The problem document of the response: the server's own, or one read from whatever body it sent. */
  problem?: Problem | undefined;
  /** The response body as it came: parsed JSON, or the text when it was not JSON. */
  body?: unknown;
  /** The method the caller asked for (PUT, not the POST a method override sends). */
  method: string;
  url: string;
  /** Response headers, e.g. to read Retry-After after retries gave up. */
  headers?: Headers | undefined;
  cause?: unknown;
}

/** Base class of every error the SDK throws for a failed request. */
export class JobsApiError extends Error {
  override name = "JobsApiError";
  // Declared, not defined: each defined field would be emitted once more in every bundle.
  declare readonly status: number | undefined;
  declare readonly problem: Problem | undefined;
  declare readonly method: string;
  declare readonly url: string;
  declare readonly headers: Headers | undefined;
  /** The response body as it came: parsed JSON, or the text when it was not JSON; undefined without a response. */
  declare readonly body: unknown;
  /**
   * Every broken rule or field the body names, each with a JSON Pointer into the request
   * body when it names a field: from a problem document's `errors`, or from `errors` and
   * `details` in the shapes other deployments use. Empty when the body names none.
   */
  declare readonly errors: readonly ProblemError[];

  constructor(message: string, details: JobsApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.problem = details.problem;
    this.method = details.method;
    this.url = details.url;
    this.headers = details.headers;
    this.body = details.body;
    this.errors = details.problem?.errors ?? [];
  }
}

/** 400: the server refused the request as malformed; `errors` lists the fields it names, if any. */
export class BadRequestError extends JobsApiError {
  override name = "BadRequestError";
  declare readonly status: 400;
  declare readonly problem: Problem;
}

/** 401: the API-Key header is missing or names no employer. */
export class AuthenticationError extends JobsApiError {
  override name = "AuthenticationError";
  declare readonly status: 401;
  declare readonly problem: Problem;
}

/** 403: the server refuses this caller (some deployments answer an unknown API key with 403). */
export class PermissionError extends JobsApiError {
  override name = "PermissionError";
  declare readonly status: 403;
  declare readonly problem: Problem;
}

/** 404: this employer has no such job (another employer's job answers the same). */
export class NotFoundError extends JobsApiError {
  override name = "NotFoundError";
  declare readonly status: 404;
  declare readonly problem: Problem;
}

/** 409: the referenceId is taken, or the status cannot move back to draft. */
export class ConflictError extends JobsApiError {
  override name = "ConflictError";
  declare readonly status: 409;
  declare readonly problem: Problem;
}

/** 422: the job breaks one or more rules; `errors` lists every one the server named. */
export class ValidationError extends JobsApiError {
  override name = "ValidationError";
  declare readonly status: 422;
  declare readonly problem: Problem;
}

/** 429: too many requests; thrown once retries are spent or Retry-After asks for too long a wait. */
export class RateLimitError extends JobsApiError {
  override name = "RateLimitError";
  declare readonly status: 429;
  declare readonly problem: Problem;
}

/** 5xx: the server failed; 502, 503 and 504 are retried first for idempotent requests. */
export class ServerError extends JobsApiError {
  override name = "ServerError";
  declare readonly status: number;
  declare readonly problem: Problem;
}

/** No response arrived: the connection failed (DNS, refused, reset, or fetch rejected). */
export class ConnectionError extends JobsApiError {
  override name = "ConnectionError";
  declare readonly status: undefined;
  declare readonly problem: undefined;
}

/** No response arrived within `timeoutMs`. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
}

/**
 * A redirect the client would not follow: one to another origin (the API key stays on the
 * origin it was given for), one a browser hides from the code (an opaque redirect), or
 * one hop past the limit. `status` is the redirect's status (undefined when hidden) and
 * `location` where it pointed, when the response said.
 */
export class RedirectError extends JobsApiError {
  override name = "RedirectError";
  declare readonly problem: undefined;
  declare readonly location: string | undefined;

  constructor(message: string, details: JobsApiErrorDetails & { location?: string | undefined }) {
    super(message, details);
    this.location = details.location;
  }
}

/** The response body passed `maxResponseBytes` (announced or as read); the client stopped reading it. */
export class ResponseTooLargeError extends JobsApiError {
  override name = "ResponseTooLargeError";
  declare readonly problem: undefined;
  /** The `maxResponseBytes` in effect. */
  declare readonly maxResponseBytes: number;

  constructor(message: string, details: JobsApiErrorDetails & { maxResponseBytes: number }) {
    super(message, details);
    this.maxResponseBytes = details.maxResponseBytes;
  }
}

/**
 * A successful status whose body is not what the operation promises: not JSON, or JSON
 * that is not a job, a page or a collection; or a page walk whose `next` goes in circles.
 * `body` is the text when it was not JSON, the parsed JSON otherwise.
 */
export class UnexpectedResponseError extends JobsApiError {
  override name = "UnexpectedResponseError";
  declare readonly problem: undefined;
}
