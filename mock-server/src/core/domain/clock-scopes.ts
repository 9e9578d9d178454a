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

/** A scope name: 1 to 100 letters, digits, `.`, `_`, `~` or `-`, as a header carries it unchanged. */
const SCOPE_NAME = /^[A-Za-z0-9._~-]{1,100}$/;

/** Whether `name` can name a clock scope. */
export function isClockScope(name: string): boolean {
  return SCOPE_NAME.test(name);
}

/** The server's clock and the scopes set beside it. */
export class ClockScopes {
  readonly #server: Clock;
  readonly #scopes = new Map<string, Clock>();

  constructor(server: Clock) {
    this.#server = server;
  }

  /** The clock a request naming `scope` (or none) reads: the scope's once set, else the server's. */
  read(scope: string | undefined): Clock {
    return (scope === undefined ? undefined : this.#scopes.get(scope)) ?? this.#server;
  }

  /**
   * The clock of `scope` for a move: the one it has, or a new one standing where the
   * server's does. Undefined when `MAX_CLOCK_SCOPES` are already set; the caller refuses.
   */
  toMove(scope: string): Clock | undefined {
    const known = this.#scopes.get(scope);
    if (known) {
      return known;
    }
    if (this.#scopes.size >= MAX_CLOCK_SCOPES) {
      return undefined;
    }
    const made = this.#server.fork();
    this.#scopes.set(scope, made);
    return made;
  }

  /** Returns `scope` to the server's clock. */
  drop(scope: string): void {
    this.#scopes.delete(scope);
  }
}
