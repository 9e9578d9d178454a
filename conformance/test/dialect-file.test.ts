/**
 * Dialect files that cannot be read safely are a bad command line (exit code 2) naming the
 * file, refused before their text is read or parsed: a symlink to /dev/zero, a FIFO, a
 * directory, a file past the size limit, a file nested past the depth limit; and a
 * `--write-dialect` target that is not a regular file is refused before the run.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InvalidArgumentError } from "commander";
import { afterEach, expect, it } from "vitest";
import { MAX_DIALECT_BYTES, MAX_DIALECT_DEPTH } from "../src/dialect-file.js";
import { createProgram } from "../src/program.js";
import { maxRssKb, PRINT_MAX_RSS, runSource } from "./support/run-source.js";

afterEach(() => {
  process.exitCode = undefined;
});

const directory = mkdtempSync(join(tmpdir(), "dialect-file-"));

function fifo(name: string): string {
  const path = join(directory, name);
  execFileSync("mkfifo", [path]);
  return path;
}

/** The command line, in process; a dry run, so nothing is sent. */
async function run(args: string[]): Promise<string> {
  const out: string[] = [];
  const command = createProgram({ stdout: (text) => out.push(text), stderr: () => {}, isTTY: false });
  command.exitOverride();
  const keys = ["--base-url", "http://127.0.0.1:9", "--api-key", "demo-key-1", "--dry-run"];
  await command.parseAsync(["node", "jobs-conformance", ...keys, ...args]);
  return out.join("");
}

it.each([
  {
    kind: "a symlink to /dev/zero",
    make: () => symlinkSync("/dev/zero", join(directory, "zero.json")),
    name: "zero.json",
    is: "a character device",
  },
  { kind: "a FIFO", make: () => fifo("fifo.json"), name: "fifo.json", is: "a FIFO" },
])(
  "the bin refuses $kind as --dialect, naming it, with exit code 2 and nothing read",
  async ({ make, name, is }) => {
    make();
    const file = join(directory, name);
    const { code, stderr, killed } = await runSource(
      "src/bin.ts",
      ["--base-url", "http://127.0.0.1:9", "--api-key", "demo-key-1", "--profile", "dialect", "--dialect", file],
      {
        // Its peak memory, printed as it exits: a read of /dev/zero would grow without bound.
        node: PRINT_MAX_RSS,
        killAfterMs: 60_000,
      },
    );
    expect(killed).toBe(false);
    expect(code, stderr).toBe(2);
    expect(stderr).toContain(`--dialect ${file} cannot be read: it is ${is}, not a regular file`);
    expect(maxRssKb(stderr)).toBeLessThan(256 * 1024);
  },
  90_000,
);

it("refuses a directory, a file past the size limit and one nested past the depth limit, naming each", async () => {
  const folder = join(directory, "folder.json");
  mkdirSync(folder);
  // Valid JSON, and a valid dialect, once the padding is parsed: only the size refuses it.
  const large = join(directory, "large.json");
  writeFileSync(large, `{}${" ".repeat(MAX_DIALECT_BYTES)}`);
  const deep = join(directory, "deep.json");
  writeFileSync(deep, `${"[".repeat(50_000)}${"]".repeat(50_000)}`);
  const refusals = [
    [folder, "it is a directory, not a regular file"],
    [large, `it is ${MAX_DIALECT_BYTES + 2} bytes; a dialect file is at most ${MAX_DIALECT_BYTES} bytes (1 MiB)`],
    [deep, `it nests deeper than ${MAX_DIALECT_DEPTH} levels`],
  ];
  for (const [file, why] of refusals) {
    const refused = run(["--profile", "dialect", "--dialect", String(file)]);
    await expect(refused).rejects.toThrow(InvalidArgumentError);
    await expect(refused).rejects.toThrow(`--dialect ${file} cannot be read: ${why}`);
  }
});

it("reads a dialect file at the limits: one of 1 MiB, nested as deep as allowed", async () => {
  const file = join(directory, "at-limits.json");
  const nested = `${'{"x":'.repeat(MAX_DIALECT_DEPTH - 2)}{}${"}".repeat(MAX_DIALECT_DEPTH - 2)}`;
  const text = `{"$comment": ${JSON.stringify("[{".repeat(100))}, "x": ${nested}}`;
  writeFileSync(file, text.padEnd(MAX_DIALECT_BYTES, " "));
  // Past the file checks, the schema has its say (it knows no member x).
  await expect(run(["--profile", "dialect", "--dialect", file])).rejects.toThrow(
    /at-limits\.json is not a valid dialect/,
  );
});

it("refuses a --write-dialect target that is not a regular file before the run", async () => {
  const target = fifo("learnt.json");
  await expect(run(["--write-dialect", target])).rejects.toThrow(
    `--write-dialect ${target} cannot be written: it is a FIFO, not a regular file`,
  );
});
