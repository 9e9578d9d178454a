/**
 * Chaos for client resilience tests: added latency and random 503s for every job API
 * request (`--latency`, `--fail-rate`), or one request's fate chosen by its client with
 * `Prefer: scenario=slow|unavailable|rate-limited` (RFC 7240). A failed request is
 * refused before it is handled, so it changes nothing and a retry is safe.
 */
import type { CoreRequest, CoreResponse } from "./http.js";
import { ProblemError } from "./problem.js";

export interface ChaosOptions {
  /** Delay every response by this many milliseconds, or by a random amount in [min, max]. */
  latencyMs?: number | readonly [min: number, max: number];
  /** The share of requests, from 0 to 1, answered 503 at random. */
  failRate?: number;
  /** Random numbers in [0, 1); Math.random by default. */
  random?: () => number;
}

/** What chaos does to one request. */
export interface ChaosDecision {
  /** Answer this instead of handling the request. */
  failure?: ProblemError;
  /** Wait this long before answering. */
  delayMs: number;
}

const SLOW_MS = 2_000;
/**
 * The longest delay chaos adds, asked for or configured: a longer one would let any key
 * holder keep connections open at will, and hold up every shutdown.
 */
export const MAX_DELAY_MS = 10_000;
const RETRY_AFTER_SECONDS = "1";
const SCENARIO = /(?:^|,)\s*scenario\s*=\s*"?([a-z-]+)"?\s*((?:;\s*[a-z]+\s*=\s*"?[^,;"]*"?\s*)*)/i;
const DELAY = /;\s*delay\s*=\s*"?(\d+)"?/i;

function unavailable(detail: string): ProblemError {
  return new ProblemError(503, detail, { headers: { "retry-after": RETRY_AFTER_SECONDS } });
}

function rateLimited(): ProblemError {
  return new ProblemError(429, "Too many requests; retry after the time in Retry-After.", {
    headers: { "retry-after": RETRY_AFTER_SECONDS },
  });
}

/** The latency option as a range: one number is a range of one. */
export function latencyRange(options: ChaosOptions): [min: number, max: number] {
  const latency = options.latencyMs ?? 0;
  return typeof latency === "number" ? [latency, latency] : [latency[0], latency[1]];
}

/** A function deciding each request's fate under the given options. */
export function createChaos(options: ChaosOptions = {}): (request: CoreRequest) => ChaosDecision {
  const random = options.random ?? Math.random;
  const [min, max] = latencyRange(options);
  const failRate = options.failRate ?? 0;
  const baseDelay = () => (max > min ? Math.round(min + random() * (max - min)) : min);

  return (request) => {
    const prefer = request.header("prefer");
    const scenario = prefer ? SCENARIO.exec(prefer) : null;
    switch (scenario?.[1]?.toLowerCase()) {
      case "unavailable":
        return {
          failure: unavailable("The service is unavailable (Prefer: scenario=unavailable)."),
          delayMs: baseDelay(),
        };
      case "rate-limited":
        return { failure: rateLimited(), delayMs: baseDelay() };
      case "slow": {
        const asked = DELAY.exec(scenario[2] ?? "");
        const delayMs = asked ? Number(asked[1]) : Math.max(SLOW_MS, baseDelay());
        if (!(delayMs <= MAX_DELAY_MS)) {
          throw new ProblemError(
            400,
            `Prefer: scenario=slow takes a delay of at most ${MAX_DELAY_MS} ms; got ${asked?.[1]}.`,
          );
        }
        return { delayMs };
      }
    }
    if (failRate > 0 && random() < failRate) {
      return { failure: unavailable("The service is unavailable (--fail-rate)."), delayMs: baseDelay() };
    }
    return { delayMs: baseDelay() };
  };
}

/** Throws a TypeError naming latency options past the bound. */
export function checkChaosOptions(options: ChaosOptions = {}): void {
  const failRate = options.failRate ?? 0;
  if (!(failRate >= 0 && failRate <= 1)) {
    throw new TypeError(`chaos.failRate must be between 0 and 1; got ${failRate}`);
  }
  const latency = options.latencyMs ?? 0;
  for (const ms of typeof latency === "number" ? [latency] : latency) {
    if (!(Number.isInteger(ms) && ms >= 0 && ms <= MAX_DELAY_MS)) {
      throw new TypeError(`chaos.latencyMs must be whole milliseconds from 0 to ${MAX_DELAY_MS}; got ${ms}`);
    }
  }
}

/** Marks a response to be sent after a delay; the server's edge honours `delayMs`. */
export function delayed(response: CoreResponse, delayMs: number): CoreResponse {
  return delayMs > 0 ? { ...response, delayMs } : response;
}
