/**
 * What `jobs-cli` loads to start: its build (tsup, as `npm install` builds it) split so that
 * the JSON-schema validator, which checks a dialect file and is most of the code, is loaded
 * only by a run that names a dialect. Measured on the build's own metafile: the bytes of
 * the files the bin imports statically.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

/** The most the bin may load before it runs a command (82.6 KB once the validator left it; 224.4 KB with it). */
const STARTUP_KILOBYTES = 100;

interface Output {
  bytes: number;
  entryPoint?: string;
  inputs: Record<string, unknown>;
  imports: { path: string; kind: string; external?: boolean }[];
}

const CLI = resolve(import.meta.dirname, "..");

/** Builds the CLI as its tsup config does, into a folder of its own; resolves to the metafile's outputs. */
async function build(): Promise<Record<string, Output>> {
  const out = mkdtempSync(join(tmpdir(), "jobs-cli-build-"));
  const tsup = resolve(CLI, "../node_modules/.bin/tsup");
  await promisify(execFile)(tsup, ["--silent", "--no-dts", "--metafile", "--out-dir", out], { cwd: CLI });
  return (JSON.parse(readFileSync(join(out, "metafile-esm.json"), "utf8")) as { outputs: Record<string, Output> })
    .outputs;
}

/** The outputs `entry` loads before it runs: itself and what it imports statically, transitively. */
function loadedAtStart(outputs: Record<string, Output>, entry: string): string[] {
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry);
  const loaded = new Set(start === undefined ? [] : [start]);
  for (const path of loaded) {
    for (const next of outputs[path]?.imports ?? []) {
      if (!next.external && next.kind === "import-statement") {
        loaded.add(next.path);
      }
    }
  }
  return [...loaded];
}

it("starts without the JSON-schema validator, which only a dialect file loads", { timeout: 120_000 }, async () => {
  const outputs = await build();
  const atStart = loadedAtStart(outputs, "src/main.ts");
  expect(atStart).not.toEqual([]);
  const inputs = atStart.flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}));
  expect(inputs.filter((input) => input.includes("@hyperjump/"))).toEqual([]);
  const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
  expect(all.some((input) => input.includes("@hyperjump/json-schema"))).toBe(true);
  const kilobytes = atStart.reduce((sum, path) => sum + (outputs[path]?.bytes ?? 0), 0) / 1024;
  expect(kilobytes, `the bin loads ${kilobytes.toFixed(1)} KB to start`).toBeLessThanOrEqual(STARTUP_KILOBYTES);
});
