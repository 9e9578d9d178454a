/**
 * The employer controls under /__admin/employers: create one for a test, list them,
 * remove one with everything it owns, empty one, and seed one with jobs at a chosen
 * publishDate. The work is done in domain/employers.ts; this is only its HTTP face.
 */
import type { Job } from "@jobs-toolkit/spec";
import { isClockTime } from "../domain/clock.js";
import { parseTimestamp } from "../domain/dates.js";
import { createEmployer, deleteEmployer, requireEmployer, resetEmployer } from "../domain/employers.js";
import type { Engine } from "../domain/engine.js";
import { type JobRecord, jobBytes } from "../domain/job-record.js";
import { createJob } from "../domain/jobs.js";
import { isObject, own, preview } from "../domain/text.js";
import { type CoreResponse, empty, json, jsonText } from "../http/http.js";
import { parsePathId } from "../http/job-id.js";
import { ProblemError, validationFailed } from "../http/problem.js";
import { type AdminContext, adminBody } from "./context.js";

type Params = Record<string, string>;

function employerId(params: Params): number {
  return parsePathId(params.id, "employer");
}

export function listEmployersRoute({ engine }: AdminContext): CoreResponse {
  const data = engine.store.accounts().sort((left, right) => left.id - right.id);
  return json(200, { data });
}

export function createEmployerRoute(context: AdminContext): CoreResponse {
  const created = createEmployer(context.engine, adminBody(context));
  return json(201, created, { location: `/__admin/employers/${created.id}` });
}

export function deleteEmployerRoute({ engine }: AdminContext, params: Params): CoreResponse {
  deleteEmployer(engine, employerId(params));
  return empty(204);
}

export function resetEmployerRoute({ engine }: AdminContext, params: Params): CoreResponse {
  resetEmployer(engine, employerId(params));
  return empty(204);
}

export function seedJobRoute(context: AdminContext, params: Params): CoreResponse {
  const record = seedJob(context.engine, employerId(params), adminBody(context));
  return jsonText(201, seededJobBytes(context.engine, record));
}

/**
 * The seeded job exactly as a GET of it reads now: one published weeks ago with
 * auto-refresh already reports a later publishDate.
 */
function seededJobBytes(engine: Engine, record: JobRecord): Uint8Array {
  return jobBytes(record, engine.store.publishDateOf(record, engine.clock.now()));
}

/** Creates a job as createJob does, with the publishDate given instead of the clock's time. */
export function seedJob(engine: Engine, id: number, input: Record<string, unknown>): JobRecord {
  requireEmployer(engine, id);
  const raw = own(input, "publishDate");
  const publishDate =
    raw === undefined ? engine.clock.now() : typeof raw === "string" ? parseTimestamp(raw) : undefined;
  if (publishDate === undefined || !isClockTime(publishDate)) {
    throw validationFailed(
      [
        {
          pointer: "/publishDate",
          code: "invalid_date",
          message: `publishDate must be an RFC 3339 date-time from 1970 to 9000; got ${preview(raw)}`,
        },
      ],
      "request",
    );
  }
  const job = own(input, "job");
  if (!isObject(job)) {
    throw validationFailed(
      [{ pointer: "/job", code: "required", message: "job must be a JobCreate object" }],
      "request",
    );
  }
  try {
    return createJob(engine, id, job, publishDate);
  } catch (error) {
    throw error instanceof ProblemError && error.errors ? underJob(error) : error;
  }
}

/** A seeded job as the job API writes it, for in-process callers. */
export function seededJob(engine: Engine, record: JobRecord): Job {
  return JSON.parse(new TextDecoder().decode(seededJobBytes(engine, record))) as Job;
}

/** The same problem with its pointers into the request body, where the job sits under /job. */
function underJob(error: ProblemError): ProblemError {
  const errors = error.errors?.map((entry) =>
    entry.pointer === undefined ? entry : { ...entry, pointer: `/job${entry.pointer}` },
  );
  return new ProblemError(error.status, error.message, {
    type: error.type,
    headers: error.headers,
    ...(errors ? { errors } : {}),
  });
}
