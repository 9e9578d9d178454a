/** referenceId: the employer's own id of a job, one line of at most 50 characters; "" and null mean none. */
import type { Violations } from "./violations.js";

export const REFERENCE_ID_MAX = 50;

/** The referenceId, null for none, or undefined after recording why it is invalid. */
export function parseReferenceId(value: unknown, pointer: string, v: Violations): string | null | undefined {
  if (value === null || value === "") {
    return null;
  }
  return v.line(value, pointer, REFERENCE_ID_MAX);
}

/** A referenceId that must be present, as PUT and DELETE on /jobs need one to find the job. */
export function requireReferenceId(value: unknown, pointer: string, v: Violations): string | undefined {
  if (value === undefined || value === null || value === "") {
    v.add(pointer, "required", "referenceId is required to identify the job");
    return undefined;
  }
  return parseReferenceId(value, pointer, v) ?? undefined;
}
