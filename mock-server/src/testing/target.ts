/**
 * Where the test kit sends its set-up calls: a reference server in the same process
 * (its `fetch`, no socket) or a running one over HTTP. Either way the calls are the
 * documented `/__admin` controls, so the kit never touches the server's storage.
 */
import type { JobsServer } from "../core/server.js";

/** A running reference server: its URL, and its admin token if it was started with one. */
export interface RemoteServer {
  url: string;
  adminToken?: string;
  /** The fetch to send with; the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A reference server in this process, or one reached over HTTP. */
export type JobsTarget = JobsServer | RemoteServer;

/** The origin in-process requests are addressed to; it never leaves the process. */
export const IN_PROCESS_ORIGIN = "http://jobs.test";

function isInProcess(target: JobsTarget): target is JobsServer {
  return typeof (target as JobsServer).handle === "function";
}

/** The origin a target's job API is reached at, and the fetch that reaches it. */
export function connection(target: JobsTarget): { origin: string; fetch: (request: Request) => Promise<Response> } {
  if (isInProcess(target)) {
    return { origin: IN_PROCESS_ORIGIN, fetch: target.fetch };
  }
  return { origin: target.url.replace(/\/+$/, ""), fetch: target.fetch ?? ((request) => globalThis.fetch(request)) };
}

/** Calls a control and returns its JSON body; a failure throws with the server's own explanation. */
export async function callAdmin<T>(target: JobsTarget, method: string, path: string, body?: unknown): Promise<T> {
  const { origin, fetch } = connection(target);
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers["content-type"] = "application/json";
  }
  if (!isInProcess(target) && target.adminToken !== undefined) {
    headers["admin-token"] = target.adminToken;
  }
  const response = await fetch(
    new Request(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text || response.statusText}`);
  }
  return (text === "" ? undefined : JSON.parse(text)) as T;
}
