import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJobsClient } from "@jobs-toolkit/sdk";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createHarness, sampleJob } from "./support/in-process.js";
import { jobYaml, makeJobFolder } from "./support/job-files.js";

const { server, client, run } = createHarness();
let writes = 0;
server.onChange(() => writes++);
let dir: string;

beforeEach(() => {
  dir = makeJobFolder(6);
  writes = 0;
});
afterEach(() => {
  server.reset();
  rmSync(dir, { recursive: true, force: true });
});

it("creates every job of a folder, then finds them all unchanged and sends no write", async () => {
  const first = await run(["jobs", "sync", dir]);
  expect(first.code).toBe(0);
  expect(first.stdout.split("\n").at(-2)).toBe("6 created, 0 updated, 0 unchanged, 0 archived, 0 failed");
  expect(first.stdout).toMatch(/^created {4}SYNC-01 {2}job \d+ {2}.*sync-01\.yaml$/m);
  expect(first.stderr).toBe("");
  writes = 0;
  const second = await run(["jobs", "sync", dir]);
  expect(second.stdout).toBe("0 created, 0 updated, 6 unchanged, 0 archived, 0 failed\n");
  expect(writes).toBe(0);
});

it("shows a dry run's field-level diff and prune plan, and sends nothing", async () => {
  await run(["jobs", "sync", dir]);
  await client.jobs.create(sampleJob({ title: "No reference" }));
  const archived = await client.jobs.create(sampleJob({ referenceId: "OLD-ARCHIVED", status: "archived" }));
  const stale = await client.jobs.create(sampleJob({ referenceId: "OLD-1" }));
  writeFileSync(join(dir, "sync-03.yaml"), jobYaml(3, "Job Three"));
  writeFileSync(join(dir, "sync-07.yaml"), jobYaml(7));
  writes = 0;
  const { code, stdout } = await run(["jobs", "sync", dir, "--dry-run", "--prune"]);
  expect(code).toBe(0);
  expect(writes).toBe(0);
  const lines = stdout.split("\n");
  expect(lines.filter((line) => !line.startsWith("      +"))).toEqual([
    expect.stringMatching(/^update {5}SYNC-03 {2}job \d+ {2}.*sync-03\.yaml$/),
    '      ~ title: "Job 3" -> "Job Three"',
    expect.stringMatching(/^create {5}SYNC-07 {2}.*sync-07\.yaml$/),
    `archive    OLD-1  job ${stale.id}  (no file: pruned)`,
    '      ~ status: "draft" -> "archived"',
    "dry run, nothing sent: 1 to create, 1 to update, 5 unchanged, 1 to archive, 0 failed",
    "",
  ]);
  expect(lines).toContain('      + title: "Job 7"');
  const json = JSON.parse((await run(["jobs", "sync", dir, "--dry-run", "--prune", "--json"])).stdout);
  expect(json.summary).toEqual({ created: 1, updated: 1, unchanged: 5, archived: 1, failed: 0 });
  expect(json.results.find((result: { referenceId: string }) => result.referenceId === "SYNC-03").changes).toEqual([
    { field: "title", from: "Job 3", to: "Job Three" },
  ]);
  expect((await client.jobs.get(archived.id)).status).toBe("archived");
});

it("applies a changed file and prune with exactly the expected diff", async () => {
  await run(["jobs", "sync", dir]);
  const untracked = await client.jobs.create(sampleJob({ title: "No reference" }));
  rmSync(join(dir, "sync-more", "sync-06.yaml"));
  writeFileSync(join(dir, "sync-01.yaml"), jobYaml(1, "Job One"));
  const { code, stdout } = await run(["jobs", "sync", dir, "--prune", "--output", "tsv"]);
  expect(code).toBe(0);
  const rows = stdout
    .trimEnd()
    .split("\n")
    .map((line) => line.split("\t").slice(0, 2));
  expect(rows).toEqual([
    ["ACTION", "REFERENCE"],
    ["updated", "SYNC-01"],
    ["unchanged", "SYNC-02"],
    ["unchanged", "SYNC-03"],
    ["unchanged", "SYNC-04"],
    ["unchanged", "SYNC-05"],
    ["archived", "SYNC-06"],
  ]);
  const titles = (await client.jobs.list({ q: "SYNC-01" })).data.map((job) => job.title);
  expect(titles).toEqual(["Job One"]);
  expect((await client.jobs.get(untracked.id)).status).toBe("draft");
  expect((await run(["jobs", "sync", dir, "--prune"])).stdout).toBe(
    "0 created, 0 updated, 5 unchanged, 0 archived, 0 failed\n",
  );
});

it("goes past a job the server rejects and reports it at the end with its file and field errors", async () => {
  writeFileSync(join(dir, "bad.json"), JSON.stringify({ referenceId: "BAD-1", title: "Welder", locations: [] }));
  const { code, stdout, stderr } = await run(["jobs", "sync", dir, "--concurrency", "2"]);
  expect(code).toBe(1);
  expect(stdout.split("\n").at(-2)).toBe("6 created, 0 updated, 0 unchanged, 0 archived, 1 failed");
  expect(stderr).toMatch(/^error: 1 of 7 jobs failed\n {2}.*bad\.json \(BAD-1\): 422 Unprocessable Content/);
  expect(stderr).toContain("\n    /locations: at least 1 location; got 0\n");
});

it("refuses broken files before sending anything: bad syntax, missing or duplicate referenceIds", async () => {
  writeFileSync(join(dir, "broken.yaml"), "title: [unclosed\n");
  writeFileSync(join(dir, "lines.ndjson"), '{"referenceId": "N-1", "title": "x"}\n{"title": "no ref"}\n');
  writeFileSync(join(dir, "twice.json"), JSON.stringify({ referenceId: "SYNC-01" }));
  const { code, stdout, stderr } = await run(["jobs", "sync", dir, "--prune"]);
  expect([code, stdout, writes]).toEqual([2, "", 0]);
  expect(stderr.split("\n")).toEqual([
    "error: 3 problems in the job files; nothing was sent",
    expect.stringMatching(/broken\.yaml: not valid YAML/),
    expect.stringMatching(
      /lines\.ndjson:2: referenceId must be a non-empty string \(sync matches jobs by it\); got none$/,
    ),
    expect.stringMatching(/twice\.json: referenceId SYNC-01 is also in .*sync-01\.yaml$/),
    "",
  ]);
});

it("reads NDJSON from stdin and warns about unknown fields", async () => {
  const lines = ["A", "B"].map((ref) => JSON.stringify({ ...sampleJob(), referenceId: ref, titel: "typo" }));
  const { code, stdout, stderr } = await run(["jobs", "sync", "-", "--json"], { stdin: `${lines.join("\n")}\n` });
  expect(code).toBe(0);
  expect(JSON.parse(stdout).summary.created).toBe(2);
  expect(stderr).toBe(
    "warning: stdin:1: unknown field titel (the server ignores it)\nwarning: stdin:2: unknown field titel (the server ignores it)\n",
  );
});

it("says when there is nothing to sync", async () => {
  const { code, stderr } = await run(["jobs", "sync", join(dir, "sync-more", "none")]);
  expect([code, stderr]).toEqual([2, expect.stringContaining("no such file or folder")]);
});

it("stops at an authentication error with exit 4, sending nothing more", async () => {
  const { code, stderr } = await run(["jobs", "sync", dir], { env: { JOBS_API_KEY: "wrong" } });
  expect(code).toBe(4);
  expect(stderr).toContain("error: 401 Unauthorized");
});

it("draws a progress bar on a terminal's stderr, and clears it", async () => {
  const { stderr, stdout } = await run(["jobs", "sync", dir], { tty: true });
  expect(stderr).toContain("\rsync [########################] 6/6  created 6");
  expect(stderr.endsWith("\r\x1b[K")).toBe(true);
  expect(stdout).not.toContain("\r");
  expect((await run(["jobs", "sync", dir, "--no-progress"], { tty: true })).stderr).toBe("");
});

it("stops when the connection is lost mid-run, exit 3, without pruning", async () => {
  await run(["jobs", "sync", dir]);
  const survivor = await client.jobs.create(sampleJob({ referenceId: "OLD-1" }));
  writeFileSync(join(dir, "sync-01.yaml"), jobYaml(1, "Job One"));
  // Lists answer; every write is refused as if the network went down after the first read.
  const createClient = (options: Parameters<typeof createJobsClient>[0]) =>
    createJobsClient({
      ...options,
      maxRetries: 0,
      fetch: (request) =>
        request.method === "GET" ? server.fetch(request) : Promise.reject(new TypeError("socket hang up")),
    });
  const { code, stderr } = await run(["jobs", "sync", dir, "--prune", "--concurrency", "1"], {
    deps: { createClient },
  });
  expect(code).toBe(3);
  expect(stderr).toContain(
    "(SYNC-01): PUT http://jobs.test/api/v1.1/jobs failed before a response arrived: socket hang up",
  );
  expect(stderr).toContain("error: sync stopped: PUT http://jobs.test/api/v1.1/jobs failed before a response arrived");
  expect((await client.jobs.get(survivor.id)).status).toBe("draft");
});
