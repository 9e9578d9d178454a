/**
 * The conformance suite's independent implementations (written from the API's document
 * alone, each with its own envelopes, statuses and reference data) as deployments the CLI
 * is run against in-process: how to start one, its key, the reference data a job file of
 * it names, and the dialect file its integrator would pass.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createJobsClient, type Dialect } from "@jobs-toolkit/sdk";
import { ALPHA_KEYS, createAlpha } from "../../../conformance/test/support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "../../../conformance/test/support/independent/beta.js";
import { createDelta, DELTA_KEYS } from "../../../conformance/test/support/independent/delta.js";
import { createEpsilon, EPSILON_KEYS } from "../../../conformance/test/support/independent/epsilon.js";
import { createGamma, GAMMA_KEYS } from "../../../conformance/test/support/independent/gamma.js";
import { createZeta, ZETA_KEYS } from "../../../conformance/test/support/independent/zeta.js";
import { runCli } from "../../src/program.js";
import { CLOSE_DAY } from "./close-date.js";
import { captureStream, type RunResult } from "./in-process.js";

/** One deployment: how to start it, and what a job of it names. */
export interface Deployment {
  name: string;
  start(): { fetch(request: Request): Promise<Response> };
  apiKey: string;
  /** Its own category and position type ids, and a place it knows, as a job file names them. */
  job: { categories: number[]; positionType: number; location: string };
  /** Its collections as the dialect file names them, where they are not at the documented paths. */
  dialect: Dialect;
  /** Whether its refusals name the field at fault (each in its own notation). */
  namesFields: boolean;
  /** Whether it serves the location collection (beta has no such route). */
  servesLocations: boolean;
}

export const DEPLOYMENTS: readonly Deployment[] = [
  {
    name: "alpha",
    servesLocations: true,
    namesFields: false,
    start: () => createAlpha(),
    apiKey: ALPHA_KEYS[0],
    job: { categories: [100, 102], positionType: 10, location: "Windsor, NS" },
    dialect: { name: "alpha", upsert: { createStatus: 200, createLocation: false } },
  },
  {
    name: "beta",
    servesLocations: false,
    namesFields: false,
    start: () => createBeta(),
    apiKey: BETA_KEYS[0],
    job: { categories: [1, 3], positionType: 2, location: "Halifax, NS" },
    dialect: {
      name: "beta",
      referenceData: {
        categories: { path: "/api/v1.1/categories", envelope: "array", items: [{ id: 1, name: "santé" }] },
      },
    },
  },
  {
    name: "gamma",
    servesLocations: true,
    namesFields: true,
    start: () => createGamma(),
    apiKey: GAMMA_KEYS[0],
    job: { categories: [101, 102], positionType: 201, location: "Calgary, AB" },
    dialect: {
      name: "gamma",
      referenceData: { categories: { path: "/api/v1.1/categories", items: [{ id: 101, name: "Logistics" }] } },
    },
  },
  {
    name: "delta",
    servesLocations: true,
    namesFields: true,
    start: () => createDelta(),
    apiKey: DELTA_KEYS[0],
    job: { categories: [7001], positionType: 31, location: "Halifax, NS" },
    dialect: { name: "delta", upsert: { createStatus: 200, createLocation: false } },
  },
  {
    name: "epsilon",
    servesLocations: true,
    namesFields: true,
    start: () => createEpsilon(),
    apiKey: EPSILON_KEYS[0],
    job: { categories: [500, 510], positionType: 11, location: "Moncton, NB" },
    dialect: { name: "epsilon" },
  },
  {
    name: "zeta",
    servesLocations: true,
    namesFields: true,
    start: () => createZeta(),
    apiKey: ZETA_KEYS[0],
    job: { categories: [9001], positionType: 1, location: "Kelowna, BC" },
    dialect: {
      name: "zeta",
      upsert: { createStatus: 200, createLocation: false },
      referenceData: { categories: { path: "/api/v1.1/categories", items: [{ id: 9001, name: "Mining" }] } },
    },
  },
];

/** A job file's YAML for `deployment`: every field sync compares, in the input's own forms. */
function jobYaml(deployment: Deployment, n: number): string {
  const { categories, positionType, location } = deployment.job;
  return `referenceId: ${deployment.name.toUpperCase()}-${n}
title: Job ${n} at ${deployment.name}
description: <p>Job ${n}.</p>
locations: [{ description: "${location}" }]
categories: [${categories.map((id) => `{ id: ${id} }`).join(", ")}]
positionType: { id: ${positionType} }
closeDate: ${CLOSE_DAY}T17:00:00Z
salary: { amount: 52000.5, type: { id: 1 } }
applicantRoutingType: { id: 2 }
applicationUrl: https://careers.example/${n}
status: active
`;
}

/** A new folder of `count` job files for `deployment`. */
export function jobFolder(deployment: Deployment, count: number): string {
  const dir = mkdtempSync(join(tmpdir(), `jobs-cli-${deployment.name}-`));
  for (let n = 1; n <= count; n++) {
    writeFileSync(join(dir, `job-${n}.yaml`), jobYaml(deployment, n));
  }
  return dir;
}

/** What stands in for a deployment: another server (its fake), its key, and the dialect file to pass. */
export interface StandIn {
  server: { fetch(request: Request): Promise<Response> };
  apiKey: string;
  dialect: Dialect;
}

/** A fresh instance of `deployment` (or what stands in for it), the CLI run against it, and the writes it has been sent. */
export function startDeployment(deployment: Deployment, standIn?: StandIn) {
  const server = standIn?.server ?? deployment.start();
  const apiKey = standIn?.apiKey ?? deployment.apiKey;
  const writes: string[] = [];
  const fetch = (request: Request) => {
    if (request.method !== "GET") {
      writes.push(`${request.method} ${new URL(request.url).pathname}`);
    }
    return server.fetch(request);
  };
  const configDir = mkdtempSync(join(tmpdir(), "jobs-cli-config-"));
  async function run(argv: readonly string[], options: { stdin?: string } = {}): Promise<RunResult> {
    const stdout = captureStream();
    const stderr = captureStream();
    const code = await runCli(argv, {
      stdout,
      stderr,
      stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
      env: { JOBS_BASE_URL: "http://deployment.test", JOBS_API_KEY: apiKey },
      configDir,
      createClient: (clientOptions) => createJobsClient({ ...clientOptions, fetch }),
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }
  /** The path of a file holding the deployment's dialect. */
  const dialectFile = () => {
    const path = join(configDir, `${deployment.name}.dialect.json`);
    writeFileSync(path, JSON.stringify(standIn?.dialect ?? deployment.dialect));
    return path;
  };
  return { run, writes, dialectFile, fetch };
}
