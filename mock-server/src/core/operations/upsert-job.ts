/**
 * PUT /jobs: the referenceId in the body names the job. An existing job is updated
 * partially (200); otherwise the body creates one (201 with Location, or as the dialect says).
 */

import { createJob, updateJob } from "../commands/jobs.js";
import { invalid } from "../domain/errors.js";
import { readJsonObject } from "../http/body.js";
import type { CoreResponse } from "../http/http.js";
import { own } from "../lib/text.js";
import { requireReferenceId } from "../rules/reference-id.js";
import { Violations } from "../rules/violations.js";
import type { ApiContext } from "./context.js";
import { createdResponse, jobResponse } from "./job-responses.js";
import { answerReasons, createReasons, updateReasons } from "./reasons.js";

export function upsertJobByReference(context: ApiContext): CoreResponse {
  const body = readJsonObject(context.request);
  const violations = new Violations();
  const referenceId = requireReferenceId(own(body, "referenceId"), "/referenceId", violations);
  if (referenceId === undefined) {
    throw invalid(violations.list);
  }
  const existing = context.engine.state.store.findByReference(context.employer.id, referenceId);
  const { dialect } = context.engine.options;
  const reasons = answerReasons(dialect);
  if (existing) {
    const from = existing.status;
    const updated = updateJob(context.engine, existing, body, context.clock.now());
    return jobResponse(context, updated, updateReasons(reasons.upsertUpdated, from, updated.status, body, dialect));
  }
  const { createStatus, createLocation } = dialect.upsert;
  const created = createJob(context.engine, context.employer.id, body, context.clock.now(), context.clock.millis());
  return createdResponse(
    context,
    created,
    createReasons(reasons.upsertCreated, body, dialect),
    createStatus,
    createLocation,
  );
}
