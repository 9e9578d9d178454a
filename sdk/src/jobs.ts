/**
 * `client.jobs`: the job operations of the API as domain methods that resolve data and
 * throw typed errors. A job is named by its id or by `{ referenceId }`.
 */

import type { Dialect, Job, JobHeader, JobListPage, JobUpdate, Problem, paths } from "@jobs-toolkit/spec";
import type { Client } from "openapi-fetch";
import { UnexpectedResponseError } from "./errors.js";
import { type OutcomeReader, toRequestInit } from "./outcome.js";
import type { ProblemHint } from "./problem.js";
import { JOB, JOB_PAGE } from "./promised.js";
import type { JobCreate, JobListQuery, JobTarget, JobUpsertFields, RequestOptions, UpsertResult } from "./types.js";

const JOBS = "/api/v1.1/jobs";
const JOB_PATH = "/api/v1.1/jobs/{id}";

/** The job operations. @see ../README.md */
export interface JobsResource {
  /** Reads one job by id (getJob). */
  get(id: number, options?: RequestOptions): Promise<Job>;
  /** Creates a job (createJob); never retried, since a second POST makes a second job: use upsert to be safe. */
  create(input: JobCreate, options?: RequestOptions): Promise<Job>;
  /** Changes only the fields in `patch` (updateJob, or upsertJobByReference for `{ referenceId }`). */
  update(target: JobTarget, patch: JobUpdate, options?: RequestOptions): Promise<Job>;
  /** Updates the job with this referenceId, or creates it when there is none (PUT /jobs, idempotent). */
  upsert(referenceId: string, input: JobUpsertFields, options?: RequestOptions): Promise<UpsertResult>;
  /** Moves the job to `archived`. */
  archive(target: JobTarget, options?: RequestOptions): Promise<Job>;
  /** Moves the job to `active`, from draft or archived. */
  publish(target: JobTarget, options?: RequestOptions): Promise<Job>;
  /** Removes the job (deleteJob or deleteJobByReference). */
  delete(target: JobTarget, options?: RequestOptions): Promise<void>;
  /** One page of job headers (listJobs), newest first. */
  list(query?: JobListQuery, options?: RequestOptions): Promise<JobListPage>;
  /**
   * Every page from the one `query` names, following `paging.next` to the end; a `next`
   * that leads back to a page already requested, or one on the last page, ends the walk
   * with an UnexpectedResponseError.
   */
  pages(query?: JobListQuery, options?: RequestOptions): AsyncGenerator<JobListPage, void, undefined>;
  /** Every job header of every page from the one `query` names. */
  listAll(query?: JobListQuery, options?: RequestOptions): AsyncGenerator<JobHeader, void, undefined>;
}

/**
 * The query string a `paging.next` URL carries. The page is requested on the client's own
 * base URL, so the API key never goes to another origin a `next` might name.
 */
function nextQuery(next: string, baseUrl: string): string {
  return new URL(next, baseUrl).search.replace(/^\?/, "");
}

/** Whether a problem says the request lacks fields a job must have. */
function isMissingFields(problem: Problem): boolean {
  if (problem.status !== 422 && problem.status !== 400) {
    return false;
  }
  const rules = problem.errors ?? [];
  return rules.some((rule) => rule.code === "required" || /\brequired\b/i.test(rule.message));
}

/**
 * An update by referenceId is the upsert PUT: when no job has that referenceId it creates
 * one, and a patch then fails for fields it never meant to send. The message says so,
 * since "description is required" alone reads like a server fault, not a typo.
 */
function creationHint(referenceId: string): ProblemHint {
  return (problem) =>
    isMissingFields(problem)
      ? `An update by { referenceId: ${JSON.stringify(referenceId)} } is PUT ${JOBS}, which creates the job when none has ` +
        "that referenceId, and a new job needs every required field: check the referenceId, " +
        "or send the whole job (jobs.upsert) to create it"
      : undefined;
}

/** The status a deployment's creating PUT answers: 201 as documented, or 200 where its dialect says so. */
type CreateStatus = NonNullable<Dialect["upsert"]>["createStatus"];

/**
 * Whether an upsert's status says it created the job: 201 is a create and 200 an update,
 * as the API documents them; where the deployment creates with 200 too, a 200 may be
 * either, so it does not tell.
 */
function createdBy(status: number, createStatus: CreateStatus = 201): boolean | undefined {
  if (status === 201) {
    return true;
  }
  return status === 200 && createStatus !== 200 ? false : undefined;
}

/**
 * Creates `client.jobs` over a raw client; `createStatus` is the deployment's (its dialect's).
 *
 * @example
 * const jobs = createJobsResource(raw, reader, "http://127.0.0.1:4010");
 */
export function createJobsResource(
  raw: Client<paths>,
  reader: OutcomeReader,
  baseUrl: string,
  createStatus?: CreateStatus,
): JobsResource {
  const update = async (target: JobTarget, patch: JobUpdate, options?: RequestOptions): Promise<Job> => {
    if (typeof target === "number") {
      const outcome = await raw.PUT(JOB_PATH, {
        params: { path: { id: target } },
        body: patch,
        ...toRequestInit(options),
      });
      return reader.read(outcome, "PUT", `${JOBS}/${target}`, JOB);
    }
    // The target's referenceId names the job, so it wins over one in the patch.
    const body = { ...patch, referenceId: target.referenceId };
    const outcome = await raw.PUT(JOBS, { body, ...toRequestInit(options) });
    return reader.read(outcome, "PUT", JOBS, JOB, creationHint(target.referenceId));
  };

  const list = async (query: JobListQuery = {}, options?: RequestOptions): Promise<JobListPage> =>
    reader.read(await raw.GET(JOBS, { params: { query }, ...toRequestInit(options) }), "GET", JOBS, JOB_PAGE);

  async function* pages(query: JobListQuery = {}, options?: RequestOptions) {
    let page = await list(query, options);
    yield page;
    const requested = new Set<string>();
    for (let read = 1; page.paging.next; read++) {
      const search = nextQuery(page.paging.next, baseUrl);
      const url = `${baseUrl}${JOBS}?${search}`;
      const { page: number, pages: last } = page.paging;
      // A next that goes in circles, or past the end, would be followed for ever.
      const circle = requested.has(search)
        ? "leads back to a page already requested"
        : number >= last
          ? `is set on page ${number} of ${last}, where there is no next page`
          : undefined;
      if (circle !== undefined) {
        const message = `GET ${url}: paging.next ${circle}; stopped after ${read} pages`;
        throw new UnexpectedResponseError(message, { method: "GET", url, body: page });
      }
      requested.add(search);
      const outcome = await raw.GET(JOBS, { querySerializer: () => search, ...toRequestInit(options) });
      page = reader.read(outcome, "GET", `${JOBS}?${search}`, JOB_PAGE);
      yield page;
    }
  }

  return {
    async get(id, options) {
      const outcome = await raw.GET(JOB_PATH, { params: { path: { id } }, ...toRequestInit(options) });
      return reader.read(outcome, "GET", `${JOBS}/${id}`, JOB);
    },
    async create(input, options) {
      const outcome = await raw.POST(JOBS, { body: input, ...toRequestInit(options) });
      // The spec also lists the answers of a method override (200, 204); a plain POST answers 201 with the job.
      return reader.read(outcome, "POST", JOBS, JOB);
    },
    update,
    async upsert(referenceId, input, options) {
      const outcome = await raw.PUT(JOBS, { body: { ...input, referenceId }, ...toRequestInit(options) });
      const job = reader.read(outcome, "PUT", JOBS, JOB);
      return { job, created: createdBy(outcome.response.status, createStatus) };
    },
    archive: (target, options) => update(target, { status: "archived" }, options),
    publish: (target, options) => update(target, { status: "active" }, options),
    async delete(target, options) {
      const outcome =
        typeof target === "number"
          ? await raw.DELETE(JOB_PATH, { params: { path: { id: target } }, ...toRequestInit(options) })
          : await raw.DELETE(JOBS, { body: { referenceId: target.referenceId }, ...toRequestInit(options) });
      reader.ensureOk(outcome, "DELETE", typeof target === "number" ? `${JOBS}/${target}` : JOBS);
    },
    list,
    pages,
    async *listAll(query, options) {
      for await (const page of pages(query, options)) {
        yield* page.data;
      }
    },
  };
}
