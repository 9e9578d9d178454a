/** The jobs-mock-server command line (docs/behaviour.md#server-options). */
import { parseArgs } from "node:util";
import type { Dialect, EmployerAccount } from "@jobs-toolkit/spec";
import { DialectError, readDialectFile } from "@jobs-toolkit/spec/dialect";
import { InputFileError, readInputFile } from "@jobs-toolkit/spec/input-file";
import { type ChaosOptions, MAX_DELAY_MS } from "../core/http/chaos.js";
import type { StartServerOptions } from "./start.js";

export const USAGE = `Usage: jobs-mock-server [options]

Starts the Job Posting API reference server and prints "listening on http://HOST:PORT",
then, while the /__admin controls are on, where its inspector (/) and API reference
(/docs) are.

Options:
  --host H                where to listen (127.0.0.1); beyond loopback, /__admin
                          is off unless --admin-token is given
  --port N                port to listen on; 0 picks a free one (4010)
  --config FILE           JSON { "employers": [ { "id", "name", "plan", "apiKeys": [...] } ] }
                          (default: demo-key-1 for employer 1, unlimited plan;
                                    demo-key-2 for employer 2, standard plan)
  --empty                 start the demo employers with no jobs (default: a few demo jobs)
  --dialect FILE          answer as the deployment FILE describes (a dialect document, as
                          jobs-conformance --write-dialect writes it); starts with no jobs
  --public-url URL        base of Location, next and previous (http://HOST:PORT)
  --body-limit BYTES      largest request body (1048576)
  --strict                unknown fields are 422 instead of ignored
  --explain               name each answer's reasons (requirement ids) in a Jobs-Reasons header
  --no-admin              turn off the /__admin controls
  --admin-token T         require the Admin-Token header on /__admin (not empty)
  --no-cors               send no CORS headers
  --cors-origin ORIGIN    allow only this origin (repeatable; any origin by default)
  --data FILE             keep the state in FILE across restarts
  --max-jobs N            most jobs one employer may hold (1000000)
  --request-log N         how many job API requests /__admin/requests keeps (200; 0: none)
  --max-connections N     most open connections; more are refused (no limit)
  --latency MS[-MS]       delay every job API response by MS, or a random MS-MS
                          (at most 10000)
  --fail-rate P           answer this share (0 to 1) of job API requests 503
                          (one request: Prefer: scenario=slow|unavailable|rate-limited)
  -h, --help              show this help
`;

/** Thrown for a bad command line; the bin prints it with the usage and exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** Thrown for a file the command line names that is not usable; the bin prints it alone and exits with 2. */
export class InputFileUsageError extends UsageError {
  override name = "InputFileUsageError";
}

function integer(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min) {
    throw new UsageError(`${name} must be an integer of at least ${min}; got '${value}'`);
  }
  return number;
}

async function readJson(file: string, option: string): Promise<unknown> {
  try {
    return JSON.parse(await readInputFile(file));
  } catch (error) {
    if (error instanceof InputFileError) {
      throw new InputFileUsageError(`${option}: ${error.message}`);
    }
    throw new InputFileUsageError(`${option} ${file}: ${(error as Error).message}`);
  }
}

async function readEmployers(file: string): Promise<EmployerAccount[]> {
  const config = await readJson(file, "--config");
  const employers = (config as { employers?: unknown }).employers;
  if (!Array.isArray(employers)) {
    throw new InputFileUsageError(`--config ${file}: expected { "employers": [ ... ] }`);
  }
  return employers as EmployerAccount[];
}

async function readDialect(file: string): Promise<Dialect> {
  try {
    return await readDialectFile(file);
  } catch (error) {
    throw error instanceof DialectError ? new InputFileUsageError(`--dialect: ${error.message}`) : error;
  }
}

/**
 * The options a command line asks for, or `{ help: true }`; the files it names are read
 * as untrusted input (regular files, a size limit) and a dialect checked against its schema.
 */
export async function parseServerArguments(argv: readonly string[]): Promise<StartServerOptions | { help: true }> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    return { help: true };
  }
  const options: StartServerOptions = {};
  if (values.host !== undefined) {
    options.host = values.host;
  }
  const port = integer(values.port, "--port", 0);
  if (port !== undefined) {
    if (port > 65_535) {
      throw new UsageError(`--port must be at most 65535; got ${port}`);
    }
    options.port = port;
  }
  if (values.config !== undefined) {
    options.employers = await readEmployers(values.config);
  }
  if (values.dialect !== undefined) {
    options.dialect = await readDialect(values.dialect);
  }
  // The demo jobs name our own reference data, which a dialect may replace.
  if (values.config === undefined && values.dialect === undefined && !values.empty) {
    options.demoJobs = true;
  }
  if (values["public-url"] !== undefined) {
    if (!URL.canParse(values["public-url"])) {
      throw new UsageError(`--public-url must be an absolute URL; got '${values["public-url"]}'`);
    }
    options.publicUrl = values["public-url"];
  }
  const bodyLimit = integer(values["body-limit"], "--body-limit", 1);
  if (bodyLimit !== undefined) {
    options.bodyLimit = bodyLimit;
  }
  const maxJobs = integer(values["max-jobs"], "--max-jobs", 1);
  if (maxJobs !== undefined) {
    options.maxJobsPerEmployer = maxJobs;
  }
  const requestLog = integer(values["request-log"], "--request-log", 0);
  if (requestLog !== undefined) {
    options.requestLogSize = requestLog;
  }
  if (values.strict) {
    options.strict = true;
  }
  if (values.explain) {
    options.explain = true;
  }
  if (values["no-admin"]) {
    options.admin = false;
  } else if (values["admin-token"] !== undefined) {
    if (values["admin-token"] === "") {
      throw new UsageError("--admin-token must not be empty");
    }
    options.admin = { token: values["admin-token"] };
  }
  if (values["no-cors"]) {
    options.cors = false;
  } else if (values["cors-origin"]) {
    options.cors = { origins: values["cors-origin"] };
  }
  if (values.data !== undefined) {
    options.dataFile = values.data;
  }
  const maxConnections = integer(values["max-connections"], "--max-connections", 1);
  if (maxConnections !== undefined) {
    options.maxConnections = maxConnections;
  }
  const chaos = parseChaos(values.latency, values["fail-rate"]);
  if (chaos) {
    options.chaos = chaos;
  }
  return options;
}

function parseChaos(latency: string | undefined, failRate: string | undefined): ChaosOptions | undefined {
  if (latency === undefined && failRate === undefined) {
    return undefined;
  }
  const chaos: ChaosOptions = {};
  if (latency !== undefined) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(latency);
    if (!match || (match[2] !== undefined && Number(match[2]) < Number(match[1]))) {
      throw new UsageError(`--latency must be MS or MIN-MAX in milliseconds; got '${latency}'`);
    }
    if (Number(match[2] ?? match[1]) > MAX_DELAY_MS) {
      throw new UsageError(`--latency must be at most ${MAX_DELAY_MS} ms; got '${latency}'`);
    }
    chaos.latencyMs = match[2] === undefined ? Number(match[1]) : [Number(match[1]), Number(match[2])];
  }
  if (failRate !== undefined) {
    const rate = Number(failRate);
    if (failRate.trim() === "" || !(rate >= 0 && rate <= 1)) {
      throw new UsageError(`--fail-rate must be a number from 0 to 1; got '${failRate}'`);
    }
    chaos.failRate = rate;
  }
  return chaos;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: "string" },
      port: { type: "string" },
      config: { type: "string" },
      empty: { type: "boolean" },
      dialect: { type: "string" },
      "public-url": { type: "string" },
      "body-limit": { type: "string" },
      strict: { type: "boolean" },
      explain: { type: "boolean" },
      "no-admin": { type: "boolean" },
      "admin-token": { type: "string" },
      "no-cors": { type: "boolean" },
      "cors-origin": { type: "string", multiple: true },
      data: { type: "string" },
      "max-jobs": { type: "string" },
      "request-log": { type: "string" },
      "max-connections": { type: "string" },
      latency: { type: "string" },
      "fail-rate": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
