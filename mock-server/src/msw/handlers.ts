/**
 * The reference server as MSW request handlers: one catch-all handler per base URL
 * hands every request to the same core the Node server uses, so no route is restated.
 */
import { http, type RequestHandler } from "msw";
import type { JobsServer } from "../index.js";

export interface HandlersOptions {
  /** Where the application under test sends its requests, e.g. `http://jobs.test`. */
  baseUrl: string;
}

/**
 * Request handlers for `setupServer` (Node) or `setupWorker` (browser).
 *
 * @example
 * const jobs = createJobsServer();
 * const mswServer = setupServer(...createHandlers(jobs, { baseUrl: "http://jobs.test" }));
 * @see ../../README.md
 */
export function createHandlers(server: JobsServer, options: HandlersOptions): RequestHandler[] {
  const base = options.baseUrl.replace(/\/+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A RegExp with no capturing group: MSW decodes the groups of a path pattern, and would
  // throw (answering 500) on a malformed percent-escape the core answers 400 to.
  return [http.all(new RegExp(`^${base}(?:/|$)`), ({ request }) => server.fetch(request))];
}
