/**
 * The differential proof's thin runner: sends the same requests to two targets, in order,
 * and records each answer as an exchange for the comparison core.
 */
import type { Exchange } from "./compare.js";

type Fetch = (request: Request) => Promise<Response>;

/** A target: how to reach it and the key it takes. */
export interface DifferentialTarget {
  fetch: Fetch;
  baseUrl: string;
  apiKey: string;
}

/** A request of a script: `body` is sent as JSON text unless `contentType` says otherwise. */
export interface ScriptedRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string | null;
  /** The key sent: the target's (the default), none (null), or a wrong one. */
  key?: "target" | "none" | "wrong";
}

/** The protocol edges every deployment answers somehow: the refusal classes an app can meet outside a job's rules. */
export const EDGE_SCRIPT: readonly ScriptedRequest[] = [
  { method: "GET", path: "/api/v1.1/jobs" },
  { method: "GET", path: "/api/v1.1/jobs", key: "none" },
  { method: "GET", path: "/api/v1.1/jobs", key: "wrong" },
  { method: "GET", path: "/api/v1.1/jobs/2147483000" },
  { method: "GET", path: "/api/v1.1/jobs/not-a-number" },
  { method: "GET", path: "/api/v1.1/jobs/" },
  { method: "GET", path: "/api/v1.1/no-such-collection" },
  { method: "PATCH", path: "/api/v1.1/jobs" },
  { method: "HEAD", path: "/api/v1.1/jobs" },
  { method: "POST", path: "/api/v1.1/jobs", body: "{}", contentType: null },
  { method: "POST", path: "/api/v1.1/jobs", body: "{not json" },
  { method: "POST", path: "/api/v1.1/jobs", body: "[]" },
  { method: "POST", path: "/api/v1.1/jobs", body: "{}" },
  { method: "GET", path: "/api/v1.1/positiontypes" },
  { method: "GET", path: "/api/v1.1/jobs?page=99" },
];

async function send(target: DifferentialTarget, scripted: ScriptedRequest): Promise<Exchange> {
  const headers = new Headers();
  const key = scripted.key ?? "target";
  if (key !== "none") {
    headers.set("API-Key", key === "wrong" ? `${target.apiKey}-not-issued` : target.apiKey);
  }
  if (scripted.body !== undefined && scripted.contentType !== null) {
    headers.set("Content-Type", scripted.contentType ?? "application/json");
  }
  const response = await target.fetch(
    new Request(new URL(scripted.path, target.baseUrl), {
      method: scripted.method,
      headers,
      ...(scripted.body === undefined ? {} : { body: scripted.body }),
    }),
  );
  const text = await response.text();
  let body: unknown;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return {
    request: { method: scripted.method, path: scripted.path },
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body,
  };
}

/** Each request of `script` sent to `target`, in order. */
export async function runScript(target: DifferentialTarget, script: readonly ScriptedRequest[]): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  for (const scripted of script) {
    exchanges.push(await send(target, scripted));
  }
  return exchanges;
}
