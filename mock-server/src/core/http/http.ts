/**
 * The core's whole edge: a plain request in, a plain response out. Adapters build these
 * cheaply from node:http or from a WHATWG Request, so neither is on the hot path here.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";

/** A request as the core sees it. */
export interface CoreRequest {
  /** Upper-case method as received. */
  method: string;
  /** The path, still percent-encoded, without the query. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  /** A header's value by lower-case name. */
  header(name: string): string | undefined;
  /** Every header by lower-case name; only read when a request is logged. */
  headers(): Record<string, string>;
  /** The raw body bytes; empty when there was none. */
  body: Uint8Array;
  /** True when the adapter stopped reading because the body passed the limit. */
  bodyTooLarge?: boolean;
  /** The origin the request reached, e.g. `http://127.0.0.1:4010`: the default public URL. */
  origin: string;
}

/**
 * `request` routed again with another method or path. Its header reads go to the original:
 * an adapter's request may be a class instance, whose methods a spread would drop.
 */
export function rerouted(request: CoreRequest, change: { method?: string; path?: string }): CoreRequest {
  return {
    method: change.method ?? request.method,
    path: change.path ?? request.path,
    query: request.query,
    body: request.body,
    ...(request.bodyTooLarge === undefined ? {} : { bodyTooLarge: request.bodyTooLarge }),
    origin: request.origin,
    header(name) {
      return request.header(name);
    },
    headers() {
      return request.headers();
    },
  };
}

/** A response as the core produces it. */
export interface CoreResponse {
  status: number;
  /**
   * The requirements that decided this answer, as ids of `@jobs-toolkit/spec/requirements`:
   * constant lists or a few ids pushed, never text, so they cost nothing unless read.
   */
  reasons?: readonly RequirementId[] | undefined;
  headers: Record<string, string>;
  /** Serialized body, as text or as UTF-8 bytes; absent for 204 and friends. */
  body?: string | Uint8Array;
  /** Chaos asked for this response to be sent only after this many milliseconds. */
  delayMs?: number;
  /** The class of answer a dialect's template may write this one as. */
  template?: "job" | "page" | "categories" | "positionTypes";
  /**
   * A job answer's times of creation and last write (epoch seconds), or each listed job's
   * in order, which only a template shows: as the server's own `createdAt` and `updatedAt`.
   */
  writeTimes?: WriteTimes | readonly WriteTimes[];
}

/** When a job was created and last written, in epoch seconds. */
export interface WriteTimes {
  readonly createdAt: number;
  readonly writtenAt: number;
}

/** The methods that change nothing: never refused as writes, never held to a write's content type. */
export const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

const JSON_TYPE = "application/json; charset=utf-8";
export const PROBLEM_TYPE = "application/problem+json; charset=utf-8";

/** A JSON response from already serialized text. */
export function jsonText(
  status: number,
  body: string | Uint8Array,
  headers?: Record<string, string>,
  reasons?: readonly RequirementId[],
): CoreResponse {
  return {
    status,
    headers: headers ? { "content-type": JSON_TYPE, ...headers } : { "content-type": JSON_TYPE },
    body,
    reasons,
  };
}

/** A JSON response from a value. */
export function json(
  status: number,
  value: unknown,
  headers?: Record<string, string>,
  reasons?: readonly RequirementId[],
): CoreResponse {
  return jsonText(status, JSON.stringify(value), headers, reasons);
}

/** A response with no body. */
export function empty(
  status: number,
  headers: Record<string, string> = {},
  reasons?: readonly RequirementId[],
): CoreResponse {
  return { status, headers, reasons };
}

const encoder = new TextEncoder();

/** A request from plain values, for tests and in-process callers. */
export function createCoreRequest(init: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}): CoreRequest {
  const headers = Object.fromEntries(
    Object.entries(init.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const body = typeof init.body === "string" ? encoder.encode(init.body) : (init.body ?? new Uint8Array());
  const url = new URL(init.url, "http://127.0.0.1:4010");
  // Own methods, so a caller may spread the request; written as methods, not named arrows,
  // which a transpiler keeping names (tsx, as the bench runs) wraps in a call each.
  return {
    method: init.method.toUpperCase(),
    path: url.pathname,
    query: url.search.slice(1),
    header(name) {
      return headers[name];
    },
    headers() {
      return headers;
    },
    body,
    origin: url.origin,
  };
}

const textDecoder = new TextDecoder();

/** A response body as text, whichever form the core produced it in. */
export function bodyText(response: CoreResponse): string | undefined {
  return typeof response.body === "string" || response.body === undefined
    ? response.body
    : textDecoder.decode(response.body);
}
