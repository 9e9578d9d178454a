/** GET /jobs/{id}: one of the caller's jobs. */
import type { CoreResponse } from "../http/http.js";
import { parseJobId } from "../http/job-id.js";
import { type ApiContext, findJob } from "./context.js";
import { jobResponse } from "./job-responses.js";
import { answerReasons } from "./reasons.js";

export function getJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  return jobResponse(
    context,
    findJob(context, parseJobId(params.id)),
    answerReasons(context.engine.options.dialect).read,
  );
}
