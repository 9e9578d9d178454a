/** POST /jobs: a new job; 409 when the referenceId is taken. */

import { createJob as create } from "../commands/jobs.js";
import { readJsonObject } from "../http/body.js";
import type { CoreResponse } from "../http/http.js";
import type { ApiContext } from "./context.js";
import { createdResponse } from "./job-responses.js";
import { answerReasons, createReasons } from "./reasons.js";

export function createJob(context: ApiContext): CoreResponse {
  const body = readJsonObject(context.request);
  const { dialect } = context.engine.options;
  const reasons = createReasons(answerReasons(dialect).created, body, dialect);
  return createdResponse(
    context,
    create(context.engine, context.employer.id, body, context.clock.now(), context.clock.millis()),
    reasons,
  );
}
