/** status: active, archived or draft, and the moves between them. */
import type { JobStatus } from "@jobs-toolkit/spec";
import { DomainError } from "../domain/errors.js";
import { isJobStatus } from "../domain/job-fields.js";
import { preview } from "../lib/text.js";
import type { Violations } from "./violations.js";

export function parseStatus(value: unknown, pointer: string, v: Violations): JobStatus | undefined {
  if (isJobStatus(value)) {
    return value;
  }
  if (typeof value !== "string") {
    return v.wrongType(pointer, "one of active, archived, draft", value);
  }
  v.add(pointer, "invalid_value", `must be one of active, archived, draft; got ${preview(value)}`);
  return undefined;
}

/**
 * Any status may be archived; archived and draft jobs may become active (a draft unless
 * the deployment refuses it); the same status again is a no-op. Nothing goes back to
 * draft, unless the deployment allows it.
 */
export function checkStatusMove(
  from: JobStatus,
  to: JobStatus,
  intoDraft: "refuse" | "allow" = "refuse",
  outOfDraft: "refuse" | "allow" = "allow",
): void {
  const refusedOutOfDraft = from === "draft" && to === "active" && outOfDraft === "refuse";
  if (!refusedOutOfDraft && (from === to || to === "archived" || to === "active" || intoDraft === "allow")) {
    return;
  }
  throw new DomainError({ kind: "status-move-refused", from, to });
}
