// The README's examples are the files in examples/ (tsc -b checks them in strict mode);
// here each one runs against the reference server over HTTP and prints what it promises.
import { readFile } from "node:fs/promises";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { embedExamples, readmeExamples } from "../scripts/readme-examples.js";
import { createJobsClient } from "../src/index.js";
import { API_KEY, sampleJob } from "./helpers.js";

const PACKAGE_DIR = new URL("../", import.meta.url);
let running: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterEach(() => {
  running.server.reset();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => running.close());

/** Runs an example module against the started server and returns the lines it logged. */
async function runExample(file: string): Promise<string[]> {
  vi.stubEnv("JOBS_API_URL", running.url);
  vi.stubEnv("JOBS_API_KEY", API_KEY);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await import(new URL(file, PACKAGE_DIR).href);
  return log.mock.calls.flatMap((call) => String(call[0]).split("\n"));
}

it("keeps every ts block of the README equal to its file in examples/ (npm run examples -w sdk)", async () => {
  const readme = await readFile(new URL("README.md", PACKAGE_DIR), "utf8");
  const files = readmeExamples(readme).map((example) => example.file);
  expect(files).toEqual([
    "examples/first-call.ts",
    "examples/quickstart.ts",
    "examples/types.ts",
    "examples/errors.ts",
    "examples/retries.ts",
    "examples/pagination.ts",
    "examples/method-override.ts",
    "examples/raw.ts",
    "examples/testing.ts",
    "examples/tenant.ts",
  ]);
  expect(await embedExamples(readme, PACKAGE_DIR)).toBe(readme);
});

it("runs the tenant example: an employer of its own, empty, removed after", async () => {
  const before = running.server.employers().length;
  expect(await runExample("examples/tenant.ts")).toEqual([expect.stringMatching(/^employer \d+ starts with 0 jobs$/)]);
  expect(running.server.employers()).toHaveLength(before);
});

it("runs the first call example", async () => {
  expect(await runExample("examples/first-call.ts")).toContain("1 Full Time");
});

it("runs the quickstart: create, upsert, every page, archive and delete", async () => {
  const lines = await runExample("examples/quickstart.ts");
  expect(lines).toEqual([
    expect.stringMatching(/^created job \d+ as draft$/),
    expect.stringMatching(/^created job \d+ \(REQ-2026-001\)$/),
    "page 1 of 2: Charge Nurse",
    "page 2 of 2: Registered Nurse",
    "archived both jobs",
    "deleted both jobs",
  ]);
  expect(running.server.exportState().jobs).toEqual([]);
});

it("runs the errors example", async () => {
  expect(await runExample("examples/errors.ts")).toEqual([
    "422 Unprocessable Content: /locations: at most 3 locations; got 4",
    "/locations too_many",
    `GET ${running.url}/api/v1.1/jobs/2147483647: No job with id 2147483647.`,
  ]);
});

it("runs the retries example", async () => {
  expect(await runExample("examples/retries.ts")).toEqual([expect.stringMatching(/^job \d+ is one of 1 drafts$/)]);
});

it("runs the pagination example", async () => {
  const client = createJobsClient({ baseUrl: running.url, apiKey: API_KEY });
  for (let index = 1; index <= 25; index++) {
    await client.jobs.create(sampleJob({ title: `Nurse ${index}`, status: "active" }));
  }
  const lines = await runExample("examples/pagination.ts");
  expect(lines.slice(0, 3)).toEqual(["25 active jobs on 2 pages of 20", "page 1: 20 jobs", "page 2: 5 jobs"]);
  expect(lines.slice(3)).toEqual([
    expect.stringMatching(/^\d+ Nurse 25 \[active\]$/),
    expect.stringMatching(/^\d+ Nurse 24 \[active\]$/),
    expect.stringMatching(/^\d+ Nurse 23 \[active\]$/),
  ]);
});

it("runs the method override example, sending PUT and DELETE as POST", async () => {
  expect(await runExample("examples/method-override.ts")).toEqual([
    expect.stringMatching(/^job \d+ went draft -> archived -> deleted$/),
  ]);
  const wire = running.server.requests(3).map((request) => [request.method, request.headers["x-http-method-override"]]);
  expect(wire).toEqual([
    ["POST", "DELETE"],
    ["POST", "PUT"],
    ["POST", "PUT"],
  ]);
});

it("runs the raw example", async () => {
  expect(await runExample("examples/raw.ts")).toEqual(["404 Not Found: No job with id 1."]);
});

it("runs the testing example in-process", async () => {
  expect(await runExample("examples/testing.ts")).toEqual(["1 Data Analyst in Winnipeg"]);
});
