/**
 * Why an answer was given, as a test reads it: the requirement ids of a logged request, or
 * of an answer (a `Response`, or an SDK error that kept its response's headers) from a
 * server created with `explain: true`, which names them in its `Jobs-Reasons` header.
 */
import { isRequirementId, type RequirementId, requirementOf } from "@jobs-toolkit/spec/requirements";

/** The header an `explain` server names an answer's reasons in. */
const REASONS_HEADER = "jobs-reasons";

/** The reasons of an answer, or a sentence saying why they cannot be read. */
export function reasonsOf(answer: unknown): readonly string[] | string {
  if (typeof answer !== "object" || answer === null) {
    return `${String(answer)} is not an answer: give a Response, an SDK error or a logged request`;
  }
  if ("reasons" in answer && Array.isArray(answer.reasons)) {
    return answer.reasons as string[];
  }
  const headers = "headers" in answer ? answer.headers : undefined;
  if (!(headers instanceof Headers)) {
    return "the answer has neither reasons nor headers: give a Response, an SDK error or a logged request";
  }
  const named = headers.get(REASONS_HEADER);
  if (named === null) {
    return "the answer names no reasons: create the server with `explain: true` (createJobsTest's servers are)";
  }
  return named === "" ? [] : named.split(" ");
}

/** Each id on a line of its own with what its requirement says, so a failure reads without the catalogue at hand. */
function explained(ids: readonly string[]): string {
  return ids
    .map((id) => `\n  ${id}${isRequirementId(id) ? `: ${requirementOf(id).says}` : " (not a requirement id)"}`)
    .join("");
}

/** What is wrong when an answer was not given for every one of `ids`, or undefined when it was. */
export function becauseMismatch(answer: unknown, ids: readonly RequirementId[]): string | undefined {
  const reasons = reasonsOf(answer);
  if (typeof reasons === "string") {
    return reasons;
  }
  const missing = ids.filter((id) => !reasons.includes(id));
  if (missing.length === 0) {
    return undefined;
  }
  const given = reasons.length === 0 ? " no reason" : explained(reasons);
  return (
    `expected the answer to be because of ${ids.join(", ")}, but ${missing.length === 1 ? "this is" : "these are"} not among its reasons:${explained(missing)}\n` +
    `its reasons:${given}`
  );
}
