/** The responses that carry a whole job. */

import { type JobRecord, jobBytes } from "../domain/job-record.js";
import { type CoreResponse, jsonText } from "../http/http.js";
import { type ApiContext, jobUrl } from "./context.js";

/** 200 with the job as it reads now. */
export function jobResponse(context: ApiContext, record: JobRecord): CoreResponse {
  return jsonText(
    200,
    jobBytes(record, context.engine.state.store.publishDateOf(record, context.engine.state.clock.now())),
  );
}

/** 201 with the new job and its absolute URL in Location. */
export function createdResponse(context: ApiContext, record: JobRecord): CoreResponse {
  return jsonText(201, jobBytes(record, record.publishDate), { location: jobUrl(context, record.id) });
}
