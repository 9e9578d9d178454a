/**
 * A vitest fixture: each test gets an employer of its own on a reference server, an
 * SDK client with its key, the base URL the application should call, and helpers to
 * seed jobs and check what was sent. The employer is removed after the test (or after
 * the file, with `tenantPer: "file"`), and the server (one per test file, unless a
 * running one is named) is closed after the file.
 */

import { createJobsClient, type JobsClient } from "@jobs-toolkit/sdk";
import type { Dialect, EmployerCreate, Job, JobCreate, LoggedRequest } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { test as base, expect } from "vitest";
import { createJobsServer, type JobsServerOptions } from "../index.js";
import { becauseMismatch } from "./because.js";
import { type BuildJobOptions, buildJob } from "./build-job.js";
import type { Recording } from "./contract/recording.js";
import { importMsw } from "./msw-peer.js";
import { expectSent, type RequestMatch, sentRequests } from "./requests.js";
import { type SeedEntry, seedJobs } from "./seed.js";
import { IN_PROCESS_ORIGIN, type JobsTarget, type RemoteServer } from "./target.js";
import { createTenant, removeTenant, type Tenant } from "./tenants.js";

/**
 * Which server the tests use:
 * - `in-process` (default): one per file, reached through its fetch, no socket;
 * - `msw`: the same, with MSW sending the global fetch's requests for `baseUrl` to it,
 *   for application code that calls fetch itself;
 * - `http`: one per file, started on 127.0.0.1 with a free port;
 * - `{ url, adminToken? }`: one already running, shared by every worker.
 */
export type JobsServerChoice = "in-process" | "msw" | "http" | RemoteServer;

export interface JobsFixtureOptions {
  server?: JobsServerChoice;
  /** Options of the servers the fixture creates. */
  serverOptions?: JobsServerOptions;
  /**
   * The dialect of the deployment the application meets, or the path of its file
   * (`JOBS_DIALECT=FILE` does the same): the servers the fixture creates speak it, and
   * `jobs.buildJob` and `jobs.seed` draw their jobs from its reference data.
   * `serverOptions.dialect` wins.
   */
  dialect?: Dialect | string;
  /** Where the application sends requests with `msw` (http://jobs.test by default). */
  baseUrl?: string;
  /** The employer each test gets: name, plan, ttlSeconds. */
  tenant?: Partial<EmployerCreate>;
  /** A new employer for each `test` (default), or one shared by the tests of a `file`. */
  tenantPer?: "test" | "file";
  /**
   * Records a contract into this file: each test's requests and answers, for
   * `jobs-conformance verify-contract`. Off by default; `JOBS_CONTRACT=FILE` turns it on too.
   * Needs a server the fixture creates (not a running one).
   */
  contract?: string;
}

/** What each test receives as `jobs`. */
export interface JobsFixture {
  /** The server, for `seedJobs`, `sentRequests` and the other kit functions. */
  target: JobsTarget;
  /** The origin the application should call; the job API is under `/api/v1.1`. */
  baseUrl: string;
  /** This test's employer; its API key is the only one the test needs. */
  tenant: Tenant;
  /** The SDK, with the employer's key. */
  client: JobsClient;
  /** A fetch that reaches the server: its own in-process, the global one otherwise. */
  fetch: (request: Request) => Promise<Response>;
  /** A valid job as `buildJob` makes it, of the fixture's dialect's reference data when it has one. */
  buildJob(overrides?: Partial<JobCreate>, options?: BuildJobOptions): JobCreate;
  /** Creates jobs for this employer with a chosen publishDate, status and referenceId; an entry without a job gets one of `buildJob`. */
  seed(entries: readonly SeedEntry[]): Promise<Job[]>;
  /** What this employer's key sent, oldest first. */
  requests(): Promise<LoggedRequest[]>;
  /** Checks that exactly `times` (1) requests of this employer matched; the failure lists them all. */
  expectSent(match: RequestMatch, options?: { times?: number }): Promise<LoggedRequest[]>;
}

interface ServerHandle {
  target: JobsTarget;
  baseUrl: string;
  fetch: ((request: Request) => Promise<Response>) | undefined;
  /** The file's contract recording, when one is on. */
  recording?: Recording;
  /** The dialect the server was started from, for `jobs.buildJob` and `jobs.seed`. */
  dialect?: Dialect;
}

/** The dialect option of `buildJob` and `seedJobs` for jobs the fixture's server takes. */
const dialectOf = (handle: ServerHandle): { dialect?: Dialect } => (handle.dialect ? { dialect: handle.dialect } : {});

/**
 * The options of a server the fixture creates: no employer but the tests' own unless
 * `employers` is given, so a test that hard-codes a demo key fails here instead of passing
 * against data it did not make; and every answer naming its reasons, for `toBeBecause`.
 */
const ownServerOptions = (options: JobsFixtureOptions): JobsServerOptions => ({
  employers: [],
  explain: true,
  ...(typeof options.dialect === "object" ? { dialect: options.dialect } : {}),
  ...options.serverOptions,
});

interface BecauseMatchers<R = unknown> {
  /**
   * Checks that an answer was given because of every requirement named: a Response or an
   * SDK error from a server created with `explain: true` (the fixture's are), or a logged
   * request. The ids are those of `@jobs-toolkit/spec/requirements`.
   *
   * @example
   * await expect(jobs.client.jobs.create({ ...job, title: "t".repeat(257) })).rejects.toBeBecause("limits.title.max-256");
   */
  toBeBecause(...ids: RequirementId[]): R;
}

declare module "vitest" {
  // biome-ignore lint/suspicious/noExplicitAny: vitest declares Matchers<T = any>; a merged declaration must match it.
  interface Matchers<T = any> extends BecauseMatchers<T> {}
}

expect.extend({
  toBeBecause(received: unknown, ...ids: RequirementId[]) {
    const mismatch = becauseMismatch(received, ids);
    return {
      pass: mismatch === undefined,
      message: () => mismatch ?? `expected the answer not to be because of ${ids.join(", ")}, but it was`,
    };
  },
});

/**
 * The in-process server has no socket: code that sends to its address with the global
 * fetch gets a DNS error for `jobs.test`, after the SDK's retries. While the file runs,
 * such a failure says what to do instead; every other request and answer is untouched.
 */
function explainInProcessOrigin(): () => void {
  const original = globalThis.fetch;
  const explained: typeof fetch = async (input, init) => {
    try {
      return await original(input, init);
    } catch (error) {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(`${IN_PROCESS_ORIGIN}/`)) {
        throw error;
      }
      throw new TypeError(
        `${url} is the in-process reference server, which has no socket: send with jobs.client or jobs.fetch, ` +
          'or use createJobsTest({ server: "msw" }) for code that calls the global fetch itself',
        { cause: error },
      );
    }
  };
  globalThis.fetch = explained;
  return () => {
    if (globalThis.fetch === explained) {
      globalThis.fetch = original;
    }
  };
}

async function openServer(options: JobsFixtureOptions): Promise<{ handle: ServerHandle; close(): Promise<void> }> {
  const choice = options.server ?? "in-process";
  if (typeof choice === "object") {
    return { handle: { target: choice, baseUrl: choice.url, fetch: choice.fetch }, close: async () => {} };
  }
  if (choice === "http") {
    const { startServer } = await import("../node/start.js");
    const running = await startServer({ ...ownServerOptions(options), port: 0 });
    return { handle: { target: running.server, baseUrl: running.url, fetch: undefined }, close: running.close };
  }
  const server = createJobsServer(ownServerOptions(options));
  if (choice === "in-process") {
    const restoreFetch = explainInProcessOrigin();
    return {
      handle: { target: server, baseUrl: IN_PROCESS_ORIGIN, fetch: server.fetch },
      close: async () => restoreFetch(),
    };
  }
  const baseUrl = options.baseUrl ?? IN_PROCESS_ORIGIN;
  const [{ setupServer }, { createHandlers }] = await Promise.all([importMsw(), import("../msw/handlers.js")]);
  const msw = setupServer(...createHandlers(server, { baseUrl }));
  msw.listen({ onUnhandledRequest: "bypass" });
  return { handle: { target: server, baseUrl, fetch: undefined }, close: async () => msw.close() };
}

/** The fixture's options with the dialect file read into its server options, when one is named. */
async function withDialect(options: JobsFixtureOptions): Promise<JobsFixtureOptions> {
  const file = options.dialect ?? (process.env.JOBS_DIALECT || undefined);
  if (file === undefined || typeof file === "object" || options.serverOptions?.dialect !== undefined) {
    return options;
  }
  // Read as untrusted input: a regular file, size and depth bounded, named in every error.
  const { readDialectFile } = await import("@jobs-toolkit/spec/dialect");
  const dialect = await readDialectFile(file);
  return { ...options, serverOptions: { ...options.serverOptions, dialect } };
}

/** The contract file to record into: the option, else `JOBS_CONTRACT`; undefined when off. */
function contractFileOf(options: JobsFixtureOptions): string | undefined {
  return options.contract ?? (process.env.JOBS_CONTRACT || undefined);
}

/** The server, with its file's recording when a contract is recorded; loaded only then. */
async function openRecordedServer(given: JobsFixtureOptions) {
  const options = await withDialect(given);
  const dialect = ownServerOptions(options).dialect;
  const server = await openServer(options);
  const opened = dialect ? { ...server, handle: { ...server.handle, dialect } } : server;
  const contractFile = contractFileOf(options);
  if (contractFile === undefined) {
    return opened;
  }
  const { target } = opened.handle;
  if (!("respond" in target)) {
    await opened.close();
    throw new Error(
      "Recording a contract needs a server the fixture creates (server: in-process, msw or http), not a running one.",
    );
  }
  const { startRecording } = await import("./contract/recording.js");
  return { ...opened, handle: { ...opened.handle, recording: startRecording(target, contractFile) } };
}

/**
 * A vitest `test` whose tests can ask for `jobs`.
 *
 * @example
 * const test = createJobsTest({ server: "msw" });
 * test("lists nothing at first", async ({ jobs }) => {
 *   expect((await jobs.client.jobs.list()).paging.total).toBe(0);
 * });
 */
export function createJobsTest(options: JobsFixtureOptions = {}) {
  const tenantFixture = async (
    { jobsServer }: { jobsServer: ServerHandle },
    use: (tenant: Tenant) => Promise<void>,
  ): Promise<void> => {
    const tenant = await createTenant(jobsServer.target, options.tenant);
    try {
      await use(tenant);
    } finally {
      await removeTenant(jobsServer.target, tenant);
    }
  };
  return base.extend<{ jobsServer: ServerHandle; jobsTenant: Tenant; jobs: JobsFixture }>({
    jobsServer: [
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this pattern.
      async ({}, use) => {
        const { handle, close } = await openRecordedServer(options);
        try {
          await use(handle);
          await handle.recording?.endFile();
        } finally {
          await close();
        }
      },
      { scope: "file" },
    ],
    jobsTenant: [tenantFixture, { scope: options.tenantPer ?? "test" }],
    jobs: async ({ jobsServer, jobsTenant: tenant, task }, use) => {
      const { target, baseUrl } = jobsServer;
      const client = createJobsClient({
        baseUrl,
        apiKey: tenant.apiKey,
        ...(jobsServer.fetch ? { fetch: jobsServer.fetch } : {}),
      });
      await use({
        target,
        baseUrl,
        tenant,
        client,
        fetch: jobsServer.fetch ?? ((request) => globalThis.fetch(request)),
        buildJob: (overrides, buildOptions) => buildJob(overrides, { ...dialectOf(jobsServer), ...buildOptions }),
        seed: (entries) => seedJobs(target, tenant, entries, dialectOf(jobsServer)),
        requests: () => sentRequests(target, tenant),
        expectSent: async (match, expectOptions) =>
          expectSent(await sentRequests(target, tenant), match, expectOptions),
      });
      jobsServer.recording?.endTest(task, tenant.apiKey);
    },
  });
}
