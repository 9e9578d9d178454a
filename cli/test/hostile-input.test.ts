// Input that cannot be read safely is a usage error (exit 2) naming it, before anything is
// sent: -F paths that reach a prototype, YAML alias bombs, files that are not regular
// files, files over the size limit, values nested past any job.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { createHarness, sampleJob } from "./support/in-process.js";
import { jobYaml } from "./support/job-files.js";

const { server, client, run } = createHarness();
const POLLUTED = ["include", "output", "x", "polluted"];
afterEach(() => {
  server.reset();
  // Should a guard fail, the next tests must not inherit its pollution.
  for (const name of POLLUTED) {
    delete (Object.prototype as Record<string, unknown>)[name];
  }
});

// Nine aliases of nine aliases, nine levels deep: 9^9 strings once expanded.
const ALIAS_BOMB = `${["a", "b", "c", "d", "e", "f", "g", "h", "i"]
  .map((name, level, names) => {
    const item = level === 0 ? '"lol"' : `*${names[level - 1]}`;
    return `${name}: &${name} [${Array(9).fill(item).join(", ")}]`;
  })
  .join("\n")}\nreferenceId: BOMB\n`;

function folder(): string {
  return mkdtempSync(join(tmpdir(), "jobs-cli-hostile-"));
}

it.each([
  "x.__proto__.include=true",
  "salary.__proto__.output=json",
  "a.constructor.prototype.x=1",
  "locations.0.__proto__.polluted=1",
  "title.prototype=1",
  "constructor=1",
])("refuses -F %s with a usage error naming the path, and pollutes nothing", async (field) => {
  const job = await client.jobs.create(sampleJob());
  const path = field.slice(0, field.indexOf("="));
  const result = await run(["jobs", "update", String(job.id), "-F", field]);
  expect(({} as Record<string, unknown>).include).toBeUndefined();
  expect(({} as Record<string, unknown>).output).toBeUndefined();
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect([result.code, result.stdout]).toEqual([2, ""]);
  expect(result.stderr).toMatch(new RegExp(`^error: bad field name '${path.replaceAll(".", "\\.")}'`));
  expect((await client.jobs.get(job.id)).title).toBe(job.title);
});

it("refuses a YAML alias bomb to jobs create, naming the file", async () => {
  const bomb = join(folder(), "bomb.yaml");
  writeFileSync(bomb, ALIAS_BOMB);
  const result = await run(["jobs", "create", "--input", bomb]);
  expect([result.code, result.stdout]).toEqual([2, ""]);
  expect(result.stderr).toMatch(new RegExp(`^error: ${bomb}: not usable YAML: .*alias`, "i"));
});

it("refuses a YAML alias bomb to jobs sync, naming the file, and sends nothing", async () => {
  const dir = folder();
  const bomb = join(dir, "bomb.yaml");
  writeFileSync(bomb, ALIAS_BOMB);
  const result = await run(["jobs", "sync", dir]);
  expect([result.code, result.stdout]).toEqual([2, ""]);
  expect(result.stderr).toContain(`\n  ${bomb}: not usable YAML: `);
  expect((await client.jobs.list()).paging.total).toBe(0);
});

it("refuses a folder, a FIFO and a symlink to /dev/zero as --input, naming each, without waiting or reading", async () => {
  const dir = folder();
  const fifo = join(dir, "job.fifo.yaml");
  execFileSync("mkfifo", [fifo]);
  const zero = join(dir, "zero.json");
  symlinkSync("/dev/zero", zero);
  const sub = join(dir, "sub.yaml");
  mkdirSync(sub);
  for (const [path, kind] of [
    [sub, "a folder"],
    [fifo, "a pipe (FIFO)"],
    [zero, "a device"],
  ] as const) {
    const result = await run(["jobs", "create", "--input", path]);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      "",
      `error: cannot read ${path}: ${kind}, not a regular file\n`,
    ]);
  }
}, 10_000);

it("refuses a FIFO inside a synced folder, naming it, and sends nothing", async () => {
  const dir = folder();
  writeFileSync(join(dir, "a.yaml"), jobYaml(1));
  const fifo = join(dir, "b.yaml");
  execFileSync("mkfifo", [fifo]);
  const result = await run(["jobs", "sync", dir]);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(`\n  cannot read ${fifo}: a pipe (FIFO), not a regular file\n`);
  expect((await client.jobs.list()).paging.total).toBe(0);
}, 10_000);

it("refuses a file over 32 MiB before reading it, and stdin past 32 MiB", async () => {
  const big = join(folder(), "big.json");
  writeFileSync(big, "");
  // Sparse: the size is there, the bytes are not, so only a read would cost.
  truncateSync(big, 32 * 1024 * 1024 + 1);
  const file = await run(["jobs", "create", "--input", big]);
  expect([file.code, file.stderr]).toEqual([2, `error: cannot read ${big}: larger than 32 MiB (the input limit)\n`]);
  const stdin = await run(["jobs", "create", "--input", "-"], { stdin: " ".repeat(32 * 1024 * 1024 + 1) });
  expect([stdin.code, stdin.stderr]).toEqual([2, "error: cannot read stdin: larger than 32 MiB (the input limit)\n"]);
});

it("refuses input nested deeper than any job, naming the file", async () => {
  const deep = join(folder(), "deep.json");
  writeFileSync(deep, `{"title": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`);
  const result = await run(["jobs", "create", "--input", deep]);
  expect([result.code, result.stderr]).toEqual([2, `error: ${deep}: nested more than 32 levels deep\n`]);
});
