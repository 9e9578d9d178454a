/**
 * The list's edges: what an app meets listing a few jobs of its own that no refusal shows.
 * Two active jobs are made from a job both deployments took in the run, listed one a page
 * with a filter (the order of a link's query parameters), past the last page (`previous`
 * there) and by their term in capitals (the case of q's match), then deleted again.
 */
import type { ScriptedRequest } from "./edge-script.js";

const JOBS = "/api/v1.1/jobs";

/** The list's edges for jobs like `job` whose titles carry `term`; none without a job. */
export function listEdges(job: Readonly<Record<string, unknown>> | undefined, term: string): ScriptedRequest[] {
  if (job === undefined) {
    return [];
  }
  const json = { method: "POST", path: JOBS, key: "own", contentType: "application/json" } as const;
  const made = [1, 2].map((n) => ({ ...job, title: `${term} ${n}`, referenceId: `${term}-${n}`, status: "active" }));
  const draft = { ...job, title: `${term} 3`, referenceId: `${term}-3`, status: "draft" };
  return [
    ...made.map((body) => ({ ...json, body: JSON.stringify(body) })),
    { method: "GET", path: `${JOBS}?q=${term}&status=active&pageSize=1`, key: "own" },
    { method: "GET", path: `${JOBS}?q=${term}&pageSize=1&page=5`, key: "own" },
    { method: "GET", path: `${JOBS}?q=${term.toUpperCase()}`, key: "own" },
    { ...json, body: JSON.stringify({ ...draft }) },
    { ...json, method: "PUT", body: JSON.stringify({ referenceId: draft.referenceId, status: "active" }) },
    ...[...made, draft].map(({ referenceId }) => ({
      ...json,
      method: "DELETE",
      body: JSON.stringify({ referenceId }),
    })),
  ];
}
