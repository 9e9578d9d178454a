/**
 * The fetch function openapi-fetch calls: it sends PUT and DELETE as POST when asked,
 * follows redirects only on the request's own origin, bounds each attempt (redirects and
 * the whole body included) by a timeout combined with the caller's AbortSignal and the
 * body by a size cap, and retries idempotent requests. Middleware runs once around all of
 * it, so the API key is set once and `onResponse` sees the final answer.
 */
import { AttemptBound, isTimed, takeController } from "./attempt-bound.js";
import { bufferedResponse } from "./buffered-response.js";
import { ConnectionError, JobsApiError, ResponseTooLargeError, TimeoutError } from "./errors.js";
import { type RequestName, sendWithinOrigin } from "./redirects.js";
import { backoffDelay, isIdempotent, isRetryStatus, METHOD_OVERRIDE_HEADER, retryDelay, sleep } from "./retry.js";

/** The fetch signature openapi-fetch and the reference server's `server.fetch` share. */
export type FetchFunction = (request: Request) => Promise<Response>;

/** How the transport sends requests. */
export interface TransportOptions {
  /** Resolved per request, so a fetch patched later (MSW) is still the one used. */
  fetch: FetchFunction | undefined;
  /** Per attempt; 0 or Infinity turns the timeout off. */
  timeoutMs: number;
  maxRetries: number;
  methodOverride: boolean;
  /** Bytes a response body may have; Infinity turns the cap off. */
  maxResponseBytes: number;
  /** Follows redirects on the request's origin (true), or answers with the 3xx (false); never another origin's. */
  followRedirects?: boolean;
  /** Told of each retry before its wait, e.g. to log it; what it throws rejects the call. */
  onRetry?: ((event: RetryEvent) => void) | undefined;
  /** Told of the response the transport answers a request with, and the request as it was handed over. */
  onAnswer?: ((request: RequestName, response: Response) => void) | undefined;
}

/** What `onRetry` is told each time an attempt failed and the transport is about to wait and send it again. */
export interface RetryEvent {
  /** The method the caller asked for (PUT, not the POST a method override sends). */
  method: string;
  url: string;
  /** The attempt that failed: 1 for the first. */
  attempt: number;
  /** How many attempts the request may take, the first included: `maxRetries` + 1. */
  attempts: number;
  /** The status that asked for the retry (429, 502, 503 or 504); undefined when no response arrived. */
  status: number | undefined;
  /** The ConnectionError (a TimeoutError for a timeout) when no response arrived; undefined otherwise. */
  error: ConnectionError | undefined;
  /** Milliseconds the transport waits before the next attempt: Retry-After, or the backoff. */
  delayMs: number;
}

// Statuses whose Response must be built without a body.
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

/** The request as a POST naming its method in X-HTTP-Method-Override, for PUT and DELETE only. */
function toMethodOverride(request: Request): Request {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return request;
  }
  const headers = new Headers(request.headers);
  headers.set(METHOD_OVERRIDE_HEADER, request.method);
  return new Request(request, { method: "POST", headers });
}

function tooLarge(request: RequestName, response: Response, limit: number, what: string): ResponseTooLargeError {
  return new ResponseTooLargeError(`${request.method} ${request.url}: ${what}`, {
    ...request,
    status: response.status,
    headers: response.headers,
    maxResponseBytes: limit,
  });
}

/**
 * The body, read chunk by chunk up to `limit` bytes. Past the limit, or once the attempt
 * is cut short, the stream is cancelled: a peer that sends without end costs no more
 * memory than the cap, and leaves no reader holding the connection open.
 */
async function readCapped(
  response: Response,
  limit: number,
  bound: AttemptBound,
  request: RequestName,
): Promise<Uint8Array | null> {
  if (response.body === null || NULL_BODY_STATUSES.has(response.status)) {
    return null;
  }
  const announced = Number(response.headers.get("content-length") ?? 0);
  if (announced > limit) {
    void response.body.cancel().catch(() => {});
    throw tooLarge(
      request,
      response,
      limit,
      `the response announced ${announced} bytes, more than maxResponseBytes (${limit}); not read`,
    );
  }
  const reader = response.body.getReader();
  const cancel = (reason?: unknown) => void reader.cancel(reason).catch(() => {});
  bound.onCut(cancel);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limit) {
        cancel();
        throw tooLarge(
          request,
          response,
          limit,
          `the response body passed maxResponseBytes (${limit}); not read further`,
        );
      }
      chunks.push(read.value);
    }
  } finally {
    bound.onCut(undefined);
  }
  bound.signal.throwIfAborted();
  // Most bodies come in one chunk, kept as it is: a copy costs an ArrayBuffer a call.
  if (chunks.length === 1) {
    return chunks[0] ?? null;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let current = error; current instanceof Error && reasons.length < 3; current = current.cause) {
    reasons.push(current.message);
  }
  return reasons.length > 0 ? reasons.join(": ") : String(error);
}

/**
 * Whether the transport reads each body itself: only to bound it by the timeout or the
 * size cap. With neither, the response goes to openapi-fetch unread, as a bare fetch's
 * would (a caller whose own layer bounds every answer, the conformance suite's, pays
 * nothing for a second reading).
 */
function readsBody(options: TransportOptions): boolean {
  return isTimed(options.timeoutMs) || Number.isFinite(options.maxResponseBytes);
}

/**
 * One attempt, redirects and body included; the fetch may consume `request`. It reaches
 * the fetch with its bound and `redirect: "manual"` (the client follows redirects
 * itself), building no second Request where none is needed. A request that already has
 * both (made with the attempt's controller `made`) goes as it is. Otherwise the global
 * fetch takes them as its init, per the Fetch standard; a fetch of the caller's may read
 * only the request, so it gets one Request made for the attempt.
 */
async function sendOnce(
  request: Request,
  options: TransportOptions,
  name: RequestName,
  signal: AbortSignal | undefined,
  made: AbortController | undefined,
) {
  if (signal?.aborted) {
    throw signal.reason;
  }
  const bound = new AttemptBound(request, signal, options.timeoutMs, made);
  try {
    const redirect = "manual" as const;
    // An init costs the global fetch another pass over the headers, so none is given where none is needed.
    const init =
      (made || request.signal === bound.signal) && request.redirect === redirect
        ? undefined
        : { signal: bound.signal, redirect };
    const fetchFunction = options.fetch;
    const attached = init && fetchFunction ? new Request(request, init) : request;
    const send = fetchFunction ?? ((sent: Request) => globalThis.fetch(sent, init));
    return await bound.run(async () => {
      const response =
        options.followRedirects === false ? await send(attached) : await sendWithinOrigin(send, attached, name);
      if (!readsBody(options)) {
        return response;
      }
      const body = await readCapped(response, options.maxResponseBytes, bound, name);
      const { status, statusText, headers } = response;
      return bufferedResponse(body, { status, statusText, headers });
    });
  } catch (error) {
    if (signal?.aborted) {
      throw signal.reason;
    }
    if (error instanceof JobsApiError) {
      throw error;
    }
    const details = { ...name, cause: error };
    if (bound.timedOut) {
      const message = `${name.method} ${name.url} got no response within ${options.timeoutMs} ms (timeoutMs)`;
      throw new TimeoutError(message, details);
    }
    const message = `${name.method} ${name.url} failed before a response arrived: ${reasonOf(error)}`;
    throw new ConnectionError(message, details);
  } finally {
    bound.release();
  }
}

/**
 * A fetch function with method override, timeouts and retries, for openapi-fetch's `fetch` option.
 *
 * @example
 * const raw = createClient<paths>({ baseUrl, fetch: createTransport({ fetch: undefined, timeoutMs: 30_000, maxRetries: 2, methodOverride: false, maxResponseBytes: 16 * 1024 ** 2 }) });
 */
export function createTransport(options: TransportOptions): FetchFunction {
  return async (request) => {
    const name: RequestName = { method: request.method, url: request.url };
    const answer = (response: Response) => {
      options.onAnswer?.(name, response);
      return response;
    };
    // A request made with its first attempt's controller follows no signal of the caller's.
    const made = takeController(request);
    const signal = made ? undefined : request.signal;
    const wire = options.methodOverride ? toMethodOverride(request) : request;
    const retries = isIdempotent(wire) ? options.maxRetries : 0;
    const waitToRetry = async (retry: number, delayMs: number, failure: Pick<RetryEvent, "status" | "error">) => {
      options.onRetry?.({ ...name, attempt: retry + 1, attempts: retries + 1, ...failure, delayMs });
      await sleep(delayMs, signal);
    };
    for (let retry = 0; ; retry++) {
      const last = retry >= retries;
      // Each attempt but the last sends a copy of a request with a body, because sending consumes it.
      const attempt = last || wire.body === null ? wire : wire.clone();
      let response: Response;
      try {
        response = await sendOnce(attempt, options, name, signal, retry === 0 ? made : undefined);
      } catch (error) {
        if (last || !(error instanceof ConnectionError)) {
          throw error;
        }
        await waitToRetry(retry, backoffDelay(retry), { status: undefined, error });
        continue;
      }
      const delay = last || !isRetryStatus(response.status) ? undefined : retryDelay(response, retry);
      if (delay === undefined) {
        return answer(response);
      }
      await waitToRetry(retry, delay, { status: response.status, error: undefined });
    }
  };
}
