/**
 * The last requests the job API received, so a test can check what its application
 * sent. Kept raw and cheap on the hot path; masked and decoded only when read.
 */
import type { LoggedRequest } from "@jobs-toolkit/spec";
import { nestingDepth } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { formatTimestamp } from "../lib/dates.js";
import type { CoreRequest, CoreResponse } from "./http.js";

const MAX_LOGGED_BODY = 64 * 1024;
/**
 * The deepest body the log writes back as JSON. The answer's writer (JSON.stringify) recurses,
 * and how deep it gets before its stack runs out differs by engine and version (Deno 2.9 from
 * some 5,300 levels); far below that, a body shows the same on every one of them.
 */
const MAX_WRITTEN_DEPTH = 1_000;
const SECRET_HEADERS = new Set(["api-key", "admin-token", "authorization", "proxy-authorization", "cookie"]);
const decoder = new TextDecoder();

/** A logged request, as {@link RequestLog.record} returns it. */
export type LogEntry = object;

interface Entry {
  id: number;
  receivedAt: number;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: Uint8Array;
  status: number;
  employerId: number | null;
  /** The answer's own list, kept as it is: logging copies nothing. */
  reasons: readonly RequirementId[] | undefined;
  /** The answer's body as it was sent (its first 64 KiB), decoded only when read. */
  responseBody: string | Uint8Array | undefined;
}

/** Shows only the last four characters of a secret. */
function maskSecret(value: string): string {
  const visible = value.length > 8 ? value.slice(-4) : "";
  return "*".repeat(Math.max(6, value.length - visible.length)) + visible;
}

/** A body kept for the log: as it is, or its first 64 KiB when longer (a copy, so the rest can go). */
function kept<Body extends string | Uint8Array>(body: Body): Body {
  if (body.length <= MAX_LOGGED_BODY) {
    return body;
  }
  // Copied into an array of its own: a Buffer's slice (the Node adapter's bodies) is a view
  // that would keep every byte of the body alive.
  return (
    typeof body === "string" ? body.slice(0, MAX_LOGGED_BODY) : new Uint8Array(body.subarray(0, MAX_LOGGED_BODY))
  ) as Body;
}

/** The body as JSON when it is JSON no deeper than {@link MAX_WRITTEN_DEPTH}, else as text. */
function readBody(body: Uint8Array | string | undefined): unknown {
  if (body === undefined || body.length === 0) {
    return null;
  }
  const text = typeof body === "string" ? body : decoder.decode(body);
  if (nestingDepth(text) > MAX_WRITTEN_DEPTH) {
    return text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class RequestLog {
  #entries: Entry[] = [];
  readonly #capacity: number;
  #next = 0;
  /** The id of the last request logged; ids keep increasing across clear(), so a reader's cursor stays valid. */
  #lastId = 0;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /**
   * Keeps a request and its answer (status, reasons, body); `employerId` is the employer
   * its API key named, if any. The entry returned lets {@link correct} change its answer later.
   */
  record(
    request: CoreRequest,
    response: Pick<CoreResponse, "status" | "reasons" | "body">,
    receivedAt: number,
    employerId: number | null = null,
  ): LogEntry | undefined {
    if (this.#capacity === 0) {
      return undefined;
    }
    this.#lastId += 1;
    const entry: Entry = {
      id: this.#lastId,
      receivedAt,
      method: request.method,
      path: request.path,
      query: request.query,
      headers: request.headers(),
      body: kept(request.body),
      status: response.status,
      employerId,
      reasons: response.reasons,
      responseBody: request.method === "HEAD" || response.body === undefined ? undefined : kept(response.body),
    };
    if (this.#entries.length < this.#capacity) {
      this.#entries.push(entry);
    } else {
      this.#entries[this.#next] = entry;
    }
    this.#next = (this.#next + 1) % this.#capacity;
    return entry;
  }

  /** Forgets the requests of employers that are gone, so a later employer never sees them as its own. */
  forget(isGone: (employerId: number) => boolean): void {
    const oldestFirst = [...this.#entries.slice(this.#next), ...this.#entries.slice(0, this.#next)];
    const kept = oldestFirst.filter((entry) => entry.employerId === null || !isGone(entry.employerId));
    if (kept.length === oldestFirst.length) {
      return;
    }
    this.#entries = kept;
    this.#next = kept.length % this.#capacity;
  }

  /** Changes a logged request's answer, as when its change could not be saved after all: no requirement decided that. */
  correct(entry: LogEntry, response: Pick<CoreResponse, "status" | "body">): void {
    (entry as Entry).status = response.status;
    (entry as Entry).reasons = undefined;
    (entry as Entry).responseBody = response.body === undefined ? undefined : kept(response.body);
  }

  /**
   * The last `limit` requests (of one employer, when given; logged after the one with id
   * `after`, when given), newest first, with secrets masked.
   */
  list(limit: number, employerId?: number, after = 0): LoggedRequest[] {
    const ordered = [...this.#entries.slice(this.#next), ...this.#entries.slice(0, this.#next)].reverse();
    const kept = ordered.filter(
      (entry) => entry.id > after && (employerId === undefined || entry.employerId === employerId),
    );
    return kept.slice(0, limit).map((entry) => ({
      id: entry.id,
      receivedAt: formatTimestamp(entry.receivedAt),
      method: entry.method,
      path: entry.path,
      query: Object.fromEntries([...new URLSearchParams(entry.query)].reverse()),
      headers: Object.fromEntries(
        Object.entries(entry.headers).map(([name, raw]) => {
          // node:http keeps repeated headers such as set-cookie as arrays.
          const value = Array.isArray(raw) ? raw.join(", ") : String(raw);
          return [name, SECRET_HEADERS.has(name) ? maskSecret(value) : value];
        }),
      ),
      body: readBody(entry.body),
      status: entry.status,
      responseBody: readBody(entry.responseBody),
      employerId: entry.employerId,
      reasons: [...(entry.reasons ?? [])],
    }));
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
  }
}
