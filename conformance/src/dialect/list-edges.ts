/**
 * The list's edges: what an app meets listing a few jobs of its own that no refusal shows.
 * Two active jobs are made from a job both deployments took in the run, 11 ms apart, listed
 * together (which lists first where a deployment keeps a finer time than it writes), one a
 * page with a filter (the order of a link's query parameters), past the last page (`previous`
 * there) and by their term in capitals (the case of q's match), then deleted again.
 */
import { pause } from "../dates.js";
import type { ScriptedRequest } from "./edge-script.js";

const JOBS = "/api/v1.1/jobs";
/** Between the two active jobs: more than a deployment's millisecond, well within its second. */
const MADE_APART_MS = 11;

/** A list edge, perhaps sent a while after the one before. */
type ListEdge = ScriptedRequest & { waitMs?: number };

/** The list's edges for jobs like `job` whose titles carry `term`; none without a job. */
function listEdges(job: Readonly<Record<string, unknown>> | undefined, term: string): ListEdge[] {
  if (job === undefined) {
    return [];
  }
  const json = { method: "POST", path: JOBS, key: "own", contentType: "application/json" } as const;
  const made = [1, 2].map((n) => ({ ...job, title: `${term} ${n}`, referenceId: `${term}-${n}`, status: "active" }));
  const draft = { ...job, title: `${term} 3`, referenceId: `${term}-3`, status: "draft" };
  const overridden = { ...job, title: `${term} 4`, referenceId: `${term}-4` };
  const [first, second] = made;
  return [
    { ...json, body: JSON.stringify(first) },
    // Made apart in time: a deployment keeping a finer time than it writes lists the second first.
    { ...json, body: JSON.stringify(second), waitMs: MADE_APART_MS },
    { method: "GET", path: `${JOBS}?q=${term}&status=active`, key: "own" },
    { method: "GET", path: `${JOBS}?q=${term}&status=active&pageSize=1`, key: "own" },
    { method: "GET", path: `${JOBS}?q=${term}&pageSize=1&page=5`, key: "own" },
    { method: "GET", path: `${JOBS}?q=${term.toUpperCase()}`, key: "own" },
    { ...json, body: JSON.stringify({ ...draft }) },
    { ...json, method: "PUT", body: JSON.stringify({ referenceId: draft.referenceId, status: "active" }) },
    { method: "OPTIONS", path: JOBS, key: "own" },
    { ...json, body: JSON.stringify(overridden), override: "PATCH" },
    ...[...made, draft, overridden].map(({ referenceId }) => ({
      ...json,
      method: "DELETE",
      body: JSON.stringify({ referenceId }),
    })),
  ];
}

/** The edges of one job the list's edges made (its id, as the target gave it): a PATCH of its title. */
function jobEdges(id: number, term: string): ScriptedRequest[] {
  return [
    {
      method: "PATCH",
      path: `${JOBS}/${id}`,
      key: "own",
      contentType: "application/json",
      body: JSON.stringify({ title: `${term} patched` }),
    },
  ];
}

/**
 * Sends the list's edges with `send`, and the edges of the first job they made before the
 * deletes remove it: the caller sends each as it sends the protocol's edges, to both sides.
 */
export async function sendListEdges(
  send: (edge: ScriptedRequest) => Promise<Response>,
  job: Readonly<Record<string, unknown>> | undefined,
  term: string,
): Promise<void> {
  const [first, ...rest] = listEdges(job, term);
  if (first === undefined) {
    return;
  }
  const made = await send(first);
  const id: unknown = await made
    .clone()
    .json()
    .then((body: { id?: unknown }) => body?.id)
    .catch(() => undefined);
  const deletes = rest.filter(({ method }) => method === "DELETE");
  for (const { waitMs, ...edge } of [
    ...rest.filter(({ method }) => method !== "DELETE"),
    ...(typeof id === "number" ? jobEdges(id, term) : []),
    ...deletes,
  ] as ListEdge[]) {
    if (waitMs !== undefined) {
      await pause(waitMs);
    }
    await send(edge);
  }
}
