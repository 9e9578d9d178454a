/** The core over WHATWG Request and Response, for MSW and any fetch runtime. */
import type { CoreRequest, CoreResponse } from "./http.js";

/** Reads a Request into the core's shape; bodies past the limit for its method and path are flagged, not kept. */
export async function toCoreRequest(
  request: Request,
  limitFor: (method: string, path: string) => number,
): Promise<CoreRequest> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const bodyLimit = limitFor(method, url.pathname);
  let body = new Uint8Array();
  let bodyTooLarge = false;
  if (request.body) {
    const declared = Number(request.headers.get("content-length") ?? Number.NaN);
    if (declared > bodyLimit) {
      bodyTooLarge = true;
    } else {
      body = new Uint8Array(await request.arrayBuffer());
      bodyTooLarge = body.length > bodyLimit;
    }
  }
  return {
    method,
    path: url.pathname,
    query: url.search.slice(1),
    header: (name) => request.headers.get(name) ?? undefined,
    headers: () => Object.fromEntries(request.headers),
    body,
    bodyTooLarge,
    origin: url.origin,
  };
}

/**
 * Turns the core's answer to a request of `method` into a WHATWG Response. An answer to
 * HEAD keeps its headers and loses its body, as node:http sends it.
 */
export function toFetchResponse(response: CoreResponse, method: string): Response {
  // A Uint8Array here always sits on an ArrayBuffer, which BodyInit's type cannot see.
  const body = method === "HEAD" ? undefined : (response.body as string | Uint8Array<ArrayBuffer> | undefined);
  return new Response(body ?? null, { status: response.status, headers: response.headers });
}
