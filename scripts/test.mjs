#!/usr/bin/env node
// `npm test [-- VITEST ARGS]`: the type check, the lint, then the tests, each only if the
// one before passed, as `npm run typecheck && npm run lint && vitest run` would.
// `npm run test:fast` (--fast) is the contributor's loop: the same three steps side by side
// (nothing waits on the pack there), the tests being vitest's fast tier (JOBS_TEST_TIER=fast,
// vitest.config.ts); the type check's and the lint's output follows the tests'.
//
// The run's one pack of the five packages (scripts/packed-once.mjs), which the packing tests
// need, starts once the type check and the lint have passed: it bundles the declarations the
// type check built (issue 33), and two `tsc -b` at once would write the same files; and tsup
// writes a temporary bundle of its config beside it while it builds, which the lint would
// find as an unknown file. It runs beside vitest's first files. With arguments, which may
// leave the packing tests out, vitest's global setup starts the pack only if they run.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PACKED_FOLDER_VARIABLE, startPack } from "./packed-once.mjs";

const root = join(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const fast = process.argv[2] === "--fast";
const vitestArgs = process.argv.slice(fast ? 3 : 2);

const running = new Set();
let interrupted = false;
// Ctrl-C reaches the running steps too; a signal sent to this process alone is passed on.
// Either way the steps end, no later one starts, and the pack is stopped and removed.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) {
      child.kill(signal);
    }
  });
}

/**
 * Runs a command in the repository root with this terminal, or with its output kept
 * (`captured`, which gets it); resolves its exit code.
 */
const run = (file, args, env, captured) =>
  new Promise((done) => {
    const child = spawn(file, args, { cwd: root, env, stdio: captured ? ["ignore", "pipe", "pipe"] : "inherit" });
    running.add(child);
    if (captured) {
      child.stdout.on("data", (chunk) => captured.push(chunk));
      child.stderr.on("data", (chunk) => captured.push(chunk));
    }
    child.on("error", () => done(1));
    child.on("close", (code, signal) => {
      running.delete(child);
      done(code ?? (signal ? 1 : 0));
    });
  });

let stopPack = async () => {};
const env = { ...process.env, ...(fast ? { JOBS_TEST_TIER: "fast" } : {}) };
/** Starts the run's one pack, unless vitest's arguments leave it to the global setup. */
function startTheRunsPack() {
  if (vitestArgs.length === 0) {
    const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-packed-"));
    stopPack = startPack(folder);
    env[PACKED_FOLDER_VARIABLE] = folder;
  }
}
const typecheck = [npm, ["run", "typecheck"]];
const lint = [npm, ["run", "lint"]];
const tests = [process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", ...vitestArgs]];

/** The fast tier: the three steps at once, the checks' output after the tests'; fails if any failed. */
async function runSideBySide() {
  const outputs = [[], []];
  const codes = await Promise.all([
    run(...typecheck, env, outputs[0]),
    run(...lint, env, outputs[1]),
    run(...tests, env),
  ]);
  for (const output of outputs) {
    process.stdout.write(Buffer.concat(output));
  }
  process.exitCode = interrupted ? 130 : (codes.find((code) => code !== 0) ?? 0);
}

/** The whole suite: each step only if the one before passed, the pack once the lint has. */
async function runOneAfterAnother() {
  for (const [file, args, afterwards] of [typecheck, [...lint, startTheRunsPack], tests]) {
    const code = await run(file, args, env);
    if (code !== 0 || interrupted) {
      process.exitCode = code || 130;
      return;
    }
    afterwards?.();
  }
}

try {
  await (fast ? runSideBySide() : runOneAfterAnother());
} finally {
  await stopPack();
}
