// The CLI against a server that answers badly on purpose (scripts/hostile-server.mjs):
// control characters in titles, 200s that are not JSON or not a job, redirects to another
// origin. Every run ends with the documented exit code and an error naming the request,
// nothing raw reaches the terminal, and the API key never reaches another origin.
import { createJobsClient } from "@jobs-toolkit/sdk";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { HOSTILE_TITLES, type HostileServer, startHostileServer } from "../../scripts/hostile-server.mjs";
import { createHarness, type RunOptions, sampleJob } from "./support/in-process.js";

// Any control character but the tab and newline a format uses itself.
const CONTROL_BUT_TAB_AND_NEWLINE = /(?![\t\n])\p{Cc}/u;

let hostile: HostileServer;
const { run: runInProcess } = createHarness();

beforeAll(async () => {
  hostile = await startHostileServer();
});
afterAll(() => hostile.close());
afterEach(() => {
  hostile.behave();
  hostile.reference.reset();
});

/** Runs the CLI against the hostile server over HTTP, the SDK's own fetch, no retries. */
function run(argv: readonly string[], options: RunOptions = {}) {
  return runInProcess(["--retries", "0", "--timeout", "5000", ...argv], {
    ...options,
    env: { JOBS_BASE_URL: hostile.url },
    deps: { createClient: createJobsClient },
  });
}

async function createJob(referenceId?: string): Promise<number> {
  const client = createJobsClient({ baseUrl: hostile.url, apiKey: "demo-key-1" });
  return (await client.jobs.create(sampleJob(referenceId === undefined ? {} : { referenceId }))).id;
}

it("shows control-character titles escaped in jobs list (table and tsv) and jobs get", async () => {
  for (const _title of HOSTILE_TITLES) {
    await createJob();
  }
  const id = await createJob("REQ-1");
  hostile.misbehave({ kind: "control-titles" });
  const table = await run(["jobs", "list", "--page-size", "20"]);
  const tsv = await run(["jobs", "list", "--page-size", "20", "--output", "tsv"]);
  const record = await run(["jobs", "get", String(id)]);
  for (const result of [table, tsv, record]) {
    expect([result.code, result.stderr]).toEqual([0, ""]);
    expect(result.stdout).not.toMatch(CONTROL_BUT_TAB_AND_NEWLINE);
  }
  expect(table.stdout).toContain("\\x1b]0;pwned\\x07Window title");
  expect(table.stdout).toContain("C1 \\u009b31m control");
  expect(table.stdout.split("\n")).toHaveLength(HOSTILE_TITLES.length + 1 + 2);
  expect(tsv.stdout).toContain("\t\\x1b[31mREQ-1\t");
  expect(tsv.stdout.split("\n").every((line) => line === "" || line.split("\t").length === 6)).toBe(true);
  expect(record.stdout).toMatch(/^title {17}\\x1b]0;pwned\\x07Window title$/m);
});

it("keeps control-character titles as JSON escapes in --json, equal to what the server sent", async () => {
  for (const _title of HOSTILE_TITLES) {
    await createJob();
  }
  hostile.misbehave({ kind: "control-titles" });
  const result = await run(["jobs", "list", "--page-size", "20", "--json"]);
  expect(result.code).toBe(0);
  // JSON.stringify escapes C0 itself; DEL and C1 (the CSI \u009b) must not go out raw either.
  expect(result.stdout.replaceAll("\n", "")).not.toMatch(/\p{Cc}/u);
  expect(JSON.parse(result.stdout).map((job: { title: string }) => job.title)).toEqual(HOSTILE_TITLES);
});

it("escapes a hostile referenceId in the message of jobs create", async () => {
  hostile.misbehave({ kind: "control-titles" });
  const result = await run(["jobs", "create", "--input", "-"], {
    stdin: JSON.stringify(sampleJob({ referenceId: "REQ-9" })),
  });
  expect(result.code).toBe(0);
  expect(result.stderr).toMatch(/^created job \d+ \(\\x1b\[31mREQ-9\)\n$/);
  expect(result.stdout).not.toMatch(CONTROL_BUT_TAB_AND_NEWLINE);
});

it.each([
  ["list", ["jobs", "list"], "GET", "/api/v1.1/jobs"],
  ["get", ["jobs", "get", "1"], "GET", "/api/v1.1/jobs/1"],
  ["create", ["jobs", "create", "-F", "title=Nurse"], "POST", "/api/v1.1/jobs"],
  ["update", ["jobs", "update", "1", "-F", "title=Nurse"], "PUT", "/api/v1.1/jobs/1"],
  ["archive", ["jobs", "archive", "1"], "PUT", "/api/v1.1/jobs/1"],
])(
  "jobs %s: a 200 that is not a job is an API error (exit 1) naming the request",
  async (_name, argv, method, path) => {
    await createJob();
    hostile.misbehave({ kind: "not-a-job" });
    const result = await run(argv);
    expect([result.code, result.stdout.split("\n").length]).toEqual([1, argv[1] === "archive" ? 2 : 1]);
    expect(result.stderr).not.toMatch(/undefined|TypeError|Cannot read/);
    expect(result.stderr).toMatch(/error: /);
    // The CLI's own check names the full URL; an SDK that checks first may name the path alone.
    expect(result.stderr).toContain(`${method} `);
    expect(result.stderr).toContain(path);
  },
);

// Needs the SDK's error for a 200 that is not JSON: until then the SDK throws a bare SyntaxError.
it.each([
  ["list", ["jobs", "list"], "/api/v1.1/jobs"],
  ["get", ["jobs", "get", "1"], "/api/v1.1/jobs/1"],
  ["create", ["jobs", "create", "-F", "title=Nurse"], "/api/v1.1/jobs"],
])("jobs %s: a 200 that is not JSON is an API error (exit 1) naming the request", async (_name, argv, path) => {
  hostile.misbehave({ kind: "not-json" });
  const result = await run(argv);
  expect([result.code, result.stdout]).toEqual([1, ""]);
  expect(result.stderr).toMatch(/^error: /);
  expect(result.stderr).toContain(path);
  expect(result.stderr).not.toMatch(/SyntaxError|Unexpected token/);
});

// Needs the SDK's same-origin redirect rule: until then the key follows the redirect.
it.each([
  ["list", 302, ["jobs", "list"]],
  ["get", 307, ["jobs", "get", "1"]],
  ["create", 307, ["jobs", "create", "-F", "title=Nurse"]],
  ["update", 308, ["jobs", "update", "1", "-F", "title=Nurse"]],
] as const)("jobs %s: a %i to another origin never carries the API key there", async (_name, status, argv) => {
  hostile.misbehave({ kind: "redirect", status, to: "elsewhere" });
  const before = hostile.elsewhere.requests.length;
  const result = await run(argv);
  const reached = hostile.elsewhere.requests.slice(before);
  expect(reached.filter((request) => request.headers["api-key"] !== undefined)).toEqual([]);
  // Refused, not followed: an API or connection error, whichever the SDK names it.
  expect([1, 3]).toContain(result.code);
  expect(result.stderr).not.toContain("demo-key-1");
});
