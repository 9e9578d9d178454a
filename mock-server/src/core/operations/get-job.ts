/** GET /jobs/{id}: one of the caller's jobs. */
import { jsonText, type CoreResponse } from "../http.js";
import { jobJson } from "../job-record.js";
import { type ApiContext, findJob } from "./context.js";

export function getJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  const record = findJob(context, params);
  const { store, clock } = context.engine;
  return jsonText(200, jobJson(record, store.publishDateOf(record, clock.now())));
}
