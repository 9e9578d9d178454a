/**
 * Keeps every job API exchange a reference server answers, by the API key that sent it,
 * for a contract: it wraps the server's `respond`, which its fetch, its MSW handlers and
 * its Node listener all go through. Only installed while recording, so it costs nothing otherwise.
 */
import { bodyText, type CoreRequest, type CoreResponse, type JobsServer } from "../../index.js";
import type { RawExchange } from "./record.js";

/** The exchanges kept so far. */
export interface ExchangeTap {
  /** The exchanges `apiKey` sent since it was last taken, oldest first; they are forgotten here. */
  take(apiKey: string): RawExchange[];
}

const decoder = new TextDecoder();

function rawExchange(request: CoreRequest, response: CoreResponse): RawExchange {
  return {
    method: request.method,
    path: request.path,
    query: request.query,
    requestHeaders: request.headers(),
    requestBody: decoder.decode(request.body),
    status: response.status,
    responseHeaders: Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    responseBody: bodyText(response) ?? "",
  };
}

/** Starts keeping `server`'s job API exchanges. */
export function tapServer(server: JobsServer): ExchangeTap {
  const byKey = new Map<string, RawExchange[]>();
  const respond = server.respond;
  server.respond = (request) => {
    const key = request.header("api-key");
    const answer = respond(request);
    if (key === undefined || request.path.startsWith("/__admin")) {
      return answer;
    }
    const keep = (response: CoreResponse) => {
      const kept = byKey.get(key) ?? [];
      kept.push(rawExchange(request, response));
      byKey.set(key, kept);
      return response;
    };
    return answer instanceof Promise ? answer.then(keep) : keep(answer);
  };
  return {
    take(apiKey) {
      const kept = byKey.get(apiKey) ?? [];
      byKey.delete(apiKey);
      return kept;
    },
  };
}
