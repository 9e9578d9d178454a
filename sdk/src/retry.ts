/**
 * When a request may be sent again, and how long to wait first. Only idempotent
 * requests are retried: sending a PUT or DELETE twice leaves the same state, sending a
 * create twice makes two jobs (upsert is the idempotent way to create).
 */

/** Retries after the first attempt, unless `maxRetries` says otherwise. */
export const DEFAULT_MAX_RETRIES = 2;

/** Statuses that say "try again later" rather than "this request is wrong". */
const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** The header through which a POST stands for PUT or DELETE. */
export const METHOD_OVERRIDE_HEADER = "X-HTTP-Method-Override";

// The first wait, doubled per retry up to the cap; jitter spreads clients that failed together.
const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
const JITTER = 0.25;

/**
 * Longest Retry-After the client sleeps through. A server asking for longer gets its
 * error back at once, so the caller decides instead of a promise hanging for minutes.
 */
const MAX_RETRY_AFTER_MS = 60_000;

/** Whether sending the request twice has the effect of sending it once, method override included. */
export function isIdempotent(request: Request): boolean {
  if (IDEMPOTENT_METHODS.has(request.method)) {
    return true;
  }
  const override = request.headers.get(METHOD_OVERRIDE_HEADER)?.trim().toUpperCase();
  return request.method === "POST" && (override === "PUT" || override === "DELETE");
}

/** Whether a response status is worth another attempt. */
export function isRetryStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/**
 * Milliseconds a Retry-After header asks for (delay-seconds or an HTTP date), or
 * undefined when it is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) {
    return undefined;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    return Number(text) * 1000;
  }
  // Every HTTP date names its day; without a letter Date.parse would read "-1" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter for the retry numbered `retry` (0 for the first). */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(INITIAL_DELAY_MS * 2 ** retry, MAX_DELAY_MS);
  return Math.round(ceiling * (1 - JITTER * random()));
}

/**
 * How long to wait before retrying after a response with a retry status: Retry-After
 * when the server sent one, the backoff otherwise; undefined when the server asks for
 * longer than the client waits.
 */
export function retryDelay(response: Response, retry: number): number | undefined {
  const requested = parseRetryAfter(response.headers.get("Retry-After"));
  if (requested === undefined) {
    return backoffDelay(retry);
  }
  return requested <= MAX_RETRY_AFTER_MS ? requested : undefined;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts; leaves no timer behind. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
