import type { JobsServer, JobsServerOptions } from "@jobs-toolkit/mock-server";

/** Titles a hostile server might send: terminal escapes, C1 controls, bell, backspace, CR. */
export const HOSTILE_TITLES: readonly string[];

/** How the hostile server answers the requests a fault selects. */
export type HostileFault =
  /** A redirect to `elsewhere` (another origin, the default) or to the same origin. */
  | { kind: "redirect"; status?: 301 | 302 | 303 | 307 | 308; to?: "elsewhere" | "same-origin" }
  /** A 200 JSON body that never ends. */
  | { kind: "endless-body" }
  /** A 200 JSON body of `bytes` (1 GiB by default), announced by Content-Length and sent. */
  | { kind: "huge-body"; bytes?: number }
  /** A 200's headers, then nothing, with the connection held open. */
  | { kind: "silence-after-headers" }
  /** A 200 whose body is HTML. */
  | { kind: "not-json" }
  /** A 200 whose body is JSON but not what the operation promises. */
  | { kind: "not-a-job" }
  /** The reference answer with `paging.next` pointing at the request's own URL. */
  | { kind: "self-next" }
  /** The reference answer with every job's title (and referenceId) full of control characters. */
  | { kind: "control-titles" };

export const FAULT_KINDS: readonly HostileFault["kind"][];

/** A request as a server received it. */
export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string | string[] | undefined>;
}

export interface HostileServer {
  /** Its origin, e.g. `http://127.0.0.1:43121`. */
  url: string;
  /** Every request it received. */
  requests: SeenRequest[];
  /** A second origin, on another port, that answers 200 with an empty list to anything. */
  elsewhere: { url: string; requests: SeenRequest[] };
  /** The reference server answering what no fault selects. */
  reference: JobsServer;
  /** Answers the requests `matches` selects (all by default) with `fault` from now on. */
  misbehave(fault: HostileFault, matches?: (method: string, path: string) => boolean): void;
  /** Lets the reference server answer everything again. */
  behave(): void;
  /** Closes both origins and every open connection. */
  close(): Promise<void>;
}

/** Starts a hostile server on 127.0.0.1 with a reference server made with `options.server` behind it. */
export function startHostileServer(options?: { server?: JobsServerOptions }): Promise<HostileServer>;
