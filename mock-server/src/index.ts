/**
 * The Job Posting API reference server, independent of any transport: `createJobsServer`
 * returns one handler usable over Node http (`@jobs-toolkit/mock-server/node`), as MSW
 * handlers (`@jobs-toolkit/mock-server/msw`), or directly with `server.fetch(request)`.
 *
 * @example
 * import { createJobsServer } from "@jobs-toolkit/mock-server";
 * const server = createJobsServer();
 * const response = await server.fetch(new Request("http://jobs.test/api/v1.1/positiontypes", { headers: { "API-Key": "demo-key-1" } }));
 * @see ../README.md
 */

export type { PageSource } from "./core/admin/pages.js";
export type { Clock } from "./core/domain/clock.js";
export type { ChaosOptions } from "./core/http/chaos.js";
export { bodyText, type CoreRequest, type CoreResponse, createCoreRequest } from "./core/http/http.js";
export { ProblemError } from "./core/http/problem.js";
export {
  DEFAULT_BODY_LIMIT,
  DEFAULT_STATE_BODY_LIMIT,
  DEMO_EMPLOYERS,
  type JobsServerOptions,
} from "./core/options.js";
export { type CommitHook, createJobsServer, type JobsServer } from "./core/server.js";
export type { ChangeEvent } from "./core/state/events.js";
