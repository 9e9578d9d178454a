/**
 * Answers that say nothing about conformance: a gateway's 429 or 503, a connection reset,
 * a timeout. A request whose outcome is certain not to have happened (a 429, or any
 * answer to a method that is safe to repeat) is sent again after a backoff, honouring
 * Retry-After; a create (a plain POST) that met one has an unknown outcome, which the run
 * reconciles from the target instead of guessing.
 */

import { parseRetryAfter } from "@jobs-toolkit/sdk";
import { DEFAULT_RETRIES } from "../options.js";

/** How hard the suite retries transient answers. */
export interface RetryPolicy {
  /** Most retries of one request (6). */
  retries: number;
  /** First backoff; each retry doubles it, with jitter (100 ms). */
  baseDelayMs: number;
  /** Longest backoff, and longest Retry-After honoured (10 s). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: DEFAULT_RETRIES, baseDelayMs: 100, maxDelayMs: 10_000 };

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

/** An error and the errors it was caused by, outermost first. */
function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let cause = error; cause instanceof Error && !chain.includes(cause); cause = cause.cause) {
    chain.push(cause);
  }
  return chain;
}

const NETWORK_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EAI_AGAIN", "UND_ERR_SOCKET"]);

/**
 * Whether a failed fetch lost its answer to the network (a reset, a refused connection, a
 * timeout) rather than to a fault of its own: fetch rejects with a TypeError then, often
 * with the system error as its cause.
 */
export function isNetworkError(error: Error): boolean {
  return (
    error instanceof RequestTimeoutError ||
    error instanceof TypeError ||
    causes(error).some((cause) => NETWORK_CODES.has(String((cause as { code?: unknown }).code)))
  );
}

/** Whether the answer proves the request was not carried out, whatever its method. */
export function provesNotDone(status: number): boolean {
  return status === 429;
}

/** The wait Retry-After asks for (seconds or an HTTP date, read as the SDK reads it), within the policy's bound. */
export function retryAfterMs(header: string | null, policy: RetryPolicy, now = Date.now()): number | undefined {
  const ms = parseRetryAfter(header, now);
  return ms === undefined ? undefined : Math.min(ms, policy.maxDelayMs);
}

/** Exponential backoff with full jitter for the given retry (1 for the first). */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Whether an error is, or was caused by, a transient answer or a create of unknown outcome. */
export function isInconclusive(error: unknown): boolean {
  return causes(error).some((cause) => cause instanceof TransientError || cause instanceof UnknownOutcomeError);
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
