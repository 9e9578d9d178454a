/**
 * What a request gets back, as the checks read it, and what a rejection must look like:
 * the words a session and its checks share.
 */
import type { RecordedExchange } from "./http/recorder.js";

/** A response as the checks read it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field against predictions.
  json: any;
  text: string;
  headers: Record<string, string>;
  exchange: RecordedExchange;
}

/** How a rejection must look in the reference profile. */
export interface Rejection {
  status: number;
  /** The `errors[]` entry must locate one of these pointers (or query parameters). */
  pointers?: readonly string[];
  parameters?: readonly string[];
  /** The entry's code, only where the reference level names it. */
  code?: string;
  /** More rules broken in the same body: each group must be located too (all reported at once). */
  also?: ReadonlyArray<readonly string[]>;
}
