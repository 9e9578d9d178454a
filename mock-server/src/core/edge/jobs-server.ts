/** The reference server as its callers see it, independent of any transport. */
import type {
  CreatedEmployer,
  EmployerAccount,
  EmployerCreate,
  Job,
  LoggedRequest,
  OutboxMessage,
  SeedJob,
  ServerState,
} from "@jobs-toolkit/spec";
import type { PageSource } from "../admin/pages.js";
import type { Clock } from "../domain/clock.js";
import type { CoreRequest, CoreResponse } from "../http/http.js";
import type { ChangeEvent } from "../state/events.js";

/**
 * Called after every answer is computed: resolves once every change applied so far is
 * durable, rejects when they cannot be made durable, and gives undefined when nothing
 * waits. The Node journal implements it; without one, changes live in memory only.
 */
export type CommitHook = () => Promise<void> | undefined;

/** The reference server, independent of any transport. */
export interface JobsServer {
  /**
   * Answers one request synchronously, so each request sees and leaves a consistent
   * state. It waits for nothing: a chaos delay is only marked in `delayMs`, and no commit
   * hook is awaited. Adapters call {@link respond} instead.
   */
  handle(request: CoreRequest): CoreResponse;
  /**
   * The edge every adapter calls: {@link handle}, then the chaos delay and the commit
   * hook. Synchronous when there is nothing to wait for.
   */
  respond(request: CoreRequest): CoreResponse | Promise<CoreResponse>;
  /** The edge over WHATWG Request and Response, for MSW and other fetch runtimes. */
  fetch(request: Request): Promise<Response>;
  /** The most body bytes a request to this method and path may carry; adapters stop reading past it. */
  bodyLimitFor(method: string, path: string): number;
  /** Makes every answer wait for the hook (see {@link CommitHook}). */
  useCommitHook(hook: CommitHook): void;
  /**
   * Serves the inspector (`/`), the API reference (`/docs`) and their scripts from these
   * files, under the controls' reach (see admin/pages.ts). Without, those paths are 404.
   */
  usePages(source: PageSource): void;
  /** From now on every write is a 503 giving this reason; reads go on. */
  refuseWrites(reason: string): void;
  /** Why writes are refused, if they are. */
  readonly writesRefused: string | undefined;
  /**
   * Replaces the state with the one these recorded changes rebuild (a journal's durable
   * part), keeping every job id already handed out used.
   */
  restore(events: Iterable<ChangeEvent>): void;
  /** Cuts every chaos delay short, now and from now on, so a shutdown never waits for one. */
  close(): void;
  /** The server's clock, for tests that need time to pass. */
  readonly clock: Clock;
  /** Removes every job, added location, outbox message and logged request. */
  reset(): void;
  exportState(): ServerState;
  /** Replaces the whole state; throws a ProblemError (422) when it is invalid. */
  importState(state: ServerState): void;
  /** The e-mails sent for applications, oldest first. */
  outbox(): OutboxMessage[];
  /**
   * The last requests received (of one employer, when given), newest first, secrets
   * masked, each with the reasons of its answer (requirement ids of `@jobs-toolkit/spec/requirements`).
   */
  requests(limit?: number, employerId?: number): LoggedRequest[];
  /** Every employer, by id; those past their time to live are gone. */
  employers(): EmployerAccount[];
  /** Adds an employer with its own API key (generated unless given), as POST /__admin/employers does. */
  createEmployer(input: EmployerCreate): CreatedEmployer;
  /** Removes an employer and everything it owns; throws a ProblemError (404) when there is none. */
  deleteEmployer(id: number): void;
  /** Removes one employer's jobs and nothing else; throws a ProblemError (404) when there is none. */
  resetEmployer(id: number): void;
  /** Creates a job for an employer with a chosen publishDate, as POST /__admin/employers/{id}/jobs does. */
  seedJob(employerId: number, seed: SeedJob): Job;
  /** Calls `listener` with every change, in order; returns a function that stops it. */
  onChange(listener: (event: ChangeEvent) => void): () => void;
  /** Applies a change recorded by onChange, as a journal replay does. */
  apply(event: ChangeEvent): void;
  /** The body limit of the job API; see {@link bodyLimitFor}. */
  readonly bodyLimit: number;
}
