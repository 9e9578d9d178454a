/**
 * Who may use the controls under /__admin. They can read every API key and wipe every
 * job, so they are for the developer's own tools, never for a web page or another
 * machine: no CORS headers are ever sent for them (the edge leaves them out), a request
 * carrying an Origin other than the server's own is refused, a write must be JSON (a
 * page can send text/plain without a preflight), and a token, when set, is compared in
 * constant time. Without a token, a request must also be addressed to this server by a
 * loopback name or its public URL's host: a page that rebinds its own name to 127.0.0.1
 * is same-origin in the browser's eyes and sends no Origin on a GET, but its Host header
 * still names it.
 */

import { isJsonType } from "../http/body.js";
import type { Engine } from "../http/engine.js";
import { type CoreRequest, READ_METHODS } from "../http/http.js";
import { ProblemError } from "../http/problem.js";

const encoder = new TextEncoder();

/** Whether two secrets are equal, taking the same time wherever they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0 && a.length === b.length;
}

/** The origins the server answers from: the one the request reached, and the public URL's. */
function ownOrigins(engine: Engine, request: CoreRequest): string[] {
  const origins = [request.origin];
  if (engine.options.publicUrl !== undefined) {
    origins.push(new URL(engine.options.publicUrl).origin);
  }
  return origins;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name of a Host header or URL host (`[::1]:4010` gives `[::1]`), lower case. */
function hostnameOf(host: string): string {
  return new URL(`http://${host}`).hostname;
}

/** Whether the Host header names this server; a request without one (HTTP/1.0, fetch) cannot be rebound. */
function addressedToUs(engine: Engine, request: CoreRequest): boolean {
  const host = request.header("host");
  if (host === undefined) {
    return true;
  }
  let name: string;
  try {
    name = hostnameOf(host);
  } catch {
    return false;
  }
  if (LOOPBACK_NAMES.has(name) || name.endsWith(".localhost")) {
    return true;
  }
  return ownOrigins(engine, request).some((origin) => new URL(origin).hostname === name);
}

/**
 * Throws the problem that refuses this request the controls' reach, if any: controls off,
 * a listener beyond loopback without a token, another origin, or (without a token) a
 * Host that is not ours. The pages beside the controls (the inspector) are held to this;
 * they carry no data, and every control they call is then held to the token as well.
 */
export function guardReach(engine: Engine, request: CoreRequest): void {
  const { enabled, refusal, token } = engine.options.admin;
  if (!enabled) {
    throw new ProblemError(404, `Nothing is at ${request.path}.`);
  }
  if (refusal !== undefined) {
    throw new ProblemError(403, refusal);
  }
  const origin = request.header("origin");
  if (origin !== undefined && !ownOrigins(engine, request).includes(origin)) {
    throw new ProblemError(
      403,
      `The controls under /__admin answer only the server's own origin; a page at '${origin}' may not use them.`,
    );
  }
  if (token === undefined && !addressedToUs(engine, request)) {
    throw new ProblemError(
      403,
      `The controls under /__admin answer only requests addressed to a loopback name or the public URL; this one names '${request.header("host")}'. Start the server with --admin-token to use them by another name.`,
    );
  }
}

/** Throws the problem that refuses this request to the controls, if any. */
export function guardAdmin(engine: Engine, request: CoreRequest): void {
  guardReach(engine, request);
  const { token } = engine.options.admin;
  if (token !== undefined && !sameSecret(request.header("admin-token") ?? "", token)) {
    throw new ProblemError(401, "Send the admin token in the Admin-Token header.");
  }
  if (!READ_METHODS.has(request.method)) {
    const contentType = request.header("content-type");
    if (contentType === undefined ? request.body.length > 0 : !isJsonType(contentType)) {
      throw new ProblemError(415, `Send writes to the controls as application/json; got '${contentType ?? "none"}'.`);
    }
  }
}
