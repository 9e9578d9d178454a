/** DELETE /jobs/{id} and DELETE /jobs with `{ referenceId }`: 204, or 404. */

import { deleteJob as remove } from "../domain/jobs.js";
import { own } from "../domain/text.js";
import { readJsonObject } from "../http/body.js";
import { type CoreResponse, empty } from "../http/http.js";
import { parseJobId } from "../http/job-id.js";
import { jobNotFound, validationFailed } from "../http/problem.js";
import { requireReferenceId } from "../rules/reference-id.js";
import { Violations } from "../rules/violations.js";
import { type ApiContext, findJob } from "./context.js";

export function deleteJob(context: ApiContext, params: Record<string, string>): CoreResponse {
  remove(context.engine, findJob(context, parseJobId(params.id)));
  return empty(204);
}

export function deleteJobByReference(context: ApiContext): CoreResponse {
  const body = readJsonObject(context.request, true) ?? {};
  const violations = new Violations();
  const referenceId = requireReferenceId(own(body, "referenceId"), "/referenceId", violations);
  if (referenceId === undefined) {
    throw validationFailed(violations.list, "request");
  }
  const record = context.engine.store.findByReference(context.employer.id, referenceId);
  if (!record) {
    throw jobNotFound(`referenceId '${referenceId}'`);
  }
  remove(context.engine, record);
  return empty(204);
}
