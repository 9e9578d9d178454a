/**
 * The bridge between the two layers: raw calls resolve `{ data, error, response }`;
 * domain methods resolve the data or throw the typed error for the response.
 */
import type { Middleware } from "openapi-fetch";
import { toResponseError } from "./problem.js";
import type { RequestOptions } from "./types.js";

/** What openapi-fetch resolves, seen from the side that only needs the data. */
interface RawOutcome<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

interface RequestLine {
  method: string;
  url: string;
}

/** Finds the request each response answers, so errors can name it. */
export interface OutcomeReader {
  /** Registered first, so its onResponse runs last and sees the response after every other middleware. */
  readonly middleware: Middleware;
  /**
   * The data of a 2xx outcome; otherwise throws the JobsApiError subclass for its status,
   * naming the request by `method` and `path` when middleware answered it before fetch.
   */
  read<Data>(outcome: RawOutcome<Data>, method: string, path: string): Data;
}

/**
 * Creates the reader a client uses for all its domain methods.
 *
 * @example
 * const reader = createOutcomeReader("http://127.0.0.1:4010");
 * raw.use(reader.middleware);
 * const job = reader.read(await raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: 7 } } }), "GET", "/api/v1.1/jobs/7");
 */
export function createOutcomeReader(baseUrl: string): OutcomeReader {
  // Weak, so responses the caller drops are not kept alive by the client.
  const requests = new WeakMap<Response, RequestLine>();
  function read<Data>(outcome: RawOutcome<Data>, method: string, path: string): Data {
    const { response } = outcome;
    if (!response.ok) {
      const request = requests.get(response) ?? { method, url: `${baseUrl}${path}` };
      throw toResponseError(response, outcome.error, request);
    }
    return outcome.data as Data;
  }
  return {
    middleware: {
      onResponse({ request, response }) {
        requests.set(response, { method: request.method, url: request.url });
      },
    },
    read,
  };
}

/** The RequestInit part of a domain method's options; `null` because RequestInit's signal is `AbortSignal | null`. */
export function toRequestInit(options: RequestOptions | undefined): { signal: AbortSignal | null } {
  return { signal: options?.signal ?? null };
}
