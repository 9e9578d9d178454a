/** The change feed: one event per change to the state, in order. Replaying them rebuilds the state. */
import type { ClockState, EmployerAccount, Location, OutboxMessage, ServerState, StoredJob } from "@jobs-toolkit/spec";
import { isObject } from "../lib/text.js";

export type ChangeEvent =
  | { type: "job"; job: StoredJob }
  | { type: "delete"; id: number }
  | { type: "location"; location: Location; namedBy?: string }
  | { type: "outbox"; message: OutboxMessage }
  | { type: "reset"; nextId: number }
  | { type: "clock"; clock: ClockState }
  | { type: "employer"; employer: EmployerAccount }
  | { type: "employer-removed"; id: number }
  | { type: "employer-reset"; id: number }
  | { type: "state"; state: ServerState };

/** What each kind of change must carry; a replayed change without it is refused, not skipped. */
const CHANGE_SHAPES: Record<ChangeEvent["type"], (event: Record<string, unknown>) => boolean> = {
  job: (event) => isObject(event.job),
  delete: (event) => Number.isInteger(event.id),
  location: (event) => isObject(event.location) && Number.isInteger(event.location.id),
  outbox: (event) => isObject(event.message),
  reset: (event) => Number.isInteger(event.nextId),
  clock: (event) => isObject(event.clock) && Number.isInteger(event.clock.offsetSeconds),
  state: (event) => isObject(event.state),
  employer: (event) => isObject(event.employer),
  "employer-removed": (event) => Number.isInteger(event.id),
  "employer-reset": (event) => Number.isInteger(event.id),
};

/** Throws unless a recorded change carries the fields its kind needs. */
export function checkEvent(event: ChangeEvent): void {
  const fits = Object.hasOwn(CHANGE_SHAPES, event.type) ? CHANGE_SHAPES[event.type] : undefined;
  if (fits === undefined) {
    throw new Error(`Unknown change type '${String((event as { type?: unknown }).type)}'`);
  }
  if (!fits(event as unknown as Record<string, unknown>)) {
    throw new Error(`A '${event.type}' change without the fields it needs`);
  }
}

/** Who hears of each change, in order. An event is built only when someone listens. */
export class ChangeFeed {
  readonly #listeners = new Set<(event: ChangeEvent) => void>();

  /** Calls `listener` with every change, in order; returns a function that stops it. */
  listen(listener: (event: ChangeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  record(build: () => ChangeEvent): void {
    if (this.#listeners.size === 0) {
      return;
    }
    const event = build();
    for (const listener of this.#listeners) {
      listener(event);
    }
  }
}
