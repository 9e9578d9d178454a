/** What every control gets: the engine and the request, and how it reads a JSON body. */

import { readJsonObject } from "../http/body.js";
import type { Engine } from "../http/engine.js";
import type { CoreRequest } from "../http/http.js";

export interface AdminContext {
  engine: Engine;
  request: CoreRequest;
}

/** The request's JSON object body: 415 or 400 when there is none to read (the edge checked its size). */
export function adminBody({ request }: AdminContext): Record<string, unknown> {
  return readJsonObject(request);
}
