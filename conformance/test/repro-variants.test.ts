/**
 * Reproductions hold everywhere: for seven faults injected into the reference server, the
 * vitest file and the replay command a failure prints each pass on a correct server and
 * fail on a fresh instance of the faulty one, whatever host, port and ids those have.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterAll, expect, it } from "vitest";
import { type Area, checkConformance, type FailureReport } from "../src/index.js";
import { must } from "../src/must.js";
import { runVitestIn } from "./support/run-vitest.js";
import { serveFetch } from "./support/serve-fetch.js";
import { variantNamed } from "./support/variants.js";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));
const KEYS = ["demo-key-1", "demo-key-2"];
const SEED = 20_261_206;

/** Each fault, and the area whose failure of it is reproduced. */
const CHOSEN: ReadonlyArray<{ variant: string; area: Area }> = [
  { variant: "location-missing", area: "model" },
  { variant: "list-reversed", area: "query" },
  { variant: "default-status-active", area: "defaults" },
  { variant: "paging-off-by-one", area: "paging" },
  { variant: "tenancy-leak", area: "tenancy" },
  { variant: "close-date-default-30-days", area: "defaults" },
  { variant: "missing-key-403", area: "auth" },
];

const CONFIG = `import { defineConfig } from "vitest/config";
const conditions = ["@jobs-toolkit/source"];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ["*.test.ts"], isolate: false } });
`;

const servers: Array<{ close: () => Promise<void> }> = [];
const project = mkdtempSync(join(tmpdir(), "repro-variants-"));

afterAll(async () => {
  rmSync(project, { recursive: true, force: true });
  await Promise.all(servers.map((server) => server.close()));
});

/** A server on a port of its own, closed after the tests. */
async function served(fetch: (request: Request) => Promise<Response>): Promise<string> {
  const server = await serveFetch(fetch);
  servers.push(server);
  return server.url;
}

/** The first failure of a run against `baseUrl` in `area`. */
async function failureOf(baseUrl: string, area: Area): Promise<FailureReport> {
  const report = await checkConformance({
    baseUrl,
    apiKeys: KEYS,
    profile: "reference",
    seed: SEED,
    numRuns: 10,
    only: [area],
  });
  return must(
    report.properties.find((property) => property.failure)?.failure,
    `a failure in ${area} against ${baseUrl}`,
  );
}

/** Whether the replay of `failure` against `baseUrl` fails, naming the same requirement. */
async function replayFails(failure: FailureReport, baseUrl: string): Promise<boolean> {
  const report = await checkConformance({
    baseUrl,
    apiKeys: KEYS,
    profile: "reference",
    seed: failure.seed,
    path: failure.path,
    only: [failure.area],
  });
  return report.properties.some((property) =>
    (property.failures ?? []).some((found) => found.broken?.id === failure.broken?.id),
  );
}

it("prints vitest files and replay commands that pass on the correct server and fail on the faulty one", async () => {
  writeFileSync(join(project, "package.json"), '{ "name": "my-backend-tests", "private": true, "type": "module" }\n');
  writeFileSync(join(project, "vitest.config.ts"), CONFIG);
  symlinkSync(NODE_MODULES, join(project, "node_modules"), "dir");
  const correct = await served(createJobsServer().fetch);
  const replays: Record<string, string> = {};
  for (const [index, { variant, area }] of CHOSEN.entries()) {
    const failure = await failureOf(await served(variantNamed(variant).create()), area);
    // Fresh instances on other ports: other hosts, other ids than the run met.
    const faulty = await served(variantNamed(variant).create());
    const fixed = await served(createJobsServer().fetch);
    replays[`${variant} replay on the correct server`] = (await replayFails(failure, fixed)) ? "failed" : "passed";
    replays[`${variant} replay on the faulty server`] = (await replayFails(failure, faulty)) ? "failed" : "passed";
    writeFileSync(join(project, `repro-${index}.ts`), failure.vitest);
    const pointed = (url: string, target: string) =>
      `process.env.JOBS_BASE_URL = ${JSON.stringify(url)};\nawait import(${JSON.stringify(`./repro-${index}.ts?${target}`)});\n`;
    writeFileSync(join(project, `correct-${index}.test.ts`), pointed(correct, "correct"));
    writeFileSync(
      join(project, `faulty-${index}.test.ts`),
      pointed(await served(variantNamed(variant).create()), "faulty"),
    );
  }
  expect(replays).toEqual(
    Object.fromEntries(
      CHOSEN.flatMap(({ variant }) => [
        [`${variant} replay on the correct server`, "passed"],
        [`${variant} replay on the faulty server`, "failed"],
      ]),
    ),
  );
  const run = await runVitestIn(project, ["--reporter", "json", "--outputFile", join(project, "results.json")], {
    JOBS_API_KEY: KEYS[0] as string,
    JOBS_API_KEY_2: KEYS[1] as string,
  });
  const results = JSON.parse(readFileSync(join(project, "results.json"), "utf8")) as {
    testResults: Array<{ name: string; status: string }>;
  };
  const outcome = Object.fromEntries(
    results.testResults.map((file) => {
      const name = file.name.slice(project.length + 1);
      const index = Number(name.match(/\d+/)?.[0]);
      return [
        `${CHOSEN[index]?.variant} vitest ${name.startsWith("correct") ? "on the correct" : "on the faulty"} server`,
        file.status,
      ];
    }),
  );
  expect(outcome, run.output).toEqual(
    Object.fromEntries(
      CHOSEN.flatMap(({ variant }) => [
        [`${variant} vitest on the correct server`, "passed"],
        [`${variant} vitest on the faulty server`, "failed"],
      ]),
    ),
  );
}, 600_000);
