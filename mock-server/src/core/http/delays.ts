/**
 * The waits the edge adds (chaos latency), all cut short at once when the server closes,
 * so a shutdown never waits for a delay a client asked for.
 */
export class Delays {
  readonly #waking = new Set<() => void>();
  #closed = false;

  /** Resolves after `ms`, or at once when the server is closing. */
  wait(ms: number): Promise<void> {
    if (this.#closed || ms <= 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#waking.add(wake);
    });
  }

  /** Ends every wait now, and every later one at once. */
  close(): void {
    this.#closed = true;
    for (const wake of [...this.#waking]) {
      wake();
    }
  }
}
