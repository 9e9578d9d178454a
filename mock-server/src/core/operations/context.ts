/** What every job API operation gets: the engine, the request, the caller's employer, and the clock it reads. */
import type { EmployerAccount } from "@jobs-toolkit/spec";
import type { Clock } from "../domain/clock.js";
import { notFound } from "../domain/errors.js";
import type { JobRecord } from "../domain/job-record.js";
import { type Engine, publicBase } from "../http/engine.js";
import type { CoreRequest } from "../http/http.js";

export interface ApiContext {
  engine: Engine;
  request: CoreRequest;
  employer: EmployerAccount;
  /** The server's clock, or the one of the scope the request names in `Jobs-Clock`. */
  clock: Clock;
}

const API_BASE = "/api/v1.1";

/** What paging links to a collection start with, in the dialect's form. */
export function listUrl(context: ApiContext, collection: string): string {
  const form = context.engine.options.dialect.paging.links;
  if (form === "query") {
    return "";
  }
  return `${form === "absolute" ? publicBase(context.engine, context.request) : ""}${API_BASE}/${collection}`;
}

/** The absolute URL of a job, as the Location header writes it. */
export function jobUrl(context: ApiContext, id: number): string {
  return `${publicBase(context.engine, context.request)}${API_BASE}/jobs/${id}`;
}

/** The caller's job with this id, or 404. */
export function findJob(context: ApiContext, id: number): JobRecord {
  const record = context.engine.state.store.get(context.employer.id, id);
  if (!record) {
    throw notFound("job", id);
  }
  return record;
}
