/**
 * The protocol's edges: one request for each refusal of the protocol an app can meet
 * (a path or method no route has, HEAD, a trailing slash, ids that are no job id, bodies
 * that are no JSON object) and for the keys and queries every API refuses. Learning
 * records the deployment's answer to each as the template of its class; the differential
 * proof sends them to both sides.
 */
import type { RefusalClass } from "@jobs-toolkit/spec";

/** One edge: the refusal class the reference server answers it as, and the request. */
export interface EdgeRequest {
  refusal: RefusalClass;
  method: string;
  path: string;
  /** The key the request carries: the caller's own, none, or one no deployment knows. */
  key: "own" | "none" | "unknown";
  contentType?: string;
  body?: string;
  /** The method named in X-HTTP-Method-Override. */
  override?: string;
}

const JOBS = "/api/v1.1/jobs";
const VALID_ENOUGH = JSON.stringify({ title: "Edge of the protocol" });

/**
 * A path no job is at, sent with each method that names one job: deployments route a path
 * before they read the method, so a DELETE may be refused otherwise than a GET.
 */
function onEveryMethod(edge: EdgeRequest): EdgeRequest[] {
  return [
    edge,
    { ...edge, method: "PUT", contentType: "application/json", body: VALID_ENOUGH },
    { ...edge, method: "DELETE" },
  ];
}

export const EDGE_SCRIPT: readonly EdgeRequest[] = [
  { refusal: "missingKey", method: "GET", path: JOBS, key: "none" },
  { refusal: "badKey", method: "GET", path: JOBS, key: "unknown" },
  { refusal: "badQuery", method: "GET", path: `${JOBS}?page=0`, key: "own" },
  { refusal: "notFound", method: "GET", path: `${JOBS}/2147483647`, key: "own" },
  ...onEveryMethod({ refusal: "unknownRoute", method: "GET", path: "/api/v1.1/no-such-collection", key: "own" }),
  { refusal: "methodNotAllowed", method: "PATCH", path: JOBS, key: "own" },
  { refusal: "head", method: "HEAD", path: JOBS, key: "own" },
  { refusal: "trailingSlash", method: "GET", path: `${JOBS}/`, key: "own" },
  ...onEveryMethod({ refusal: "badJobId", method: "GET", path: `${JOBS}/abc`, key: "own" }),
  ...onEveryMethod({ refusal: "jobIdOutOfRange", method: "GET", path: `${JOBS}/0`, key: "own" }),
  { refusal: "mediaType", method: "POST", path: JOBS, key: "own", contentType: "text/plain", body: VALID_ENOUGH },
  {
    refusal: "malformedJson",
    method: "POST",
    path: JOBS,
    key: "own",
    contentType: "application/json",
    body: '{"title":',
  },
  { refusal: "notAnObject", method: "POST", path: JOBS, key: "own", contentType: "application/json", body: "[]" },
];

/** The key a deployment knows no employer by. */
const UNKNOWN_KEY = "no-such-key-0000";

/** A request of a script sent to both sides of a proof: an edge without the refusal it shows. */
export type ScriptedRequest = Omit<EdgeRequest, "refusal">;

/** An edge as a Request to a deployment at `baseUrl` whose caller holds `apiKey`. */
export function edgeRequest(edge: ScriptedRequest, baseUrl: string, apiKey: string): Request {
  const headers = new Headers();
  if (edge.key !== "none") {
    headers.set("API-Key", edge.key === "own" ? apiKey : UNKNOWN_KEY);
  }
  if (edge.contentType) {
    headers.set("Content-Type", edge.contentType);
  }
  if (edge.override) {
    headers.set("X-HTTP-Method-Override", edge.override);
  }
  return new Request(`${baseUrl.replace(/\/+$/, "")}${edge.path}`, {
    method: edge.method,
    headers,
    ...(edge.body === undefined ? {} : { body: edge.body }),
  });
}
