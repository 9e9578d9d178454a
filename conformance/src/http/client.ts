/**
 * The typed client for well-formed requests: the SDK's `raw` client (openapi-fetch's
 * `createClient<paths>` with the API key), sending through the session's recorder.
 */
import { createJobsClient, type JobsClient } from "@jobs-toolkit/sdk";
import type { Recorder } from "./recorder.js";

/** `{ data, error, response }` for every call, as openapi-fetch answers. */
export type JobsRawClient = JobsClient["raw"];

/** What a typed client needs. */
export interface RawClientOptions {
  baseUrl: string;
  apiKey: string;
  recorder: Recorder;
}

/**
 * A typed client whose every request goes through the session's recorder.
 *
 * @example
 * const { data, response } = await createRawClient({ baseUrl, apiKey, recorder }).GET("/api/v1.1/jobs");
 */
export function createRawClient(options: RawClientOptions): JobsRawClient {
  // No retries, no client timeout and no size cap: the suite judges every first answer,
  // and its transport already bounds each request and its body.
  return createJobsClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.recorder.fetch,
    maxRetries: 0,
    timeoutMs: 0,
    maxResponseBytes: Number.POSITIVE_INFINITY,
    // A redirect is an answer to judge (the recorder refuses one to another origin).
    followRedirects: false,
  }).raw;
}
