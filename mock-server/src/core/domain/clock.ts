/**
 * The server's clock: real time by default; tests can stop it at a moment or move it
 * forward. Everything that reads time goes through here.
 */
import type { ClockState } from "@jobs-toolkit/spec";
import { formatTimestamp } from "../lib/dates.js";

/**
 * The latest time the clock may show: 9000-01-01. Jobs close up to years later, and every
 * date a response writes must keep four year digits (RFC 3339).
 */
export const LATEST_CLOCK = 221_845_392_000;

/** Whether the clock may stand at `seconds`: from 1970 to {@link LATEST_CLOCK}. */
export function isClockTime(seconds: number): boolean {
  return seconds >= 0 && seconds <= LATEST_CLOCK;
}

/** Why a clock value is out of range, when the reason is likely: milliseconds for seconds. */
function hint(seconds: number): string {
  return seconds > LATEST_CLOCK && isClockTime(Math.floor(seconds / 1000))
    ? ` (milliseconds? divide by 1000: ${Math.floor(seconds / 1000)})`
    : "";
}

/** A settable clock in epoch seconds. */
export class Clock {
  #fixed: number | null = null;
  #offset = 0;
  readonly #realNow: () => number;
  readonly #record: (next: ClockState) => void;

  /**
   * @param realNow the real time source in milliseconds. By default `Date.now()`, looked up
   * on every read so that fake timers installed after the server was made (vitest's
   * `vi.useFakeTimers()`, `vi.setSystemTime()`) move it too.
   * @param record called with the clock a `set` or `advance` is about to give, whoever
   * calls them (the controls, or a test holding `server.clock`), so the journal keeps
   * each move; when it throws (a server that refuses writes), the clock stays as it was.
   * A replay's `restore` is not recorded again.
   */
  constructor(realNow: () => number = () => Date.now(), record: (next: ClockState) => void = () => {}) {
    this.#realNow = realNow;
    this.#record = record;
  }

  /** The current time in whole epoch seconds. */
  now(): number {
    return this.#fixed ?? Math.floor(this.#realNow() / 1000) + this.#offset;
  }

  /**
   * The milliseconds past the current second `now()` shows: 0 on a stopped clock, the real
   * time's on a running one (a dialect keeping them orders jobs of one second by them).
   */
  millis(): number {
    return this.#fixed === null ? Math.floor(this.#realNow() % 1000) : 0;
  }

  /**
   * Stops the clock at `seconds` (whole epoch seconds, 1970 to 9000), or returns it to
   * real time with null. Throws a RangeError for anything else, as `PUT /__admin/clock`
   * answers 422, so milliseconds passed by mistake fail loudly instead of dating jobs in
   * the year 58000.
   */
  set(seconds: number | null): void {
    if (seconds !== null && !(Number.isInteger(seconds) && isClockTime(seconds))) {
      throw new RangeError(`clock.set takes whole epoch seconds from 1970 to 9000; got ${seconds}${hint(seconds)}`);
    }
    this.#move(seconds, 0);
  }

  /**
   * Moves the clock forward by whole seconds; a stopped clock stays stopped, a running one
   * runs ahead. Throws a RangeError for a negative or fractional step, or one past 9000.
   */
  advance(seconds: number): void {
    if (!(Number.isInteger(seconds) && seconds >= 0 && isClockTime(this.now() + seconds))) {
      throw new RangeError(
        `clock.advance takes whole seconds, at least 0, that keep the clock before 9000; got ${seconds}${hint(seconds)}`,
      );
    }
    if (this.#fixed === null) {
      this.#move(null, this.#offset + seconds);
    } else {
      this.#move(this.#fixed + seconds, this.#offset);
    }
  }

  /** Records the move, then makes it. */
  #move(fixed: number | null, offset: number): void {
    this.#record({ fixed: fixed === null ? null : formatTimestamp(fixed), offsetSeconds: offset });
    this.#fixed = fixed;
    this.#offset = offset;
  }

  /** The clock as the state export writes it. */
  toState(): ClockState {
    return { fixed: this.#fixed === null ? null : formatTimestamp(this.#fixed), offsetSeconds: this.#offset };
  }

  /**
   * A clock of its own standing where this one stands now (stopped at the same time, or
   * running as far ahead of real time), whose moves nothing records.
   */
  fork(): Clock {
    const copy = new Clock(this.#realNow);
    copy.#fixed = this.#fixed;
    copy.#offset = this.#offset;
    return copy;
  }

  /** Restores a clock exported by {@link toState}. */
  restore(state: { fixed: number | null; offsetSeconds: number }): void {
    this.#fixed = state.fixed;
    this.#offset = state.offsetSeconds;
  }
}
