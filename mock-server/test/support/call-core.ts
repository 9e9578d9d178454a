/** A JSON request handled in-process by a server's core, as the demo employer's client sends it. */
import { bodyText } from "../../src/core/http/http.js";
import { createCoreRequest, type JobsServer } from "../../src/index.js";
import type { JsonReply } from "./send-json.js";

/** Sends `body` as JSON (when given) with demo-key-1; the status and the parsed body (null when none). */
export function callCore(server: JobsServer, method: string, url: string, body?: unknown): JsonReply {
  const response = server.handle(
    createCoreRequest({
      method,
      url,
      headers: { "api-key": "demo-key-1", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: JSON.parse(bodyText(response) ?? "null") };
}
