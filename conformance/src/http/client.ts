/**
 * The typed client for well-formed requests. It is openapi-fetch's `createClient<paths>`,
 * which is exactly what the SDK exposes as `createJobsClient(...).raw`: swap this one
 * module for the SDK once it lands.
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "@jobs-toolkit/spec";
import { type Recorder, RecordingRequest } from "./recorder.js";

/** `{ data, error, response }` for every call, as openapi-fetch (and the SDK's `raw`) answer. */
export type JobsRawClient = Client<paths>;

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
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { "API-Key": options.apiKey },
    fetch: options.recorder.fetch,
    Request: RecordingRequest,
  });
}
