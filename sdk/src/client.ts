/**
 * `createJobsClient`: openapi-fetch's typed client (`raw`) with the API key, timeouts,
 * retries and method override in its transport, and the domain resources over it.
 */

import type { Dialect, paths } from "@jobs-toolkit/spec";
import type { Client, HeadersOptions, Middleware } from "openapi-fetch";
import { clientRequests } from "./client-request.js";
import { type CollectionResources, createCollectionResources } from "./collections.js";
import { createJobsResource, type JobsResource } from "./jobs.js";
import { createClient } from "./openapi-client.js";
import { createOutcomeReader } from "./outcome.js";
import { DEFAULT_MAX_RETRIES } from "./retry.js";
import { createTransport, type FetchFunction, type RetryEvent } from "./transport.js";

/** Milliseconds one attempt may take, response body included, unless `timeoutMs` says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Bytes a response body may have unless `maxResponseBytes` says otherwise: 16 MiB, where
 * a page of 100 job headers with the longest titles is about 70 KB and a job at most about
 * 1 MiB, so only a broken or hostile server meets it.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** How to reach the API and how hard to try. */
export interface JobsClientOptions {
  /**
   * The server's origin, e.g. `http://127.0.0.1:4010`, with the path prefix of a proxy if
   * any. The spec's paths already start with `/api/v1.1`, so a base URL ending in it has it
   * dropped: `https://host/jobs/api/v1.1` is `https://host/jobs`.
   */
  baseUrl: string;
  /** Sent in the API-Key header; it decides which employer's jobs the client sees. */
  apiKey: string;
  /** The fetch to send with (a reference server's `server.fetch`, an instrumented fetch); the global one by default. */
  fetch?: FetchFunction;
  /** Per attempt, redirects and the whole response body included (30 000); 0 turns it off. */
  timeoutMs?: number;
  /** Bytes a response body may have (16 MiB); past it the body is dropped and a ResponseTooLargeError thrown. Infinity turns it off. */
  maxResponseBytes?: number;
  /**
   * Whether the client follows a redirect on the server's own origin itself (true, the
   * default), or hands the 3xx back as the answer (false), for tools that judge it. Either
   * way a redirect to another origin is never followed.
   */
  followRedirects?: boolean;
  /** Retries of an idempotent request after a connection error, timeout, 429, 502, 503 or 504 (2); 0 turns them off. */
  maxRetries?: number;
  /** Sends PUT and DELETE as POST with X-HTTP-Method-Override, for networks that block them. */
  methodOverride?: boolean;
  /** Headers sent with every request, e.g. a User-Agent. */
  headers?: HeadersOptions;
  /** openapi-fetch middleware, run once per call around all its attempts. */
  middleware?: Middleware[];
  /**
   * Told of each retry before the wait that precedes it (method, URL, the attempt that
   * failed, its status or ConnectionError, the delay), e.g. to log it; middleware sees only
   * the call's first request and final answer. What it throws rejects the call.
   */
  onRetry?: (event: RetryEvent) => void;
  /**
   * The deployment's dialect (the document `jobs-conformance --write-dialect` writes):
   * where its reference collections are and in which envelope, and the status its
   * creating PUT answers, which decides what `upsert`'s `created` can tell. Without one,
   * answers are read as the API documents them, collections found in any envelope.
   */
  dialect?: Dialect;
}

/** What createJobsClient returns: domain resources, and the raw typed client beneath them. */
export interface JobsClient extends CollectionResources {
  jobs: JobsResource;
  /**
   * openapi-fetch as it is: calls resolve `{ data, error, response }` and throw only when
   * no response arrives. It shares the client's API key, headers, timeout and retries.
   */
  raw: Client<paths>;
}

/**
 * The base URL the spec's paths are appended to: without trailing slashes, and without a
 * final `/api/v1.1`, which the paths add themselves (kept, it would double every path and
 * make every call a 404 that reads as "no such job").
 */
function serverBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/*(\/api\/v1\.1\/*)?$/, "");
}

function checkOptions(options: JobsClientOptions): void {
  let url: URL | undefined;
  try {
    url = new URL(options.baseUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError(
      `baseUrl must be an absolute http or https URL such as http://127.0.0.1:4010; got '${options.baseUrl}'`,
    );
  }
  if (typeof options.apiKey !== "string" || options.apiKey === "") {
    throw new TypeError("apiKey must be a non-empty string: the API key of the employer, sent in the API-Key header");
  }
  const { timeoutMs, maxRetries, maxResponseBytes } = options;
  if (timeoutMs !== undefined && !(timeoutMs >= 0)) {
    throw new TypeError(`timeoutMs must be a number of milliseconds, 0 for none; got ${timeoutMs}`);
  }
  if (maxRetries !== undefined && !(Number.isInteger(maxRetries) && maxRetries >= 0)) {
    throw new TypeError(`maxRetries must be an integer of at least 0; got ${maxRetries}`);
  }
  if (maxResponseBytes !== undefined && !(maxResponseBytes > 0)) {
    throw new TypeError(
      `maxResponseBytes must be a number of bytes above 0, Infinity for no cap; got ${maxResponseBytes}`,
    );
  }
}

/**
 * Creates a client for the Job Posting API.
 *
 * @example
 * const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });
 * const job = await client.jobs.get(1042);
 * @see ../README.md
 */
export function createJobsClient(options: JobsClientOptions): JobsClient {
  checkOptions(options);
  const baseUrl = serverBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reader = createOutcomeReader(baseUrl);
  const transport = createTransport({
    fetch: options.fetch,
    timeoutMs,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    methodOverride: options.methodOverride ?? false,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    followRedirects: options.followRedirects ?? true,
    onRetry: options.onRetry,
    onAnswer: (request, response) => reader.remember(request, response),
  });
  const raw = createClient<paths>({
    baseUrl,
    fetch: transport,
    // Made with the API key and the first attempt's controller: no middleware sets the key,
    // and no second Request carries the timeout.
    Request: clientRequests(options.apiKey, timeoutMs),
    // The transport follows redirects itself; made so, no attempt needs a Request of its own for it.
    redirect: "manual",
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  });
  // Two of the dialect's choices concern a client: read here, rather than through
  // resolveDialect, whose table of every default would weigh on every browser bundle.
  const { upsert, referenceData } = options.dialect ?? {};
  // Without middleware, openapi-fetch skips its per-call middleware work; the transport
  // tells the reader which request each response answers.
  if (options.middleware !== undefined && options.middleware.length > 0) {
    // The reader first: its onResponse runs last, after the caller's middleware had its say.
    raw.use(reader.middleware, ...options.middleware);
  }
  return {
    jobs: createJobsResource(raw, reader, baseUrl, upsert?.createStatus),
    ...createCollectionResources(raw, reader, referenceData),
    raw,
  };
}
