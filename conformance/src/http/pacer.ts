/**
 * Client-side pacing (`--rate-limit N/s`): requests leave no faster than the rate, spread
 * evenly, whatever the concurrency.
 */
export class Pacer {
  readonly #intervalMs: number;
  #next = 0;

  /** `perSecond` requests a second; 0 paces nothing. */
  constructor(perSecond: number) {
    this.#intervalMs = perSecond > 0 ? 1000 / perSecond : 0;
  }

  /** Resolves when the next request may leave. */
  async wait(): Promise<void> {
    if (this.#intervalMs === 0) {
      return;
    }
    const now = performance.now();
    const at = Math.max(now, this.#next);
    this.#next = at + this.#intervalMs;
    if (at > now) {
      await new Promise((resolve) => setTimeout(resolve, at - now));
    }
  }
}
