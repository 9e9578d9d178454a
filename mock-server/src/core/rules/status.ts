/** status: active, archived or draft, and the moves between them. */
import type { JobStatus } from "@jobs-toolkit/spec";
import { preview } from "../domain/text.js";
import { ProblemError } from "../http/problem.js";
import type { Violations } from "./violations.js";

export const JOB_STATUSES: readonly JobStatus[] = ["active", "archived", "draft"];

export function isJobStatus(value: unknown): value is JobStatus {
  return JOB_STATUSES.includes(value as JobStatus);
}

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
 * Any status may be archived; archived and draft jobs may become active; the same status
 * again is a no-op. Nothing goes back to draft.
 */
export function checkStatusMove(from: JobStatus, to: JobStatus): void {
  if (from === to || to === "archived" || to === "active") {
    return;
  }
  throw new ProblemError(409, `A job cannot move from ${from} to ${to}; archive it instead.`, {
    type: "/problems/invalid-status-transition",
    errors: [{ pointer: "/status", code: "invalid_transition", message: `status cannot move from ${from} to ${to}` }],
  });
}
