/** PUT /jobs/{id}: a partial update of one of the caller's jobs. */

import { updateJob as update } from "../commands/jobs.js";
import { readJsonObject } from "../http/body.js";
import type { CoreResponse } from "../http/http.js";
import { parseJobId } from "../http/job-id.js";
import { type ApiContext, findJob } from "./context.js";
import { jobResponse } from "./job-responses.js";
import { answerReasons, updateReasons } from "./reasons.js";

export function updateJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  // The id is checked before the body is read, so a bad id is a 400 whatever the body.
  const id = parseJobId(params.id);
  const body = readJsonObject(context.request);
  const stored = findJob(context, id);
  const from = stored.status;
  const { dialect } = context.engine.options;
  const updated = update(context.engine, stored, body, context.clock.now());
  return jobResponse(
    context,
    updated,
    updateReasons(answerReasons(dialect).updated, from, updated.status, body, dialect),
  );
}
