/**
 * The borderline inputs of input acceptance as edges of the differential proof: each sent
 * to both deployments with a job the run made as its base, so a fake that takes, refuses
 * or normalises one otherwise than its deployment shows as a named difference. A job an
 * edge creates is deleted again, on both sides.
 */
import { DEPARTURES, departed, noonIn30Days } from "./borderline-inputs.js";

type Fetch = (request: Request) => Promise<Response>;
type Body = Record<string, unknown>;

const JOBS = "/api/v1.1/jobs";

/** One borderline request: its kind, and what it sends. */
interface AcceptanceEdge {
  kind: string;
  method: "POST" | "GET";
  path: string;
  contentType?: string;
  body?: Body;
}

/** Every borderline input departing from `base`, a job body the run created (its referenceId left out, so none collides). */
export function acceptanceEdges(base: Body): AcceptanceEdge[] {
  const plain = departed(base, { referenceId: undefined });
  const post = (kind: string, body: Body, contentType = "application/json"): AcceptanceEdge => ({
    kind,
    method: "POST",
    path: JOBS,
    contentType,
    body,
  });
  const departures = Object.entries(DEPARTURES).flatMap(([kind, departure]) => {
    const changes = departure(plain);
    return changes === undefined ? [] : [post(kind, departed(plain, changes))];
  });
  return [
    post("mediaTypeUpperCase", plain, "APPLICATION/JSON"),
    post("dateWithoutOffset", { ...plain, closeDate: noonIn30Days().local }),
    ...departures,
    { kind: "unknownStatusFilter", method: "GET", path: `${JOBS}?status=activ` },
  ];
}

/** Sends every borderline edge through `fetch` as the caller holding `apiKey`, deleting each job one creates. */
export async function sendAcceptanceEdges(fetch: Fetch, baseUrl: string, apiKey: string, base: Body): Promise<void> {
  const root = baseUrl.replace(/\/+$/, "");
  for (const edge of acceptanceEdges(base)) {
    const headers: Record<string, string> = { "API-Key": apiKey };
    if (edge.contentType) {
      headers["Content-Type"] = edge.contentType;
    }
    const answer = await fetch(
      new Request(`${root}${edge.path}`, {
        method: edge.method,
        headers,
        ...(edge.body === undefined ? {} : { body: JSON.stringify(edge.body) }),
      }),
    );
    const id =
      answer.ok && edge.method === "POST" ? ((await answer.json().catch(() => undefined)) as Body)?.id : undefined;
    if (Number.isInteger(id)) {
      await fetch(new Request(`${root}${JOBS}/${id}`, { method: "DELETE", headers: { "API-Key": apiKey } }));
    }
  }
}
