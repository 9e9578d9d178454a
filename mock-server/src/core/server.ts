/**
 * The reference server's one request handler: method override, CORS, the admin
 * controls, routing (404, 405), authentication (401), then the operation. Expected
 * failures become problem documents here; anything else is a 500.
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
import { authenticate } from "./http/auth.js";
import { Clock } from "./domain/clock.js";
import { createCollections } from "./domain/collections.js";
import { type ChaosDecision, createChaos, delayed } from "./http/chaos.js";
import { applyCors, preflight } from "./http/cors.js";
import type { ChangeEvent, Engine } from "./domain/engine.js";
import { toFetchResponse, toCoreRequest } from "./http/fetch.js";
import type { CoreRequest, CoreResponse } from "./http/http.js";
import type { ApiContext } from "./operations/context.js";
import { createJob } from "./operations/create-job.js";
import { deleteJob, deleteJobByReference } from "./operations/delete-job.js";
import { getJob } from "./operations/get-job.js";
import { listJobs } from "./operations/list-jobs.js";
import { listJobCategories, listLocations, listPositionTypes } from "./operations/reference-data.js";
import { updateJob } from "./operations/update-job.js";
import { upsertJobByReference } from "./operations/upsert-job.js";
import { DEFAULT_REQUEST_LOG_SIZE, type JobsServerOptions, resolveOptions } from "./options.js";
import { ProblemError } from "./http/problem.js";
import { RequestLog } from "./http/request-log.js";
import { Router } from "./http/router.js";
import { exportState, importState } from "./admin/state.js";
import { JobStore } from "./domain/store.js";
import { parseTimestamp } from "./domain/dates.js";
import { fromStoredJob } from "./domain/job-record.js";
import { addEmployer, createEmployer, deleteEmployer, expireEmployers, resetEmployer } from "./domain/employers.js";
import { seededJob, seedJob } from "./admin/employers.js";

const API_ROUTES = new Router<ApiContext>()
  .add("/api/v1.1/jobs", { GET: listJobs, POST: createJob, PUT: upsertJobByReference, DELETE: deleteJobByReference })
  .add("/api/v1.1/jobs/{id}", { GET: getJob, PUT: updateJob, DELETE: deleteJob })
  .add("/api/v1.1/positiontypes", { GET: listPositionTypes })
  .add("/api/v1.1/jobcategories", { GET: listJobCategories })
  .add("/api/v1.1/locations", { GET: listLocations });

const OVERRIDABLE = new Set(["PUT", "DELETE"]);

/** The reference server, independent of any transport. */
export interface JobsServer {
  /** Answers one request; synchronous, so each request sees and leaves a consistent state. */
  handle(request: CoreRequest): CoreResponse;
  /** The same handler over WHATWG Request and Response, for MSW and other fetch runtimes. */
  fetch(request: Request): Promise<Response>;
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
  readonly bodyLimit: number;
}

/** The method the request stands for, honouring X-HTTP-Method-Override on POST. */
function effectiveMethod(request: CoreRequest): string {
  if (request.method !== "POST") return request.method;
  const override = request.header("x-http-method-override");
  if (override === undefined) return request.method;
  const method = override.trim().toUpperCase();
  if (!OVERRIDABLE.has(method)) {
    throw new ProblemError(400, `X-HTTP-Method-Override must be PUT or DELETE; got '${override}'.`);
  }
  return method;
}

function dispatch(engine: Engine, request: CoreRequest, chaos: (request: CoreRequest) => ChaosDecision): CoreResponse {
  const admin = isAdminPath(request.path);
  if (admin && !engine.options.admin.enabled) throw new ProblemError(404, `Nothing is at ${request.path}.`);
  if (request.method === "OPTIONS") {
    const route = (admin ? adminRouter : API_ROUTES).match(request.path);
    if (!route) throw new ProblemError(404, `Nothing is at ${request.path}.`);
    return preflight(request, Object.keys(route.methods).join(", "), engine.options.cors);
  }
  if (admin) return handleAdmin(engine, request);
  const { handler, params } = API_ROUTES.resolve(request, effectiveMethod(request));
  const { failure, delayMs } = chaos(request);
  if (failure) return delayed(failure.toResponse(), delayMs);
  const employer = authenticate(request, engine.store);
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
  const engine: Engine = {
    options: resolved,
    clock: new Clock(options.now),
    collections: createCollections(),
    store: new JobStore(resolved.employers),
    outbox: [],
    requestLog: new RequestLog(options.requestLogSize ?? DEFAULT_REQUEST_LOG_SIZE),
    emit: (build) => {
      if (listeners.size === 0) return;
      const event = build();
      for (const listener of listeners) listener(event);
    },
  };

  const handle = (request: CoreRequest): CoreResponse => {
    expireEmployers(engine);
    let response: CoreResponse;
    try {
      response = dispatch(engine, request, chaos);
    } catch (error) {
      if (!(error instanceof ProblemError)) {
        // biome-ignore lint/suspicious/noConsole: an unexpected failure must reach the operator.
        console.error(error);
      }
      response = (
        error instanceof ProblemError ? error : new ProblemError(500, "The server failed to answer this request.")
      ).toResponse();
    }
    applyCors(request, response, engine.options.cors);
    if (!isAdminPath(request.path)) {
      const employer = engine.store.accountByKey(request.header("api-key") ?? "");
      engine.requestLog.record(request, response.status, engine.clock.now(), employer?.id ?? null);
    }
    return response;
  };

  const apply = (event: ChangeEvent): void => replay(engine, event);

  return {
    handle,
    fetch: async (request) => {
      const response = handle(await toCoreRequest(request, resolved.bodyLimit));
      if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
      return toFetchResponse(response);
    },
    clock: engine.clock,
    reset: () => resetEngine(engine),
    exportState: () => {
      expireEmployers(engine);
      return exportState(engine);
    },
    importState: (state) => importState(engine, state),
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
      return seededJob(seedJob(engine, employerId, { ...seed }));
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply,
    bodyLimit: resolved.bodyLimit,
  };
}

/** Re-applies a recorded change without telling the listeners again. */
function replay(engine: Engine, event: ChangeEvent): void {
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
      if (engine.store.hasAccount(event.id)) deleteEmployer(engine, event.id, { emit: false });
      return;
    case "employer-reset":
      if (engine.store.hasAccount(event.id)) resetEmployer(engine, event.id, { emit: false });
      return;
    case "delete": {
      const record = engine.store.getAny(event.id);
      if (record) engine.store.delete(record);
      return;
    }
    case "job": {
      const record = fromStoredJob(event.job, engine.store.employer(event.job.employerId), engine.collections);
      if (typeof record === "string") throw new Error(`Cannot replay job ${event.job.id}: ${record}`);
      engine.store.put(record);
      return;
    }
  }
}
