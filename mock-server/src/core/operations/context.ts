/** What every job API operation gets: the engine, the request, and the caller's employer. */
import type { EmployerAccount } from "@jobs-toolkit/spec";
import type { Engine } from "../engine.js";
import type { CoreRequest } from "../http.js";
import type { JobRecord } from "../job-record.js";
import { jobNotFound, ProblemError } from "../problem.js";
import { preview } from "../text.js";

export interface ApiContext {
  engine: Engine;
  request: CoreRequest;
  employer: EmployerAccount;
}

export const API_BASE = "/api/v1.1";
const INT32_MAX = 2_147_483_647;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/** The public base URL: the configured one, else the origin the request reached. */
export function publicBase(context: ApiContext): string {
  return (context.engine.options.publicUrl ?? context.request.origin).replace(/\/+$/, "");
}

/** The absolute URL of a job, as the Location header writes it. */
export function jobUrl(context: ApiContext, id: number): string {
  return `${publicBase(context)}${API_BASE}/jobs/${id}`;
}

/** A path id that must be a positive Int32 written plainly. */
export function parseJobId(raw: string | undefined): number {
  const id = raw !== undefined && CANONICAL_ID.test(raw) ? Number(raw) : Number.NaN;
  if (!(id <= INT32_MAX)) {
    throw new ProblemError(
      400,
      `The job id must be a positive 32-bit integer; got ${preview(decodeURIComponent(raw ?? ""))}.`,
    );
  }
  return id;
}

/** The caller's job with the path's id, or 404. */
export function findJob(context: ApiContext, params: Record<string, string>): JobRecord {
  const id = parseJobId(params.id);
  const record = context.engine.store.get(context.employer.id, id);
  if (!record) throw jobNotFound(`id ${id}`);
  return record;
}
