/** The responses that carry a whole job. */

import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { jobBytesAt } from "../domain/job-as-read.js";
import { type JobRecord, jobBytes } from "../domain/job-record.js";
import { type CoreResponse, jsonText } from "../http/http.js";
import { type ApiContext, jobUrl } from "./context.js";
import { inDialect } from "./job-text.js";

/** A job's answer, which the dialect's job template may write, showing the job's write times where it does. */
function asJob(response: CoreResponse, record: JobRecord): CoreResponse {
  response.template = "job";
  response.writeTimes = record;
  return response;
}

/** 200 with the job as it reads now, for the reasons given. */
export function jobResponse(context: ApiContext, record: JobRecord, reasons: readonly RequirementId[]): CoreResponse {
  const { state, options } = context.engine;
  const response = jsonText(
    200,
    inDialect(jobBytesAt(state.store, record, context.clock.now()), options.dialect),
    undefined,
    reasons,
  );
  return asJob(response, record);
}

/** 201 (or the status given) with the new job, and its absolute URL in Location unless told otherwise. */
export function createdResponse(
  context: ApiContext,
  record: JobRecord,
  reasons: readonly RequirementId[],
  status = 201,
  located = true,
): CoreResponse {
  const bytes = inDialect(jobBytes(record, record.publishDate), context.engine.options.dialect);
  const response = jsonText(status, bytes, located ? { location: jobUrl(context, record.id) } : undefined, reasons);
  return asJob(response, record);
}
