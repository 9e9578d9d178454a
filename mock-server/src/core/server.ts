/**
 * The reference server's request handling, in two layers. `handle` is the synchronous
 * core: the admin guard, method override, CORS, routing (404, 405), chaos, the body
 * limit, authentication (401), then the operation; expected failures become problem
 * documents, anything else a 500. `respond` is the one asynchronous edge every adapter
 * calls: it owns what takes time, chaos delays (bounded, cut short on close) and
 * commit-before-acknowledge (an answer leaves only once every change it may show is
 * durable, through the commit hook a journal plugs in; if that fails the change is
 * undone and the server refuses writes from then on). With nothing to wait for it
 * answers synchronously, so a read costs no more than `handle`.
 */
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
import { adminRouter, handleAdmin, isAdminPath, resetEngine } from "./admin/admin.js";
import { seededJob, seedJob } from "./admin/employers.js";
import { guardAdmin } from "./admin/guard.js";
import { exportState, importState, replaceState } from "./admin/state.js";
import { Clock } from "./domain/clock.js";
import { createCollections } from "./domain/collections.js";
import { parseTimestamp } from "./domain/dates.js";
import { addEmployer, createEmployer, deleteEmployer, expireEmployers, resetEmployer } from "./domain/employers.js";
import type { ChangeEvent, Engine, ResolvedOptions } from "./domain/engine.js";
import { fromStoredJob } from "./domain/job-record.js";
import { JobStore } from "./domain/store.js";
import { isObject } from "./domain/text.js";
import { authenticate } from "./http/auth.js";
import { checkBodySize } from "./http/body.js";
import { type ChaosDecision, createChaos, delayed } from "./http/chaos.js";
import { applyCors, preflight } from "./http/cors.js";
import { Delays } from "./http/delays.js";
import { toCoreRequest, toFetchResponse } from "./http/fetch.js";
import { type CoreRequest, type CoreResponse, READ_METHODS } from "./http/http.js";
import { ProblemError } from "./http/problem.js";
import { type LogEntry, RequestLog } from "./http/request-log.js";
import { Router } from "./http/router.js";
import type { ApiContext } from "./operations/context.js";
import { createJob } from "./operations/create-job.js";
import { deleteJob, deleteJobByReference } from "./operations/delete-job.js";
import { getJob } from "./operations/get-job.js";
import { listJobs } from "./operations/list-jobs.js";
import { listJobCategories, listLocations, listPositionTypes } from "./operations/reference-data.js";
import { updateJob } from "./operations/update-job.js";
import { upsertJobByReference } from "./operations/upsert-job.js";
import { DEFAULT_REQUEST_LOG_SIZE, type JobsServerOptions, resolveOptions } from "./options.js";

const API_ROUTES = new Router<ApiContext>()
  .add("/api/v1.1/jobs", { GET: listJobs, POST: createJob, PUT: upsertJobByReference, DELETE: deleteJobByReference })
  .add("/api/v1.1/jobs/{id}", { GET: getJob, PUT: updateJob, DELETE: deleteJob })
  .add("/api/v1.1/positiontypes", { GET: listPositionTypes })
  .add("/api/v1.1/jobcategories", { GET: listJobCategories })
  .add("/api/v1.1/locations", { GET: listLocations });

const OVERRIDABLE = new Set(["PUT", "DELETE"]);

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
  /** The last requests received (of one employer, when given), newest first, secrets masked. */
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

/** The method the request stands for, honouring X-HTTP-Method-Override on POST. */
function effectiveMethod(request: CoreRequest): string {
  if (request.method !== "POST") {
    return request.method;
  }
  const override = request.header("x-http-method-override");
  if (override === undefined) {
    return request.method;
  }
  const method = override.trim().toUpperCase();
  if (!OVERRIDABLE.has(method)) {
    throw new ProblemError(400, `X-HTTP-Method-Override must be PUT or DELETE; got '${override}'.`);
  }
  return method;
}

/** The limit for a body sent to this method and path: an exported state may be larger than any job. */
function bodyLimitFor(options: ResolvedOptions, method: string, path: string): number {
  return method === "PUT" && path === "/__admin/state" ? options.stateBodyLimit : options.bodyLimit;
}

function refuseIfReadOnly(engine: Engine, method: string): void {
  if (engine.writesRefused !== undefined && !READ_METHODS.has(method)) {
    throw new ProblemError(503, engine.writesRefused, { headers: { "retry-after": "60" } });
  }
}

function dispatch(engine: Engine, request: CoreRequest, chaos: (request: CoreRequest) => ChaosDecision): CoreResponse {
  if (isAdminPath(request.path)) {
    guardAdmin(engine, request);
    if (request.method === "OPTIONS") {
      const route = adminRouter.match(request.path);
      if (!route) {
        throw new ProblemError(404, `Nothing is at ${request.path}.`);
      }
      return { status: 204, headers: { allow: Object.keys(route.methods).join(", ") } };
    }
    refuseIfReadOnly(engine, request.method);
    checkBodySize(request, bodyLimitFor(engine.options, request.method, request.path));
    return handleAdmin(engine, request);
  }
  if (request.method === "OPTIONS") {
    const route = API_ROUTES.match(request.path);
    if (!route) {
      throw new ProblemError(404, `Nothing is at ${request.path}.`);
    }
    return preflight(request, Object.keys(route.methods).join(", "), engine.options.cors);
  }
  const method = effectiveMethod(request);
  const { handler, params } = API_ROUTES.resolve(request, method);
  const { failure, delayMs } = chaos(request);
  if (failure) {
    return delayed(failure.toResponse(), delayMs);
  }
  refuseIfReadOnly(engine, method);
  const employer = authenticate(request, engine.store);
  checkBodySize(request, engine.options.bodyLimit);
  return delayed(handler({ engine, request, employer }, params), delayMs);
}

/**
 * Creates a reference server holding its state in memory.
 *
 * @example
 * const server = createJobsServer({ strict: true });
 * const response = await server.fetch(new Request("http://jobs.test/api/v1.1/jobs", { headers: { "API-Key": "demo-key-1" } }));
 * @see ../../README.md
 */
export function createJobsServer(options: JobsServerOptions = {}): JobsServer {
  const resolved = resolveOptions(options);
  const chaos = createChaos(options.chaos);
  const listeners = new Set<(event: ChangeEvent) => void>();
  const delays = new Delays();
  /** The log entry of an answer that waits for its commit, to correct if the commit fails. */
  const logged = new WeakMap<CoreResponse, LogEntry>();
  const collections = createCollections();
  let commitHook: CommitHook | undefined;
  const engine: Engine = {
    writesRefused: undefined,
    options: resolved,
    clock: new Clock(options.now, (next) => {
      // The twin of PUT /__admin/clock's 503: a move that could not be saved is not made.
      if (engine.writesRefused !== undefined) {
        throw new Error(engine.writesRefused);
      }
      engine.emit(() => ({ type: "clock", clock: next }));
    }),
    collections,
    store: new JobStore(resolved.employers, collections.locations),
    outbox: [],
    requestLog: new RequestLog(options.requestLogSize ?? DEFAULT_REQUEST_LOG_SIZE),
    emit: (build) => {
      if (listeners.size === 0) {
        return;
      }
      const event = build();
      for (const listener of listeners) {
        listener(event);
      }
    },
  };

  /** The problem answering a request, with the CORS headers the job API sends. */
  const problemFor = (request: CoreRequest, error: unknown): CoreResponse => {
    if (!(error instanceof ProblemError)) {
      // biome-ignore lint/suspicious/noConsole: an unexpected failure must reach the operator.
      console.error(error);
    }
    const response = (
      error instanceof ProblemError ? error : new ProblemError(500, "The server failed to answer this request.")
    ).toResponse();
    if (!isAdminPath(request.path)) {
      applyCors(request, response, engine.options.cors);
    }
    return response;
  };

  const handle = (request: CoreRequest): CoreResponse => {
    expireEmployers(engine);
    const admin = isAdminPath(request.path);
    let response: CoreResponse;
    try {
      response = dispatch(engine, request, chaos);
      // The controls never send CORS headers: no page of another origin may read them.
      if (!admin) {
        applyCors(request, response, engine.options.cors);
      }
    } catch (error) {
      response = problemFor(request, error);
    }
    if (!admin) {
      const employer = engine.store.accountByKey(request.header("api-key") ?? "");
      const entry = engine.requestLog.record(request, response.status, engine.clock.now(), employer?.id ?? null);
      if (commitHook && entry) {
        logged.set(response, entry);
      }
    }
    return response;
  };

  const refuseWrites = (reason: string): void => {
    engine.writesRefused ??= reason;
  };

  /** Waits out the delay and the commit; a failed commit answers 503 and stops writes. */
  const settle = async (
    request: CoreRequest,
    response: CoreResponse,
    committed: Promise<void> | undefined,
  ): Promise<CoreResponse> => {
    const [, commit] = await Promise.allSettled([delays.wait(response.delayMs ?? 0), committed]);
    const { delayMs: _, ...answer } = response;
    if (commit.status === "fulfilled") {
      return answer;
    }
    const reason = (commit.reason as Error)?.message ?? String(commit.reason);
    const entry = logged.get(response);
    if (entry) {
      engine.requestLog.correct(entry, 503);
    }
    refuseWrites(
      `This server could not save a change (${reason}) and refuses writes until it is restarted; reads go on.`,
    );
    return problemFor(
      request,
      new ProblemError(503, `This answer could not be saved (${reason}), so nothing it did was kept.`, {
        headers: { "retry-after": "60" },
      }),
    );
  };

  const respond = (request: CoreRequest): CoreResponse | Promise<CoreResponse> => {
    const response = handle(request);
    const committed = commitHook?.();
    if (committed === undefined && !response.delayMs) {
      return response;
    }
    return settle(request, response, committed);
  };

  const apply = (event: ChangeEvent): void => replay(engine, event);

  return {
    handle,
    respond,
    fetch: async (request) => {
      const url = new URL(request.url);
      const limit = bodyLimitFor(resolved, request.method.toUpperCase(), url.pathname);
      return toFetchResponse(await respond(await toCoreRequest(request, limit)));
    },
    bodyLimitFor: (method, path) => bodyLimitFor(resolved, method, path),
    useCommitHook: (hook) => {
      commitHook = hook;
    },
    refuseWrites,
    get writesRefused() {
      return engine.writesRefused;
    },
    restore: (events) => {
      const handedOut = engine.store.nextId;
      for (const event of events) {
        replay(engine, event);
      }
      engine.store.nextId = handedOut;
      mergeConfiguredEmployers(engine);
    },
    close: () => delays.close(),
    clock: engine.clock,
    reset: () => resetEngine(engine),
    exportState: () => {
      expireEmployers(engine);
      return exportState(engine);
    },
    importState: (state) => replaceState(engine, state),
    outbox: () => {
      expireEmployers(engine);
      return [...engine.outbox];
    },
    requests: (limit = 50, employerId) => engine.requestLog.list(limit, employerId),
    employers: () => {
      expireEmployers(engine);
      return engine.store
        .accounts()
        .sort((left, right) => left.id - right.id)
        .map((account) => ({ ...account, apiKeys: [...account.apiKeys] }));
    },
    createEmployer: (input) => createEmployer(engine, input),
    deleteEmployer: (id) => {
      expireEmployers(engine);
      deleteEmployer(engine, id);
    },
    resetEmployer: (id) => {
      expireEmployers(engine);
      resetEmployer(engine, id);
    },
    seedJob: (employerId, seed) => {
      expireEmployers(engine);
      return seededJob(engine, seedJob(engine, employerId, { ...seed }));
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply,
    bodyLimit: resolved.bodyLimit,
  };
}

/**
 * After a restore, the employers the options configure update and extend those the
 * restored state holds: a data file keeps its employers, and the command line can add
 * or change one.
 */
function mergeConfiguredEmployers(engine: Engine): void {
  const stored = engine.store.accounts();
  const merged = new Map(stored.map((account) => [account.id, account]));
  for (const account of engine.options.employers) {
    // A key the saved state gave another employer (after this one was removed) stays
    // theirs: the server reopens what it accepted. A configured employer left with no
    // key is not brought back.
    const apiKeys = account.apiKeys.filter((key) => {
      const holder = engine.store.accountByKey(key);
      return holder === undefined || holder.id === account.id;
    });
    if (apiKeys.length > 0) {
      merged.set(account.id, { ...account, apiKeys });
    }
  }
  const employers = [...merged.values()];
  if (JSON.stringify(employers) === JSON.stringify(stored)) {
    return;
  }
  importState(engine, { ...exportState(engine), employers });
}

/** What each kind of change must carry; a replayed change without it is refused, not skipped. */
const CHANGE_SHAPES: Record<ChangeEvent["type"], (event: Record<string, unknown>) => boolean> = {
  job: (event) => isObject(event.job),
  delete: (event) => Number.isInteger(event.id),
  location: (event) => isObject(event.location) && Number.isInteger((event.location as { id?: unknown }).id),
  outbox: (event) => isObject(event.message),
  reset: (event) => Number.isInteger(event.nextId),
  clock: (event) =>
    isObject(event.clock) && Number.isInteger((event.clock as { offsetSeconds?: unknown }).offsetSeconds),
  state: (event) => isObject(event.state),
  employer: (event) => isObject(event.employer),
  "employer-removed": (event) => Number.isInteger(event.id),
  "employer-reset": (event) => Number.isInteger(event.id),
};

/** Re-applies a recorded change without telling the listeners again. */
function replay(engine: Engine, event: ChangeEvent): void {
  const fits = Object.hasOwn(CHANGE_SHAPES, event.type) ? CHANGE_SHAPES[event.type] : undefined;
  if (fits && !fits(event as unknown as Record<string, unknown>)) {
    throw new Error(`A '${event.type}' change without the fields it needs`);
  }
  switch (event.type) {
    case "state":
      importState(engine, event.state);
      return;
    case "reset":
      resetEngine(engine, { emit: false });
      engine.store.nextId = event.nextId;
      return;
    case "clock": {
      const { fixed, offsetSeconds } = event.clock;
      engine.clock.restore({ fixed: fixed === null ? null : (parseTimestamp(fixed) ?? null), offsetSeconds });
      return;
    }
    case "outbox":
      engine.outbox.push(event.message);
      return;
    case "location":
      engine.collections.locations.put(event.location);
      return;
    case "employer":
      addEmployer(engine, event.employer);
      return;
    // A journal written under another configuration may name an employer that is gone.
    case "employer-removed":
      if (engine.store.hasAccount(event.id)) {
        deleteEmployer(engine, event.id, { emit: false });
      }
      return;
    case "employer-reset":
      if (engine.store.hasAccount(event.id)) {
        resetEmployer(engine, event.id, { emit: false });
      }
      return;
    case "delete": {
      const record = engine.store.getAny(event.id);
      if (record) {
        engine.store.delete(record);
      }
      return;
    }
    case "job": {
      const record = fromStoredJob(event.job, engine.store.employer(event.job.employerId), engine.collections);
      if (typeof record === "string") {
        throw new Error(`Cannot replay job ${event.job.id}: ${record}`);
      }
      engine.store.put(record);
      return;
    }
    default:
      throw new Error(`Unknown change type '${String((event as { type?: unknown }).type)}'`);
  }
}
