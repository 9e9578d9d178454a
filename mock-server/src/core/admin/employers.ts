/**
 * The employer controls under /__admin/employers: create one for a test, list them,
 * remove one with everything it owns, empty one, and seed one with jobs at a chosen
 * publishDate. The work is done by the commands and the state; this is only its HTTP face.
 */

import type { Job } from "@jobs-toolkit/spec";
import { createEmployer } from "../commands/employers.js";
import { seedJob } from "../commands/seed-job.js";
import { jobBytesAt } from "../domain/job-as-read.js";
import type { JobRecord } from "../domain/job-record.js";
import type { Engine } from "../http/engine.js";
import { type CoreResponse, empty, json, jsonText } from "../http/http.js";
import { parsePathId } from "../http/job-id.js";
import { type AdminContext, adminBody } from "./context.js";

type Params = Record<string, string>;

function employerId(params: Params): number {
  return parsePathId(params.id, "employer");
}

export function listEmployersRoute({ engine }: AdminContext): CoreResponse {
  const { store } = engine.state;
  const accounts = store.accounts().sort((left, right) => left.id - right.id);
  return json(200, { data: accounts.map((account) => ({ ...account, jobCount: store.countOf(account.id) })) });
}

export function createEmployerRoute(context: AdminContext): CoreResponse {
  const created = createEmployer(context.engine.state, adminBody(context));
  return json(201, created, { location: `/__admin/employers/${created.id}` });
}

export function deleteEmployerRoute({ engine }: AdminContext, params: Params): CoreResponse {
  engine.state.removeEmployer(employerId(params));
  return empty(204);
}

export function resetEmployerRoute({ engine }: AdminContext, params: Params): CoreResponse {
  engine.state.resetEmployer(employerId(params));
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
function seededJobBytes({ state }: Engine, record: JobRecord): Uint8Array {
  return jobBytesAt(state.store, record, state.clock.now());
}

/** A seeded job as the job API writes it, for in-process callers. */
export function seededJob(engine: Engine, record: JobRecord): Job {
  return JSON.parse(new TextDecoder().decode(seededJobBytes(engine, record))) as Job;
}
