/**
 * The bridge between the two layers: raw calls resolve `{ data, error, response }`;
 * domain methods resolve the data, once it is what the operation promises, or throw the
 * typed error for the response.
 */
import type { Middleware } from "openapi-fetch";
import { UnexpectedResponseError } from "./errors.js";
import { type ProblemHint, toResponseError } from "./problem.js";
import type { Promised } from "./promised.js";
import type { RequestOptions } from "./types.js";

/**
 * Where the reader's middleware leaves the request a response answers: on the response
 * itself rather than in a WeakMap, whose entries, one a call, cost the garbage collector
 * more than a property does.
 */
const SENT = Symbol();

type Answered = Response & { [SENT]?: RequestLine };

// Enough of a body to recognise it in a message (a gateway's page, a stray document).
const EXCERPT_CHARS = 120;

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
  /**
   * Registered first when there is other middleware, so its onResponse runs last and sees
   * the response after every other middleware.
   */
  readonly middleware: Middleware;
  /** Records the request `response` answers, for the transport to tell of the responses it answers with. */
  remember(request: RequestLine, response: Response): void;
  /**
   * The data of a 2xx outcome read as text (`parseAs: "text"`), parsed and checked to be
   * what `promised` says; otherwise throws the JobsApiError subclass for its status (an
   * UnexpectedResponseError for a 2xx that is not), naming the request by `method` and
   * `path` when middleware answered it before fetch; `hint` may add to the error's message.
   */
  read<Data>(
    outcome: RawOutcome<unknown>,
    method: string,
    path: string,
    promised: Promised<Data>,
    hint?: ProblemHint,
  ): Data;
  /** Throws as `read` does for an outcome that is not 2xx; a 2xx body is not looked at. */
  ensureOk(outcome: RawOutcome<unknown>, method: string, path: string): void;
}

/** The start of a body for a message, quoted, with every control character escaped. */
function excerpt(text: string): string {
  const start = text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
  return JSON.stringify(start).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The parsed body of a 2xx, once it is what the operation promises; otherwise throws the
 * error saying how it is not, whose message and details are made only then.
 */
function parseAnswer(text: string, response: Response, request: RequestLine, promised: Promised<unknown>): unknown {
  const unexpected = (answered: string, body: unknown) =>
    new UnexpectedResponseError(`${request.method} ${request.url} answered ${response.status} with ${answered}`, {
      ...request,
      status: response.status,
      headers: response.headers,
      body,
    });
  if (text.trim() === "") {
    throw unexpected(`an empty body where ${promised.what} was expected`, text);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unexpected(`a body that is not JSON where ${promised.what} was expected: ${excerpt(text)}`, text);
  }
  const value = promised.documented ? promised.documented(parsed) : parsed;
  const flaw = promised.flaw(value);
  if (flaw !== undefined) {
    throw unexpected(`JSON that is not ${promised.what} (${flaw}): ${excerpt(text)}`, parsed);
  }
  return value;
}

/**
 * Creates the reader a client uses for all its domain methods.
 *
 * @example
 * const reader = createOutcomeReader("http://127.0.0.1:4010");
 * raw.use(reader.middleware);
 * const outcome = await raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: 7 } }, parseAs: "text" });
 * const job = reader.read(outcome, "GET", "/api/v1.1/jobs/7", JOB);
 */
export function createOutcomeReader(baseUrl: string): OutcomeReader {
  function ensureOk(outcome: RawOutcome<unknown>, method: string, path: string, hint?: ProblemHint): RequestLine {
    const { response } = outcome;
    const request = (response as Answered)[SENT] ?? { method, url: `${baseUrl}${path}` };
    if (!response.ok) {
      throw toResponseError(response, outcome.error, request, hint);
    }
    return request;
  }
  function read<Data>(
    outcome: RawOutcome<unknown>,
    method: string,
    path: string,
    promised: Promised<Data>,
    hint?: ProblemHint,
  ): Data {
    const request = ensureOk(outcome, method, path, hint);
    const text = typeof outcome.data === "string" ? outcome.data : "";
    return parseAnswer(text, outcome.response, request, promised) as Data;
  }
  const remember = (request: RequestLine, response: Response) => {
    (response as Answered)[SENT] = request;
  };
  return {
    middleware: {
      onResponse({ request, response }) {
        remember({ method: request.method, url: request.url }, response);
      },
    },
    remember,
    read,
    ensureOk,
  };
}

/**
 * The fetch options of a domain call: the caller's signal (`null` because RequestInit's
 * signal is `AbortSignal | null`), and the body as text, which `read` parses itself so a
 * body that is not JSON is an UnexpectedResponseError, not a SyntaxError.
 */
export function toRequestInit(options: RequestOptions | undefined): { signal: AbortSignal | null; parseAs: "text" } {
  return { signal: options?.signal ?? null, parseAs: "text" };
}
