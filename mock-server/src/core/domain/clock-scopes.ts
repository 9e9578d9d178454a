/**
 * Clocks of their own for tests that share one server: a request that names a scope in
 * the `Jobs-Clock` header reads that scope's clock instead of the server's, and the
 * `/__admin/clock` controls sent with it set and advance that clock alone, so one test
 * moves its time without moving the time of the tests beside it. A scope never set, or
 * set back to null, follows the server's clock. Scopes live in memory only: the state
 * export and the journal keep the server's clock, not theirs.
 */
import type { Clock } from "./clock.js";

/** The request header that names a clock scope (lower case, as requests are read). */
export const CLOCK_SCOPE_HEADER = "jobs-clock";

/** The most scopes set at once; setting one back to null frees its place. */
export const MAX_CLOCK_SCOPES = 1000;

/** How long, in real milliseconds, a scope no request names keeps its place once the places run out. */
const CLOCK_SCOPE_IDLE_MS = 60 * 60 * 1000;

/** A scope name: 1 to 100 letters, digits, `.`, `_`, `~` or `-`, as a header carries it unchanged. */
const SCOPE_NAME = /^[A-Za-z0-9._~-]{1,100}$/;

/** Whether `name` can name a clock scope. */
export function isClockScope(name: string): boolean {
  return SCOPE_NAME.test(name);
}

/** A scope's clock, and when a request last named the scope (real milliseconds). */
interface Held {
  clock: Clock;
  named: number;
}

/** The server's clock and the scopes set beside it. */
export class ClockScopes {
  readonly #server: Clock;
  readonly #realNow: () => number;
  readonly #scopes = new Map<string, Held>();

  /** @param realNow the real time source in milliseconds, the server clock's own. */
  constructor(server: Clock, realNow: () => number = () => Date.now()) {
    this.#server = server;
    this.#realNow = realNow;
  }

  /** The clock a request naming `scope` (or none) reads: the scope's once set, else the server's. */
  read(scope: string | undefined): Clock {
    return (scope === undefined ? undefined : this.#named(scope)) ?? this.#server;
  }

  /**
   * The clock a move of `scope` moves: the server's without one, the scope's own once set,
   * or a new one standing where the server's does. Undefined when `MAX_CLOCK_SCOPES` are
   * set and none has gone unnamed for an hour; the caller refuses.
   */
  toMove(scope: string | undefined): Clock | undefined {
    if (scope === undefined) {
      return this.#server;
    }
    const known = this.#named(scope);
    if (known) {
      return known;
    }
    if (this.#scopes.size >= MAX_CLOCK_SCOPES) {
      this.#dropIdle();
    }
    if (this.#scopes.size >= MAX_CLOCK_SCOPES) {
      return undefined;
    }
    const made = this.#server.fork();
    this.#scopes.set(scope, { clock: made, named: this.#realNow() });
    return made;
  }

  /**
   * Returns the clock of `scope` to real time: the server's own without one; a scope follows
   * the server's clock again, and frees its place.
   */
  release(scope: string | undefined): void {
    if (scope === undefined) {
      this.#server.set(null);
    } else {
      this.#scopes.delete(scope);
    }
  }

  /** The clock of `scope` if it is set, marked as named now. */
  #named(scope: string): Clock | undefined {
    const held = this.#scopes.get(scope);
    if (held) {
      held.named = this.#realNow();
    }
    return held?.clock;
  }

  #dropIdle(): void {
    const before = this.#realNow() - CLOCK_SCOPE_IDLE_MS;
    for (const [scope, held] of this.#scopes) {
      if (held.named < before) {
        this.#scopes.delete(scope);
      }
    }
  }
}
