#!/usr/bin/env node
// `npm test [-- VITEST ARGS]`: the type check, the lint, then the tests, each only if the
// one before passed, as `npm run typecheck && npm run lint && vitest run` would.
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
const vitestArgs = process.argv.slice(2);

let current;
let interrupted = false;
// Ctrl-C reaches the running step too; a signal sent to this process alone is passed on.
// Either way the step ends, no later one starts, and the pack is stopped and removed.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

/** Runs a command in the repository root with this terminal; resolves its exit code. */
const run = (file, args, env) =>
  new Promise((done) => {
    current = spawn(file, args, { cwd: root, env, stdio: "inherit" });
    current.on("error", () => done(1));
    current.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

let stopPack = async () => {};
const env = { ...process.env };
/** Starts the run's one pack, unless vitest's arguments leave it to the global setup. */
function startTheRunsPack() {
  if (vitestArgs.length === 0) {
    const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-packed-"));
    stopPack = startPack(folder);
    env[PACKED_FOLDER_VARIABLE] = folder;
  }
}
try {
  const steps = [
    [npm, ["run", "typecheck"]],
    [npm, ["run", "lint"], startTheRunsPack],
    [process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", ...vitestArgs]],
  ];
  for (const [file, args, afterwards] of steps) {
    const code = await run(file, args, env);
    if (code !== 0 || interrupted) {
      process.exitCode = code || 130;
      break;
    }
    afterwards?.();
  }
} finally {
  await stopPack();
}
