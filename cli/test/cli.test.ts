// The CLI as users run it: a child process against the reference server over HTTP.
// Kept to the cases that need a real process (streams, exit codes, stdin, the
// 50-file sync of the "done when"); everything else is tested in-process.
import { closeSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { type RunningServer, startServer } from "@jobs-toolkit/mock-server/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobYaml, makeJobFolder } from "./support/job-files.js";
import { type BuiltCli, buildCli, runChild } from "./support/subprocess.js";

let running: RunningServer;
let cli: BuiltCli;
let env: Record<string, string>;

beforeAll(async () => {
  [running, cli] = await Promise.all([startServer({ port: 0 }), buildCli()]);
  env = { JOBS_BASE_URL: running.url, JOBS_API_KEY: "demo-key-1", XDG_CONFIG_HOME: join(cli.binDir, "..") };
}, 30_000);
afterAll(async () => {
  cli.remove();
  await running.close();
});

it("syncs 50 files: 50 created, then 50 unchanged, then exactly the changed file and the pruned one", {
  timeout: 30_000,
}, async () => {
  const dir = makeJobFolder(50);
  let writes = 0;
  running.server.onChange(() => writes++);

  const first = await runChild(cli, ["jobs", "sync", dir], env);
  expect([first.code, first.stderr]).toEqual([0, ""]);
  expect(first.stdout.split("\n").at(-2)).toBe("50 created, 0 updated, 0 unchanged, 0 archived, 0 failed");
  expect(writes).toBe(50);

  const second = await runChild(cli, ["jobs", "sync", dir], env);
  expect([second.code, second.stdout, second.stderr]).toEqual([
    0,
    "0 created, 0 updated, 50 unchanged, 0 archived, 0 failed\n",
    "",
  ]);
  expect(writes).toBe(50);

  writeFileSync(join(dir, "sync-07.yaml"), jobYaml(7, "Job Seven"));
  rmSync(join(dir, "sync-more", "sync-50.yaml"));
  const plan = await runChild(cli, ["jobs", "sync", dir, "--prune", "--dry-run"], env);
  expect(plan.code).toBe(0);
  expect(plan.stdout).toMatch(
    /^update {5}SYNC-07 {2}job \d+ {2}\S+sync-07\.yaml\n {6}~ title: "Job 7" -> "Job Seven"\narchive {4}SYNC-50 {2}job \d+ {2}\(no file: pruned\)\n {6}~ status: "active" -> "archived"\ndry run, nothing sent: 0 to create, 1 to update, 48 unchanged, 1 to archive, 0 failed\n$/,
  );
  expect(writes).toBe(50);

  const applied = await runChild(cli, ["jobs", "sync", dir, "--prune", "--json"], env);
  const report = JSON.parse(applied.stdout);
  expect(report.summary).toEqual({ created: 0, updated: 1, unchanged: 48, archived: 1, failed: 0 });
  expect(report.results.filter((result: { action: string }) => result.action !== "unchanged")).toEqual([
    {
      action: "updated",
      referenceId: "SYNC-07",
      id: expect.any(Number),
      file: expect.stringMatching(/sync-07\.yaml$/),
      changes: [{ field: "title", from: "Job 7", to: "Job Seven" }],
    },
    {
      action: "archived",
      referenceId: "SYNC-50",
      id: expect.any(Number),
      file: null,
      changes: [{ field: "status", from: "active", to: "archived" }],
    },
  ]);
  expect(writes).toBe(52);
  rmSync(dir, { recursive: true });
  running.server.reset();
});

it("reads a JSON job from stdin and a YAML file, results on stdout and messages on stderr", async () => {
  const put = await runChild(
    cli,
    ["jobs", "put", "REQ-1", "--input", "-", "--json"],
    env,
    JSON.stringify({
      title: "Welder",
      description: "<p>MIG.</p>",
      locations: [{ description: "Regina, SK" }],
      categories: [{ id: 6 }],
      positionType: { id: 1 },
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://careers.example/welder",
    }),
  );
  expect(put.code).toBe(0);
  const job = JSON.parse(put.stdout);
  expect(put.stderr).toBe(`created job ${job.id} (REQ-1)\n`);
  const dir = makeJobFolder(1);
  const yaml = await runChild(
    cli,
    ["jobs", "create", "--input", join(dir, "sync-01.yaml"), "-F", "referenceId=REQ-2", "-o", "ndjson"],
    env,
  );
  expect(JSON.parse(yaml.stdout)).toMatchObject({ referenceId: "REQ-2", locations: [{ description: "Moncton, NB" }] });
  const list = await runChild(cli, ["jobs", "list", "--output", "tsv"], env);
  expect(
    list.stdout
      .trimEnd()
      .split("\n")
      .map((line) => line.split("\t")[1]),
  ).toEqual(["REFERENCE", "REQ-2", "REQ-1"]);
  running.server.reset();
});

it("exits 2 for bad files and usage, with nothing on stdout", async () => {
  const dir = makeJobFolder(2);
  writeFileSync(join(dir, "bad.yaml"), "referenceId: [\n");
  const sync = await runChild(cli, ["jobs", "sync", dir], env);
  expect([sync.code, sync.stdout]).toEqual([2, ""]);
  expect(sync.stderr).toMatch(/^error: 1 problem in the job files; nothing was sent\n {2}\S+bad\.yaml: not valid YAML/);
  const missing = await runChild(cli, ["jobs", "create", "--input", join(dir, "nope.json")], env);
  expect([missing.code, missing.stdout, missing.stderr]).toEqual([
    2,
    "",
    `error: cannot read ${join(dir, "nope.json")}: no such file\n`,
  ]);
  const deletion = await runChild(cli, ["jobs", "delete", "1"], env);
  expect([deletion.code, deletion.stdout]).toEqual([2, ""]);
});

it("exits 4 for a bad key and 3 when nothing listens, never printing the key", async () => {
  const bad = await runChild(cli, ["jobs", "list", "--api-key", "not-a-key-of-anyone"], env);
  expect([bad.code, bad.stdout]).toEqual([4, ""]);
  expect(bad.stderr).toMatch(/^error: 401 Unauthorized/);
  expect(bad.stderr).not.toContain("not-a-key-of-anyone");
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const down = await runChild(cli, ["jobs", "list", "--retries", "0"], {
    ...env,
    JOBS_BASE_URL: `http://127.0.0.1:${port}`,
  });
  expect([down.code, down.stdout]).toEqual([3, ""]);
  expect(down.stderr).toContain("ECONNREFUSED");
});

it("exits 1 for an API error, 0 for help", async () => {
  const missing = await runChild(cli, ["jobs", "get", "424242"], env);
  expect([missing.code, missing.stdout, missing.stderr]).toEqual([
    1,
    "",
    "error: 404 Not Found: No job with id 424242.\n",
  ]);
  const help = await runChild(cli, ["jobs", "sync", "--help"], env);
  expect([help.code, help.stderr]).toEqual([0, ""]);
  expect(help.stdout).toContain("--dry-run");
});

it("exits 5 and says so once when its results cannot be written (a full disk)", async () => {
  // /dev/full answers every write with ENOSPC, as a full disk does.
  const full = openSync("/dev/full", "w");
  try {
    const listed = await runChild(cli, ["position-types"], env, undefined, full);
    expect([listed.code, listed.stderr]).toEqual([
      5,
      "jobs-cli: could not write the results to standard output (ENOSPC: no space left on device, write)\n",
    ]);
  } finally {
    closeSync(full);
  }
});

it("runs from the package's bin shim over the build (npm install builds it)", async () => {
  const shim = new URL("../bin/jobs-cli.js", import.meta.url).pathname;
  const { code, stdout } = await runChild({ script: shim }, ["position-types", "--json"], env);
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toContainEqual({ id: 1, name: "Full Time" });
});
