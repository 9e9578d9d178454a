/**
 * Failures with one cause, grouped under it: the requirement they show broken, with the
 * requests that showed it. A target that refuses every create for one reason then reads
 * as one broken rule, not as every property that happened to create a job.
 */
import type { FailureReport, PropertyResult, RequirementRef } from "./types.js";

/** Failures that broke one requirement. */
export interface FailureGroup {
  /** The broken requirement; absent for a failure of the suite itself. */
  broken: RequirementRef | undefined;
  /** The requests that showed it, each once, ids and query left out: `PUT /api/v1.1/jobs/{id}`. */
  requests: string[];
  failures: FailureReport[];
}

/** The failing request of a failure, as a method and a path template. */
function requestOf(failure: FailureReport): string {
  const exchange = failure.exchanges[failure.failingExchange];
  if (!exchange) {
    return "(no request)";
  }
  const path = new URL(exchange.url).pathname.replace(/\/\d+(?=\/|$)/g, "/{id}");
  return `${exchange.method} ${path}`;
}

/** The failures of a run, grouped by broken requirement, in order of first appearance. */
export function groupFailures(properties: readonly PropertyResult[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const failure of properties.flatMap((property) => property.failures ?? [])) {
    const request = requestOf(failure);
    // Crashes of the suite share no cause: each message is its own group.
    const key = failure.broken ? failure.broken.id : `(suite) ${failure.message}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { broken: failure.broken, requests: [request], failures: [failure] });
      continue;
    }
    group.failures.push(failure);
    if (!group.requests.includes(request)) {
      group.requests.push(request);
    }
  }
  return [...groups.values()];
}
