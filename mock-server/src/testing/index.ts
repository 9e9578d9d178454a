/**
 * The test kit for applications that use the Job Posting API: an employer of their own
 * per test (tenants), valid jobs from the server's reference data (`buildJob`), jobs
 * seeded with a chosen publishDate and status (`seedJobs`), and checks over what the
 * application sent (`sentRequests`, `expectSent`). Everything goes through the
 * documented controls, against a server in this process or a running one.
 *
 * Fixtures for vitest are in `@jobs-toolkit/mock-server/testing/vitest`, and page
 * routing for Playwright in `@jobs-toolkit/mock-server/testing/playwright`.
 *
 * @example
 * import { buildJob, createTenant, seedJobs } from "@jobs-toolkit/mock-server/testing";
 * const tenant = await createTenant(server);
 * await seedJobs(server, tenant, [{ job: buildJob({}, { seed: 1 }), status: "active" }]);
 * @see ../../README.md
 */
export {
  type BuildJobOptions,
  buildJob,
  JOB_LIMITS,
  JOB_VARIANTS,
  type JobLimits,
  type JobRouting,
  type JobSalary,
} from "./build-job.js";
export {
  expectSent,
  findRequests,
  RequestExpectationError,
  type RequestMatch,
  sentRequests,
} from "./requests.js";
export { type SeedEntry, seedJobs } from "./seed.js";
export { connection, IN_PROCESS_ORIGIN, type JobsTarget, type RemoteServer } from "./target.js";
export { createTenant, removeTenant, resetTenant, type Tenant } from "./tenants.js";
