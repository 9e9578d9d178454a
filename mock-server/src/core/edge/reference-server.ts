/**
 * The reference server, in two layers. `handle` is the synchronous core: expected
 * failures become problem documents (domain failures through the error table), anything
 * else a 500. `respond` is the one asynchronous edge every adapter calls: it owns what
 * takes time, chaos delays (bounded, cut short on close) and commit-before-acknowledge
 * (an answer leaves only once every change it may show is durable, through the commit
 * hook a journal plugs in; if that fails the server refuses writes from then on). With
 * nothing to wait for it answers synchronously, so a read costs no more than `handle`.
 * The in-process methods call the same state verbs as the controls under /__admin.
 */
import type { ServerState } from "@jobs-toolkit/spec";
import { isAdminPath } from "../admin/admin.js";
import { seededJob } from "../admin/employers.js";
import { dispatchPage, type PageSource, pageFileOf } from "../admin/pages.js";
import { createEmployer } from "../commands/employers.js";
import { seedJob } from "../commands/seed-job.js";
import { DomainError } from "../domain/errors.js";
import { identify } from "../http/auth.js";
import { ChaosSwitch } from "../http/chaos-switch.js";
import { applyCors } from "../http/cors.js";
import { Delays } from "../http/delays.js";
import { withAmountForms } from "../http/dialect-amounts.js";
import { answerInDialect } from "../http/dialect-errors.js";
import { markDialectMissing } from "../http/dialect-missing.js";
import { answerByTemplate, refusalByTemplate } from "../http/dialect-templates.js";
import { type Engine, publicBase } from "../http/engine.js";
import { toProblemError } from "../http/errors.js";
import { toCoreRequest, toFetchResponse } from "../http/fetch.js";
import type { CoreRequest, CoreResponse } from "../http/http.js";
import { ProblemError } from "../http/problem.js";
import { type LogEntry, RequestLog } from "../http/request-log.js";
import type { Router } from "../http/router.js";
import type { ApiContext } from "../operations/context.js";
import { apiRoutes } from "../operations/routes.js";
import { DEFAULT_REQUEST_LOG_SIZE, type JobsServerOptions, resolveOptions } from "../options.js";
import { violationReasons } from "../rules/reasons.js";
import { insideJobsData } from "../state/inside-jobs.js";
import { State } from "../state/state.js";
import { bodyLimitFor, dispatchAdmin, dispatchApi } from "./dispatch.js";
import type { CommitHook, JobsServer } from "./jobs-server.js";

/** The header an `explain` server names an answer's reasons in, space-separated. */
const REASONS_HEADER = "jobs-reasons";

/** The problem an expected failure answers with; anything else is a 500 the operator sees. */
function problemOf(error: unknown): ProblemError {
  if (error instanceof ProblemError) {
    return error;
  }
  if (error instanceof DomainError) {
    return toProblemError(error);
  }
  // biome-ignore lint/suspicious/noConsole: an unexpected failure must reach the operator.
  console.error(error);
  return new ProblemError(500, "The server failed to answer this request.");
}

/** A refusal naming only its first broken rule, where the dialect's deployment names no more. */
function firstOnly(problem: ProblemError, violations: "all" | "first"): ProblemError {
  if (violations === "all" || problem.errors === undefined || problem.errors.length < 2) {
    return problem;
  }
  const { type, headers, refusal, was } = problem;
  const errors = problem.errors.slice(0, 1);
  return new ProblemError(problem.status, problem.message, {
    type,
    headers,
    errors,
    refusal,
    was,
    reasons: [...violationReasons(errors), "dialect.violations"],
  });
}

/** Runs an in-process change; a refusal reaches the caller as the ProblemError its HTTP twin answers. */
function inProcess<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof DomainError ? toProblemError(error) : error;
  }
}

export class ReferenceServer implements JobsServer {
  readonly #engine: Engine;
  readonly #delays = new Delays();
  /** The log entry of an answer that waits for its commit, to correct if the commit fails. */
  readonly #logged = new WeakMap<CoreResponse, LogEntry>();
  #commitHook: CommitHook | undefined;
  readonly #routes: Router<ApiContext>;
  #pages: PageSource | undefined;
  readonly bodyLimit: number;

  constructor(options: JobsServerOptions) {
    const resolved = resolveOptions(options);
    const requestLog = new RequestLog(options.requestLogSize ?? DEFAULT_REQUEST_LOG_SIZE);
    const state = new State({
      employers: resolved.employers,
      now: options.now,
      scoped: requestLog,
      referenceData: { ...resolved.dialect.referenceData, ...insideJobsData(resolved.dialect) },
      listing: {
        ties: resolved.dialect.paging.ties,
        q: resolved.dialect.q,
        qCase: resolved.dialect.qCase,
        ids: resolved.dialect.jobIds,
        refresh: resolved.dialect.autoRefresh,
      },
    });
    this.#engine = { state, options: resolved, requestLog, chaos: new ChaosSwitch(options.chaos) };
    this.#routes = apiRoutes(resolved.dialect);
    this.bodyLimit = resolved.bodyLimit;
  }

  get clock() {
    return this.#engine.state.clock;
  }

  get writesRefused(): string | undefined {
    return this.#engine.state.writesRefused;
  }

  handle = (request: CoreRequest): CoreResponse => this.#handle(request, isAdminPath(request.path));

  #handle(request: CoreRequest, admin: boolean): CoreResponse {
    const { state, requestLog, options } = this.#engine;
    state.expireEmployers();
    if (admin) {
      // The controls never send CORS headers: no page of another origin may read them.
      return this.#answer(() => dispatchAdmin(this.#engine, request));
    }
    const pages = this.#pages;
    const file = pages && pageFileOf(request.path);
    if (pages && file !== undefined) {
      return this.#answer(() => dispatchPage(this.#engine, request, file, pages));
    }
    const caller = identify(request, state.store);
    const response = this.#answerApi(request, () =>
      dispatchApi(this.#engine, request, caller, this.#engine.chaos.decide, this.#routes),
    );
    applyCors(request, response, options.cors);
    markDialectMissing(response, options.dialectMissing);
    if (options.explain) {
      response.headers[REASONS_HEADER] = response.reasons?.join(" ") ?? "";
      // A page of another origin may read it too, as it reads Location.
      const exposed = response.headers["access-control-expose-headers"];
      if (exposed !== undefined) {
        response.headers["access-control-expose-headers"] = `${exposed}, Jobs-Reasons`;
      }
    }
    const entry = requestLog.record(request, response, state.clock.now(), caller.employer?.id ?? null);
    if (this.#commitHook && entry) {
      this.#logged.set(response, entry);
    }
    return response;
  }

  /** The dispatch's answer; a refusal reads as a problem (the controls, the inspector's pages). */
  #answer(dispatch: () => CoreResponse): CoreResponse {
    try {
      return dispatch();
    } catch (error) {
      return problemOf(error).toResponse();
    }
  }

  /** An API answer as the dialect writes it: by its template for the class, else by its knobs. */
  #answerApi(request: CoreRequest, dispatch: () => CoreResponse): CoreResponse {
    const { dialect } = this.#engine.options;
    const origin = publicBase(this.#engine, request);
    try {
      const own = dispatch();
      const answer = withAmountForms(answerByTemplate(own, dialect, origin), own.template, dialect, request.method);
      // HEAD routed as GET: the GET's answer as its template writes it, headers and all, without the body.
      if (request.method === "HEAD" && answer.body !== undefined) {
        const { body: _, ...headOnly } = answer;
        return headOnly;
      }
      return answer;
    } catch (error) {
      const problem = firstOnly(problemOf(error), dialect.violations);
      return refusalByTemplate(problem, dialect, request, origin) ?? answerInDialect(problem, dialect);
    }
  }

  respond = (request: CoreRequest): CoreResponse | Promise<CoreResponse> => {
    const admin = isAdminPath(request.path);
    const response = this.#handle(request, admin);
    const committed = this.#commitHook?.();
    if (committed === undefined && !response.delayMs) {
      return response;
    }
    return this.#settle(request, admin, response, committed);
  };

  /** Waits out the delay and the commit; a failed commit answers 503 and stops writes. */
  async #settle(request: CoreRequest, admin: boolean, response: CoreResponse, committed: Promise<void> | undefined) {
    const [, commit] = await Promise.allSettled([this.#delays.wait(response.delayMs ?? 0), committed]);
    const { delayMs: _, ...answer } = response;
    if (commit.status === "fulfilled") {
      return answer;
    }
    const reason = (commit.reason as Error)?.message ?? String(commit.reason);
    this.refuseWrites(
      `This server could not save a change (${reason}) and refuses writes until it is restarted; reads go on.`,
    );
    const failed = new ProblemError(503, `This answer could not be saved (${reason}), so nothing it did was kept.`, {
      headers: { "retry-after": "60" },
    }).toResponse();
    const entry = this.#logged.get(response);
    if (entry) {
      this.#engine.requestLog.correct(entry, failed);
    }
    if (!admin) {
      applyCors(request, failed, this.#engine.options.cors);
    }
    return failed;
  }

  fetch = async (request: Request): Promise<Response> => {
    const core = await toCoreRequest(request, this.bodyLimitFor);
    return toFetchResponse(await this.respond(core), core.method);
  };

  bodyLimitFor = (method: string, path: string): number => bodyLimitFor(this.#engine.options, method, path);

  useCommitHook = (hook: CommitHook): void => {
    this.#commitHook = hook;
  };

  usePages = (source: PageSource): void => {
    this.#pages = source;
  };

  refuseWrites = (reason: string): void => this.#engine.state.refuseWrites(reason);

  restore: JobsServer["restore"] = (events) => this.#engine.state.restore(events);

  close = (): void => this.#delays.close();

  reset = (): void => this.#engine.state.reset();

  exportState = (): ServerState => {
    this.#engine.state.expireEmployers();
    return this.#engine.state.export();
  };

  importState = (state: ServerState): void => inProcess(() => this.#engine.state.replace(state));

  outbox: JobsServer["outbox"] = () => {
    this.#engine.state.expireEmployers();
    return [...this.#engine.state.outbox];
  };

  requests: JobsServer["requests"] = (limit = 50, employerId) => this.#engine.requestLog.list(limit, employerId);

  employers: JobsServer["employers"] = () => {
    const { state } = this.#engine;
    state.expireEmployers();
    return state.store
      .accounts()
      .sort((left, right) => left.id - right.id)
      .map((account) => ({ ...account, apiKeys: [...account.apiKeys] }));
  };

  createEmployer: JobsServer["createEmployer"] = (input) => inProcess(() => createEmployer(this.#engine.state, input));

  deleteEmployer: JobsServer["deleteEmployer"] = (id) =>
    inProcess(() => {
      this.#engine.state.expireEmployers();
      this.#engine.state.removeEmployer(id);
    });

  resetEmployer: JobsServer["resetEmployer"] = (id) =>
    inProcess(() => {
      this.#engine.state.expireEmployers();
      this.#engine.state.resetEmployer(id);
    });

  seedJob: JobsServer["seedJob"] = (employerId, seed) =>
    inProcess(() => {
      this.#engine.state.expireEmployers();
      return seededJob(this.#engine, seedJob(this.#engine, employerId, { ...seed }));
    });

  onChange: JobsServer["onChange"] = (listener) => this.#engine.state.onChange(listener);

  apply: JobsServer["apply"] = (event) => this.#engine.state.apply(event);
}
