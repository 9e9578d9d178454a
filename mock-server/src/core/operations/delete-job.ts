/** DELETE /jobs/{id} and DELETE /jobs with `{ referenceId }`: 204, or 404. */

import { invalid, notFound } from "../domain/errors.js";
import { readOptionalJsonObject } from "../http/body.js";
import { type CoreResponse, empty } from "../http/http.js";
import { parseJobId } from "../http/job-id.js";
import { own } from "../lib/text.js";
import { requireReferenceId } from "../rules/reference-id.js";
import { Violations } from "../rules/violations.js";
import { type ApiContext, findJob } from "./context.js";
import { answerReasons } from "./reasons.js";

export function deleteJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  context.engine.state.deleteJob(findJob(context, parseJobId(params.id)));
  return empty(204, {}, answerReasons(context.engine.options.dialect).deleted);
}

export function deleteJobByReference(context: ApiContext): CoreResponse {
  const body = readOptionalJsonObject(context.request);
  const violations = new Violations();
  const referenceId = requireReferenceId(own(body, "referenceId"), "/referenceId", violations);
  if (referenceId === undefined) {
    throw invalid(violations.list, "request");
  }
  const record = context.engine.state.store.findByReference(context.employer.id, referenceId);
  if (!record) {
    throw notFound("job", referenceId, "referenceId");
  }
  context.engine.state.deleteJob(record);
  return empty(204, {}, answerReasons(context.engine.options.dialect).deletedByReference);
}
