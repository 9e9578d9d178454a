// The README's examples are the files in examples/; here each block is checked against
// its file, and each script runs against the reference server with the CLI on PATH.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type RunningServer, startServer } from "@jobs-toolkit/mock-server/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BuiltCli, buildCli, runScript } from "./support/subprocess.js";

const PACKAGE_DIR = new URL("..", import.meta.url).pathname;
const README = readFileSync(join(PACKAGE_DIR, "README.md"), "utf8");

/** The code block under each `<!-- example: FILE -->` marker. */
const EMBEDDED = [...README.matchAll(/<!-- example: (\S+) -->\n```\w+\n([\s\S]*?)```/g)].map(([, file, code]) => {
  if (file === undefined || code === undefined) {
    throw new Error("An example marker is not followed by a code block");
  }
  return [file, code] as const;
});

let running: RunningServer;
let cli: BuiltCli;
let cwd: string;
let env: Record<string, string>;

beforeAll(async () => {
  [running, cli] = await Promise.all([startServer({ port: 0 }), buildCli()]);
  cwd = mkdtempSync(join(tmpdir(), "jobs-cli-readme-"));
  cpSync(join(PACKAGE_DIR, "examples"), cwd, { recursive: true });
  // OUT_DIR: the scripts write to a new temporary folder unless told where.
  env = { JOBS_BASE_URL: running.url, JOBS_API_KEY: "demo-key-1", HOME: cwd, OUT_DIR: cwd };
}, 30_000);
afterAll(async () => {
  cli.remove();
  await running.close();
});

it("embeds its examples", () => {
  expect(EMBEDDED.map(([file]) => file)).toEqual([
    "examples/jobs/nurse.yaml",
    "examples/quickstart.sh",
    "examples/nightly-sync.sh",
    "examples/bulk-archive.sh",
    "examples/export-csv.sh",
  ]);
});

it.each(EMBEDDED)("shows %s exactly as the file that runs", (file, code) => {
  expect(code).toBe(readFileSync(join(PACKAGE_DIR, file), "utf8"));
});

it("runs the quickstart: put, update, get, archive, delete", { timeout: 30_000 }, async () => {
  const { code, stdout, stderr } = await runScript(cli, "quickstart.sh", env, cwd);
  expect(code).toBe(0);
  expect(stdout).toContain("1   Full Time\n");
  expect(stderr.split("\n")).toEqual([
    expect.stringMatching(/^created job \d+ \(REQ-2026-001\)$/),
    expect.stringMatching(/^updated job \d+$/),
    expect.stringMatching(/^archived job \d+$/),
    "",
  ]);
  expect(stdout).toMatch(/\ndeleted job ref:REQ-2026-001\n$/);
  expect(JSON.parse(readFileSync(join(cwd, "nurse.json"), "utf8"))).toMatchObject({
    title: "Charge Nurse",
    confidential: true,
  });
  expect(running.server.exportState().jobs).toEqual([]);
});

it("runs the nightly sync: creates the export's jobs, then finds them unchanged", { timeout: 30_000 }, async () => {
  const first = await runScript(cli, "nightly-sync.sh", env, cwd);
  expect([first.code, first.stdout]).toEqual([
    0,
    "nightly sync: 4 created, 0 updated, 0 unchanged, 0 archived, 0 failed\n",
  ]);
  expect(readFileSync(join(cwd, "plan.txt"), "utf8")).toContain("create     REQ-2026-001  jobs/nurse.yaml\n");
  const second = await runScript(cli, "nightly-sync.sh", env, cwd);
  expect(second.stdout).toBe("nightly sync: 0 created, 0 updated, 4 unchanged, 0 archived, 0 failed\n");
});

it("runs the bulk archive of the summer jobs", { timeout: 30_000 }, async () => {
  const { code, stdout } = await runScript(cli, "bulk-archive.sh", env, cwd);
  expect(code).toBe(0);
  const rows = stdout
    .trimEnd()
    .split("\n")
    .map((line) => line.split("\t"));
  expect(rows.map((row) => [row[1], row[2]])).toEqual([
    ["REFERENCE", "STATUS"],
    ["REQ-2026-002", "archived"],
    ["REQ-2026-003", "archived"],
  ]);
});

it("writes to a temporary folder when not given OUT_DIR, never beside the script", { timeout: 30_000 }, async () => {
  const { OUT_DIR: _, ...withoutOutDir } = env;
  const { code, stdout } = await runScript(cli, "export-csv.sh", withoutOutDir, cwd);
  expect(code).toBe(0);
  const written = /to (\S+)\n$/.exec(stdout)?.[1];
  if (written === undefined) {
    throw new Error(`The script did not say where it wrote: ${stdout}`);
  }
  expect(written.startsWith(cwd)).toBe(false);
  expect(existsSync(written)).toBe(true);
  expect(existsSync(join(cwd, "jobs.csv"))).toBe(false);
  expect(dirname(written)).not.toBe(tmpdir());
  rmSync(dirname(written), { recursive: true, force: true });
});

it("runs the CSV export", { timeout: 30_000 }, async () => {
  const { code, stdout } = await runScript(cli, "export-csv.sh", env, cwd);
  expect([code, stdout]).toEqual([0, `exported 4 jobs to ${cwd}/jobs.csv\n`]);
  const csv = readFileSync(join(cwd, "jobs.csv"), "utf8").split("\n");
  expect(csv[0]).toBe('"ID","REFERENCE","STATUS","PUBLISHED","LOCATIONS","TITLE"');
  expect(csv).toContainEqual(
    expect.stringMatching(/^"\d+","REQ-2026-001","active","[\d-]+","Moncton, NB","Registered Nurse, Emergency"$/),
  );
});
