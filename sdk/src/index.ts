/**
 * The typed client for the Job Posting API.
 *
 * @example
 * import { createJobsClient, ValidationError } from "@jobs-toolkit/sdk";
 * const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });
 * for await (const job of client.jobs.listAll({ status: "active" })) console.log(job.title);
 * @see ../README.md
 */

export { ADMIN_TOKEN_HEADER, type AdminClientOptions, createAdminClient } from "./admin.js";
export { API_KEY_HEADER, createAuthMiddleware } from "./auth.js";
export {
  createJobsClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  type JobsClient,
  type JobsClientOptions,
} from "./client.js";
export type { JobCategoriesResource, LocationsResource, PositionTypesResource } from "./collections.js";
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  JobsApiError,
  type JobsApiErrorDetails,
  NotFoundError,
  PermissionError,
  RateLimitError,
  RedirectError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError,
} from "./errors.js";
export type { JobsResource } from "./jobs.js";
export { describeProblem } from "./problem.js";
export { type FieldKind, type FieldKinds, jobFlaw, jobPageFlaw, recordFlaw } from "./promised.js";
export { MAX_REDIRECTS } from "./redirects.js";
export {
  DEFAULT_MAX_RETRIES,
  isIdempotent,
  isRetryStatus,
  METHOD_OVERRIDE_HEADER,
  parseRetryAfter,
} from "./retry.js";
export type { FetchFunction, RetryEvent } from "./transport.js";
export type * from "./types.js";
