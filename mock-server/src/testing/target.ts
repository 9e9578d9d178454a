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

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

function originOf(location: string, base: string): string {
  try {
    return new URL(location, base).origin;
  } catch {
    return `'${location}'`;
  }
}

/**
 * `fetch`, following no redirect: fetch itself would follow one to any origin with the
 * admin token, or the API key a routed page sent, still on the request. A redirect is an
 * error naming both origins; the reference server never answers one.
 */
function withoutRedirects(
  origin: string,
  fetch: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(new Request(request, { redirect: "manual" }));
    const location = response.headers.get("location");
    const hidden = response.type === "opaqueredirect";
    if (!hidden && (!REDIRECT_STATUSES.has(response.status) || location === null)) {
      return response;
    }
    await response.body?.cancel();
    const to = location === null ? "a location the runtime hides" : originOf(location, request.url);
    throw new Error(
      `${request.method} ${request.url} answered ${hidden ? "a redirect" : response.status} to ${to}; ` +
        `the test kit follows no redirects, so the credentials it sends stay on ${origin}`,
    );
  };
}

/**
 * The origin a target's job API is reached at, and the fetch that reaches it; over HTTP
 * that fetch refuses every redirect, so no credential leaves the target's origin.
 */
export function connection(target: JobsTarget): { origin: string; fetch: (request: Request) => Promise<Response> } {
  if (isInProcess(target)) {
    return { origin: IN_PROCESS_ORIGIN, fetch: target.fetch };
  }
  const origin = target.url.replace(/\/+$/, "");
  return { origin, fetch: withoutRedirects(origin, target.fetch ?? ((request) => globalThis.fetch(request))) };
}

/** Sends a control request, with the admin token when the target has one. */
export function sendAdmin(target: JobsTarget, method: string, path: string, body?: unknown): Promise<Response> {
  const { origin, fetch } = connection(target);
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers["content-type"] = "application/json";
  }
  if (!isInProcess(target) && target.adminToken !== undefined) {
    headers["admin-token"] = target.adminToken;
  }
  return fetch(
    new Request(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

/** The error for a control that failed, in the server's own words. */
export async function adminFailure(method: string, path: string, response: Response): Promise<Error> {
  const text = await response.text();
  return new Error(`${method} ${path} answered ${response.status}: ${text || response.statusText}`);
}

/** Calls a control and returns its JSON body; a failure throws with the server's own explanation. */
export async function callAdmin<T>(target: JobsTarget, method: string, path: string, body?: unknown): Promise<T> {
  const response = await sendAdmin(target, method, path, body);
  if (!response.ok) {
    throw await adminFailure(method, path, response);
  }
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}
