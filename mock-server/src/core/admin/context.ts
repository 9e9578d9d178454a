/** What every control gets: the engine and the request, and how it reads a JSON body. */
import type { Engine } from "../domain/engine.js";
import { readJsonObject } from "../http/body.js";
import type { CoreRequest } from "../http/http.js";

export interface AdminContext {
  engine: Engine;
  request: CoreRequest;
}

/** The request's JSON object body: 413, 415 or 400 when there is none to read. */
export function adminBody({ engine, request }: AdminContext): Record<string, unknown> {
  return readJsonObject(request, engine.options.bodyLimit)!;
}
