/** The reference server's entry: create one, independent of any transport. */

import type { JobsServer } from "./edge/jobs-server.js";
import { ReferenceServer } from "./edge/reference-server.js";
import type { JobsServerOptions } from "./options.js";

export type { CommitHook, JobsServer } from "./edge/jobs-server.js";

/**
 * Creates a reference server holding its state in memory.
 *
 * @example
 * const server = createJobsServer({ strict: true });
 * const response = await server.fetch(new Request("http://jobs.test/api/v1.1/jobs", { headers: { "API-Key": "demo-key-1" } }));
 * @see ../../README.md
 */
export function createJobsServer(options: JobsServerOptions = {}): JobsServer {
  return new ReferenceServer(options);
}
