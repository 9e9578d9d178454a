/** Ids in paths: a positive Int32 written plainly (`42`, not `042` or `4.2e1`), else 400. */

import { INT32_MAX } from "@jobs-toolkit/spec";
import { preview } from "../lib/text.js";
import { ProblemError } from "./problem.js";

const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/** The path segment, decoded for a message if it can be. */
function shown(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The job id a path segment holds, or a 400 naming what it held instead. */
export function parseJobId(raw: string | undefined): number {
  return parsePathId(raw, "job");
}

/** The positive Int32 `raw` writes plainly, or NaN. */
export function plainId(raw: string | undefined): number {
  const id = raw !== undefined && CANONICAL_ID.test(raw) ? Number(raw) : Number.NaN;
  return id <= INT32_MAX ? id : Number.NaN;
}

/** Any id a path segment holds (job, employer), under the same rule. */
export function parsePathId(raw: string | undefined, noun: string): number {
  const id = plainId(raw);
  if (Number.isNaN(id)) {
    throw new ProblemError(400, `The ${noun} id must be a positive 32-bit integer; got ${preview(shown(raw ?? ""))}.`, {
      reasons: ["ref.requests.bad-job-id"],
      // Digits outside the range and no number at all are answered apart by some deployments.
      refusal: /^\d+$/.test(raw ?? "") ? "jobIdOutOfRange" : "badJobId",
    });
  }
  return id;
}
