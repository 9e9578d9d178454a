/**
 * The fetch function openapi-fetch calls: it sends PUT and DELETE as POST when asked,
 * bounds each attempt by a timeout combined with the caller's AbortSignal, and retries
 * idempotent requests. Middleware runs once around all of it, so the API key is set once
 * and `onResponse` sees the final answer.
 */
import { ConnectionError, TimeoutError } from "./errors.js";
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
}

// Statuses whose Response must be built without a body.
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

// Timers above this overflow and fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Origin {
  method: string;
  url: string;
}

/** The request as a POST naming its method in X-HTTP-Method-Override, for PUT and DELETE only. */
function toMethodOverride(request: Request): Request {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return request;
  }
  const headers = new Headers(request.headers);
  headers.set(METHOD_OVERRIDE_HEADER, request.method);
  return new Request(request, { method: "POST", headers });
}

// Reading the body inside the attempt keeps a server that stalls mid-body under the
// timeout, and lets the timer be cleared before the response is handed on.
async function buffered(response: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let current = error; current instanceof Error && reasons.length < 3; current = current.cause) {
    reasons.push(current.message);
  }
  return reasons.length > 0 ? reasons.join(": ") : String(error);
}

/** Whether an attempt has a timer of its own: 0 or Infinity turns the timeout off. */
function isTimed(options: TransportOptions): boolean {
  return options.timeoutMs > 0 && Number.isFinite(options.timeoutMs);
}

/** What ends an attempt early: the caller's signal, and the timeout when there is one. */
interface AttemptBound {
  /** The request as the fetch is handed it, carrying the signal that ends the attempt. */
  attach(request: Request): Request;
  /** Rejects with the reason once the attempt is cut short. */
  aborted: Promise<never>;
  timedOut(): boolean;
  release(): void;
}

// Without a timeout only the caller's signal ends an attempt, and the request already carries
// it (a clone follows it too): neither a controller nor a copy to attach one is needed, and
// the fetch gets the request as openapi-fetch would hand it without a transport.
function callerBound(signal: AbortSignal): AttemptBound {
  let reject: (reason: unknown) => void = () => {};
  const aborted = new Promise<never>((_, rejectAborted) => {
    reject = rejectAborted;
  });
  const onAbort = () => reject(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  const release = () => signal.removeEventListener("abort", onAbort);
  return { attach: (request) => request, aborted, timedOut: () => false, release };
}

function timeoutBound(signal: AbortSignal, timeoutMs: number): AttemptBound {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal.reason);
  signal.addEventListener("abort", forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    Math.min(timeoutMs, MAX_TIMER_MS),
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  const release = () => {
    clearTimeout(timer);
    signal.removeEventListener("abort", forwardAbort);
  };
  const attach = (request: Request) => new Request(request, { signal: controller.signal });
  return { attach, aborted, timedOut: () => timedOut, release };
}

/** One attempt; the fetch may consume `request`. */
async function sendOnce(request: Request, options: TransportOptions, origin: Origin, signal: AbortSignal) {
  if (signal.aborted) {
    throw signal.reason;
  }
  const bound = isTimed(options) ? timeoutBound(signal, options.timeoutMs) : callerBound(signal);
  try {
    const fetchFunction = options.fetch ?? globalThis.fetch;
    // A fetch that ignores its signal (an in-process handler) still loses this race.
    const attempt = fetchFunction(bound.attach(request)).then(buffered);
    return await Promise.race([attempt, bound.aborted]);
  } catch (error) {
    if (signal.aborted) {
      throw signal.reason;
    }
    const details = { method: origin.method, url: origin.url, cause: error };
    if (bound.timedOut()) {
      const message = `${origin.method} ${origin.url} got no response within ${options.timeoutMs} ms (timeoutMs)`;
      throw new TimeoutError(message, details);
    }
    const message = `${origin.method} ${origin.url} failed before a response arrived: ${reasonOf(error)}`;
    throw new ConnectionError(message, details);
  } finally {
    bound.release();
  }
}

/**
 * A fetch function with method override, timeouts and retries, for openapi-fetch's `fetch` option.
 *
 * @example
 * const raw = createClient<paths>({ baseUrl, fetch: createTransport({ fetch: undefined, timeoutMs: 30_000, maxRetries: 2, methodOverride: false }) });
 */
export function createTransport(options: TransportOptions): FetchFunction {
  return async (request) => {
    const origin: Origin = { method: request.method, url: request.url };
    const signal = request.signal;
    const wire = options.methodOverride ? toMethodOverride(request) : request;
    const retries = isIdempotent(wire) ? options.maxRetries : 0;
    for (let retry = 0; ; retry++) {
      const last = retry >= retries;
      // Each attempt but the last sends a copy, because sending consumes a request's body.
      const attempt = last ? wire : wire.clone();
      let response: Response;
      try {
        response = await sendOnce(attempt, options, origin, signal);
      } catch (error) {
        if (last || !(error instanceof ConnectionError)) {
          throw error;
        }
        await sleep(backoffDelay(retry), signal);
        continue;
      }
      if (last || !isRetryStatus(response.status)) {
        return response;
      }
      const delay = retryDelay(response, retry);
      if (delay === undefined) {
        return response;
      }
      await sleep(delay, signal);
    }
  };
}
