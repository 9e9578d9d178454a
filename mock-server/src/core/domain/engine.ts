/**
 * Everything the server holds, and the change feed a journal listens to. Operations
 * read and write through here; nothing in it knows about HTTP.
 */
import type { ClockState, EmployerAccount, Location, OutboxMessage, ServerState, StoredJob } from "@jobs-toolkit/spec";
import type { RequestLog } from "../http/request-log.js";
import type { Clock } from "./clock.js";
import type { Collections } from "./collections.js";
import type { JobStore } from "./store.js";

/** One change to the state, in the order it happened. Replaying them rebuilds the state. */
export type ChangeEvent =
  | { type: "job"; job: StoredJob }
  | { type: "delete"; id: number }
  | { type: "location"; location: Location }
  | { type: "outbox"; message: OutboxMessage }
  | { type: "reset"; nextId: number }
  | { type: "clock"; clock: ClockState }
  | { type: "employer"; employer: EmployerAccount }
  | { type: "employer-removed"; id: number }
  | { type: "employer-reset"; id: number }
  | { type: "state"; state: ServerState };

/** Options after defaults, as the core uses them. */
export interface ResolvedOptions {
  employers: EmployerAccount[];
  publicUrl: string | undefined;
  bodyLimit: number;
  stateBodyLimit: number;
  strict: boolean;
  admin: { enabled: boolean; token: string | undefined; refusal: string | undefined };
  cors: { enabled: boolean; origins: "*" | readonly string[] };
  maxJobsPerEmployer: number;
}

export interface Engine {
  options: ResolvedOptions;
  /** Why writes are refused (a change could not be saved), or undefined. */
  writesRefused: string | undefined;
  clock: Clock;
  collections: Collections;
  store: JobStore;
  outbox: OutboxMessage[];
  requestLog: RequestLog;
  /**
   * Tells every listener about a change that just happened. The event is built only when
   * someone listens: a job event reads the job back from its text, which is not free.
   */
  emit(event: () => ChangeEvent): void;
}
