/**
 * Requests the typed client cannot express: malformed JSON, wrong content types,
 * missing or wrong keys, oversized bodies, method overrides, the admin controls.
 */
import type { RecordedExchange, Recorder } from "./recorder.js";
import { RecordingRequest } from "./recorder.js";

/** One hand-built request. */
export interface RawRequest {
  method: string;
  /** Path and query, relative to the base URL. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; objects are not serialized here on purpose. */
  body?: string;
  /** A shell expression rebuilding a large body, for curl lines. */
  bodyRecipe?: string;
}

/** A response with its text, parsed JSON (undefined when not JSON) and the exchange. */
export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  exchange: RecordedExchange;
}

/** Parses JSON text, answering undefined rather than throwing. */
export function parseJson(text: string): unknown {
  if (text === "") {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a hand-built request through the session's recorder. */
export async function sendRaw(recorder: Recorder, baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const built = new RecordingRequest(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  built.bodyRecipe = request.bodyRecipe;
  const response = await recorder.fetch(built);
  const exchange = recorder.exchangeOf(response);
  return {
    status: response.status,
    headers: response.headers,
    text: exchange.responseBody,
    json: parseJson(exchange.responseBody),
    exchange,
  };
}
