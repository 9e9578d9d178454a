/**
 * A fetch that counts the requests it has under way: the most at once, and the mean over
 * the time from the first request to the last answer (each request's share of that time).
 */
import type { FetchLike } from "../src/options.js";

export interface InFlight {
  fetch: FetchLike;
  /** Most requests under way at once so far. */
  readonly peak: number;
  /** Requests under way, averaged over the time since the first one was sent. */
  readonly mean: number;
}

/** Wraps `fetch`; the figures count until the answer's headers arrive. */
export function countInFlight(fetch: FetchLike): InFlight {
  let now = 0;
  let peak = 0;
  let first: number | undefined;
  let last = 0;
  let busy = 0;
  return {
    async fetch(request) {
      const started = performance.now();
      first ??= started;
      now++;
      peak = Math.max(peak, now);
      try {
        return await fetch(request);
      } finally {
        now--;
        last = performance.now();
        busy += last - started;
      }
    },
    get peak() {
      return peak;
    },
    get mean() {
      return first === undefined || last === first ? 0 : busy / (last - first);
    },
  };
}
