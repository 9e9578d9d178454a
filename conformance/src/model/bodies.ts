/**
 * Request bodies of the commands: partial updates materialized in a namespace, and the
 * short labels commands print in a failing sequence.
 */
import { renderCloseDate, salaryBody, titleOf } from "../arbitraries/job-specimen-arb.js";
import { type JobUpdateSpec, referenceIdOf } from "../arbitraries/job-update-arb.js";

/** A key's label in reports: A for the first key, B for the second. */
export function actorLabel(actor: number): string {
  return actor === 0 ? "A" : "B";
}

/** The body of a partial update, in a namespace, at a time. */
export function updateBody(update: JobUpdateSpec, namespace: string, now: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (update.titleWords) {
    body.title = titleOf(namespace, update.titleWords);
  }
  if (update.closeDate) {
    body.closeDate = renderCloseDate(update.closeDate, now).text;
  }
  if (update.confidential !== undefined) {
    body.confidential = update.confidential;
  }
  if (update.autoRefresh !== undefined) {
    body.autoRefresh = update.autoRefresh;
  }
  if (update.status !== undefined) {
    body.status = update.status;
  }
  if (update.locations) {
    body.locations = update.locations.map((description) => ({ description }));
  }
  if (update.categories) {
    body.categories = update.categories.map((id) => ({ id }));
  }
  if (update.positionType !== undefined) {
    body.positionType = { id: update.positionType };
  }
  if (update.salary !== undefined) {
    body.salary = update.salary === null ? null : salaryBody(update.salary);
  }
  if (update.description !== undefined) {
    body.description = update.description;
  }
  if (update.routing !== undefined) {
    body.applicantRoutingType = { id: update.routing };
  }
  if (update.applicationEmail !== undefined) {
    body.applicationEmail = update.applicationEmail;
  }
  if (update.applicationUrl !== undefined) {
    body.applicationUrl = update.applicationUrl;
  }
  if (update.reference) {
    body.referenceId =
      update.reference.kind === "key" ? referenceIdOf(namespace, update.reference.key) : update.reference.value;
  }
  return body;
}

/** A compact rendering of a body for command labels. */
export function brief(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  return text.length > 160 ? `${text.slice(0, 160)}...}` : text;
}
