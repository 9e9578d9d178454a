/**
 * Answers that say nothing about conformance: a gateway's 429 or 503, a connection reset,
 * a timeout. A request whose outcome is certain not to have happened (a 429, or any
 * answer to a method that is safe to repeat) is sent again after a backoff, honouring
 * Retry-After; a create (a plain POST) that met one has an unknown outcome, which the run
 * reconciles from the target instead of guessing.
 */

/** How hard the suite retries transient answers. */
export interface RetryPolicy {
  /** Most retries of one request (6). */
  retries: number;
  /** First backoff; each retry doubles it, with jitter (100 ms). */
  baseDelayMs: number;
  /** Longest backoff, and longest Retry-After honoured (10 s). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 6, baseDelayMs: 100, maxDelayMs: 10_000 };

/** Statuses a gateway or an overloaded server answers without the request being judged. */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** Methods whose repetition changes nothing more than the first attempt did. */
const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** No answer came in time. */
export class RequestTimeoutError extends Error {
  override name = "RequestTimeoutError";
}

/** A request that met only transient answers, within the whole retry budget. */
export class TransientError extends Error {
  override name = "TransientError";
}

/** A create met a transient answer and the target holds a job it may have made: the run cannot tell. */
export class UnknownOutcomeError extends Error {
  override name = "UnknownOutcomeError";
}

/** Whether repeating the request is safe: its method is, or it overrides POST with one that is. */
export function isRepeatable(request: Request): boolean {
  const override = request.headers.get("x-http-method-override")?.trim().toUpperCase();
  return (
    REPEATABLE_METHODS.has(request.method) ||
    (request.method === "POST" && override !== undefined && REPEATABLE_METHODS.has(override))
  );
}

const NETWORK_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EAI_AGAIN", "UND_ERR_SOCKET"]);

/**
 * Whether a failed fetch lost its answer to the network (a reset, a refused connection, a
 * timeout) rather than to a fault of its own: fetch rejects with a TypeError then, often
 * with the system error as its cause.
 */
export function isNetworkError(error: Error): boolean {
  if (error instanceof RequestTimeoutError || error instanceof TypeError) {
    return true;
  }
  for (let cause: Error | undefined = error; cause; cause = cause.cause instanceof Error ? cause.cause : undefined) {
    if (NETWORK_CODES.has(String((cause as { code?: unknown }).code))) {
      return true;
    }
  }
  return false;
}

/** Whether an answer is transient rather than a verdict on the request. */
export function isTransientStatus(status: number): boolean {
  return TRANSIENT_STATUSES.has(status);
}

/** Whether the answer proves the request was not carried out, whatever its method. */
export function provesNotDone(status: number): boolean {
  return status === 429;
}

/** The wait Retry-After asks for (seconds or an HTTP date), within the policy's bound. */
export function retryAfterMs(header: string | null, policy: RetryPolicy, now = Date.now()): number | undefined {
  if (header === null) {
    return undefined;
  }
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), policy.maxDelayMs) : undefined;
}

/** Exponential backoff with full jitter for the given retry (1 for the first). */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Whether an error is, or was caused by, a transient answer or a create of unknown outcome. */
export function isInconclusive(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TransientError || cause instanceof UnknownOutcomeError) {
      return true;
    }
  }
  return false;
}

/**
 * The share of transient answers among the last attempts: once most of a long enough
 * window is transient, the run stops sending checks (the target is down or throttled
 * hard, and waiting on every request would take hours to say so).
 */
export class TransientWindow {
  static readonly SIZE = 200;
  static readonly LIMIT = 0.5;
  readonly #outcomes: boolean[] = [];
  #transient = 0;

  add(transient: boolean): void {
    this.#outcomes.push(transient);
    this.#transient += transient ? 1 : 0;
    if (this.#outcomes.length > TransientWindow.SIZE && this.#outcomes.shift()) {
      this.#transient -= 1;
    }
  }

  /** The share of transient answers, once the window is full; else undefined. */
  get overwhelmed(): number | undefined {
    const share = this.#transient / this.#outcomes.length;
    return this.#outcomes.length >= TransientWindow.SIZE && share >= TransientWindow.LIMIT ? share : undefined;
  }
}
