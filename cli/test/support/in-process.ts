/**
 * Runs the program in-process against the reference server's core (no socket), with
 * captured streams: the fast way to test most behaviour.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createJobsServer, type JobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient, type JobCreate } from "@jobs-toolkit/sdk";
import type { CliDeps, OutputStream } from "../../src/deps.js";
import { runCli } from "../../src/program.js";

/** The base URL the in-process server answers on. */
const BASE_URL = "http://jobs.test";

/** What one run of the program did. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** How to run: extra env, stdin text, whether stdout/stderr/stdin are terminals, other deps. */
export interface RunOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
  tty?: boolean;
  stdinTTY?: boolean;
  deps?: Partial<CliDeps>;
}

/** A stream that keeps what is written to it. */
export function captureStream(isTTY = false): OutputStream & { text: () => string } {
  let text = "";
  return {
    isTTY,
    columns: 100,
    write(chunk: string) {
      text += chunk;
      return true;
    },
    text: () => text,
  };
}

/** An in-process reference server and a runner of the CLI against it. */
export function createHarness() {
  const server: JobsServer = createJobsServer();
  const configDir = mkdtempSync(join(tmpdir(), "jobs-cli-config-"));
  async function run(argv: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    const stdout = captureStream(options.tty);
    const stderr = captureStream(options.tty);
    const stdin = Object.assign(Readable.from(options.stdin === undefined ? [] : [options.stdin]), {
      isTTY: options.stdinTTY ?? false,
    });
    const code = await runCli(argv, {
      stdout,
      stderr,
      stdin,
      env: { JOBS_BASE_URL: BASE_URL, JOBS_API_KEY: "demo-key-1", ...options.env },
      configDir,
      createClient: (clientOptions) => createJobsClient({ ...clientOptions, fetch: server.fetch }),
      ...options.deps,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: "demo-key-1", fetch: server.fetch });
  return { server, client, run, configDir };
}

/**
 * A job that passes every create rule of the reference server, with `overrides` on top
 * (tests break rules through them on purpose, hence the cast).
 */
export function sampleJob(overrides: Partial<JobCreate> = {}): JobCreate {
  const job = {
    title: "Registered Nurse",
    description: "<p>Night shifts on a <strong>surgical</strong> ward.</p>",
    locations: [{ description: "Toronto, ON" }],
    categories: [{ id: 12 }],
    positionType: { id: 1 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example/apply",
    ...overrides,
  };
  return job as JobCreate;
}
