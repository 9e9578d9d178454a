/** A JSON request to a running server, as a client would send it, and its parsed answer. */

/** A status and the parsed body (undefined when there was none). */
export interface JsonReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies freely.
  body: any;
}

/** Sends `body` as JSON (when given) with the API key (when given) to `baseUrl` + `path`. */
export async function sendJson(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<JsonReply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(key === undefined ? {} : { "api-key": key }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
