/**
 * CORS, on by default for any origin, so browser apps can call a local server. A
 * preflight OPTIONS answers 204 allowing the headers the API uses.
 */
import type { ResolvedOptions } from "./engine.js";
import type { CoreRequest, CoreResponse } from "./http.js";

const ALLOWED_HEADERS = "API-Key, Content-Type, X-HTTP-Method-Override, Admin-Token, Prefer, Jobs-Clock";
const EXPOSED_HEADERS = "Location, Allow, Retry-After";

function allowedOrigin(request: CoreRequest, cors: ResolvedOptions["cors"]): string | undefined {
  const origin = request.header("origin");
  if (!cors.enabled || origin === undefined) {
    return undefined;
  }
  if (cors.origins === "*") {
    return "*";
  }
  return cors.origins.includes(origin) ? origin : undefined;
}

/** Adds the CORS headers a response to this request needs. */
export function applyCors(request: CoreRequest, response: CoreResponse, cors: ResolvedOptions["cors"]): void {
  const origin = allowedOrigin(request, cors);
  if (origin === undefined) {
    return;
  }
  response.headers["access-control-allow-origin"] = origin;
  response.headers["access-control-expose-headers"] = EXPOSED_HEADERS;
  if (origin !== "*") {
    response.headers.vary = "Origin";
  }
}

/** The answer to an OPTIONS request on a known path. */
export function preflight(request: CoreRequest, allow: string, cors: ResolvedOptions["cors"]): CoreResponse {
  const headers: Record<string, string> = { allow };
  if (allowedOrigin(request, cors) !== undefined) {
    headers["access-control-allow-methods"] = allow;
    headers["access-control-allow-headers"] = ALLOWED_HEADERS;
    headers["access-control-max-age"] = "600";
  }
  return { status: 204, headers };
}
