/** PUT /jobs/{id}: a partial update of one of the caller's jobs. */

import { updateJob as update } from "../commands/jobs.js";
import { readJsonObject } from "../http/body.js";
import type { CoreResponse } from "../http/http.js";
import { parseJobId } from "../http/job-id.js";
import { type ApiContext, findJob } from "./context.js";
import { jobResponse } from "./job-responses.js";

export function updateJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  // The id is checked before the body is read, so a bad id is a 400 whatever the body.
  const id = parseJobId(params.id);
  const body = readJsonObject(context.request);
  return jobResponse(context, update(context.engine, findJob(context, id), body));
}
