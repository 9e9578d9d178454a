/**
 * Every reproduction passes on a correct target and fails on the faulty one. For eleven
 * faults injected alone into an independent implementation, the vitest file the report
 * prints is saved as a test of a project outside the repository, then run twice: against
 * a correct instance and against a fresh instance of the faulty one. One vitest run over
 * the twenty-two files keeps the cost down.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { CATALOGUE } from "../src/catalogue/index.js";
import { checkConformance } from "../src/index.js";
import { must } from "../src/must.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { FAULTS } from "./support/independent/faults.js";
import { runVitestIn } from "./support/run-vitest.js";
import { serveFetch } from "./support/serve-fetch.js";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));
const SEED = 20_261_128;

/** Faults whose failures assert a status, a field, an id or a list page. */
const CHOSEN = [
  "default-status-active",
  "default-confidential-true",
  "create-answers-200",
  "delete-answers-200",
  "total-plus-one",
  "page-off-by-one",
  "foreign-read",
  // Its counterexample creates a job in a town the run taught the target (given alone), which
  // a fresh instance knows only once the reproduction has taught it too.
  "no-key-accepted",
  "span-accepted",
  "title-max-255",
  "header-without-confidential",
];

/** The project's vitest config: the toolkit's packages resolved from their sources, as an install would from dist. */
const CONFIG = `import { defineConfig } from "vitest/config";
const conditions = ["@jobs-toolkit/source"];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ["*.test.ts"], isolate: false } });
`;

const servers: Array<{ close: () => Promise<void> }> = [];
const project = mkdtempSync(join(tmpdir(), "repro-project-"));

afterAll(async () => {
  rmSync(project, { recursive: true, force: true });
  await Promise.all(servers.map((server) => server.close()));
});

function runVitest(): Promise<{ code: number | null; output: string }> {
  return runVitestIn(project, ["--reporter", "json", "--outputFile", join(project, "results.json")], {
    JOBS_API_KEY: BETA_KEYS[0],
    JOBS_API_KEY_2: BETA_KEYS[1],
  });
}

/**
 * A test file that points the reproduction at one target, then loads it. The files share
 * their worker's modules (the SDK, the spec validator), so each loads its own copy of the
 * reproduction, named by the target.
 */
function pointedAt(url: string, repro: string, target: string): string {
  return `process.env.JOBS_BASE_URL = ${JSON.stringify(url)};\nawait import(${JSON.stringify(`./${repro}?${target}`)});\n`;
}

it("prints reproductions that pass on a correct target and fail on the faulty one", async () => {
  writeFileSync(join(project, "package.json"), '{ "name": "my-backend-tests", "private": true, "type": "module" }\n');
  writeFileSync(join(project, "vitest.config.ts"), CONFIG);
  symlinkSync(NODE_MODULES, join(project, "node_modules"), "dir");
  const correct = await serveFetch((request) => server.fetch(request));
  const server = createBeta();
  servers.push(correct);
  for (const [index, id] of CHOSEN.entries()) {
    const fault = must(
      FAULTS.find((candidate) => candidate.id === id),
      `the fault ${id}`,
    );
    const entry = must(
      CATALOGUE.find((candidate) => candidate.id === fault.requirement),
      fault.requirement,
    );
    const faulty = createBeta({ behaviour: fault.inject });
    const report = await checkConformance({
      fetch: (request) => faulty.fetch(request),
      apiKeys: [...BETA_KEYS],
      profile: "seed",
      seed: SEED,
      numRuns: 5,
      only: entry.check.checkable ? [...entry.check.areas] : [],
    });
    const failure = must(
      // A property's first failure where one names it; else a later one (the run goes on past each break).
      report.properties.find((property) => property.failure?.broken?.id === fault.requirement)?.failure ??
        report.properties
          .flatMap((property) => property.failures ?? [])
          .find((failure) => failure.broken?.id === fault.requirement),
      `a failure of ${fault.requirement} under ${id}`,
    );
    // A fresh instance of the faulty implementation: the reproduction meets other ids than the run did.
    const fresh = createBeta({ behaviour: fault.inject });
    const served = await serveFetch((request) => fresh.fetch(request));
    servers.push(served);
    writeFileSync(join(project, `repro-${index}.ts`), failure.vitest);
    writeFileSync(join(project, `correct-${index}.test.ts`), pointedAt(correct.url, `repro-${index}.ts`, "correct"));
    writeFileSync(join(project, `faulty-${index}.test.ts`), pointedAt(served.url, `repro-${index}.ts`, "faulty"));
  }
  const run = await runVitest();
  const results = JSON.parse(readFileSync(join(project, "results.json"), "utf8")) as {
    testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
  };
  // Each file runs its reproduction's one test: a file without it would fail for another reason.
  const outcome = Object.fromEntries(
    results.testResults.map((file) => [
      file.name.slice(project.length + 1),
      `${file.status}: ${file.assertionResults.map((test) => test.status).join(", ")}`,
    ]),
  );
  const wanted = Object.fromEntries(
    CHOSEN.flatMap((_, index) => [
      [`correct-${index}.test.ts`, "passed: passed"],
      [`faulty-${index}.test.ts`, "failed: failed"],
    ]),
  );
  expect(outcome, run.output).toEqual(wanted);
}, 300_000);
