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
  const base = options.baseUrl.replace(/\/+$/, "");
  return [http.all(`${base}/*`, ({ request }) => server.fetch(request))];
}
