#!/usr/bin/env node
// `npm test [-- VITEST ARGS]`: the type check, the lint, then the tests, each only if the
// one before passed, as `npm run typecheck && npm run lint && vitest run` would.
//
// The type check and the lint keep one core busy; the run's one pack of the five packages
// (scripts/packed-once.mjs), which the packing tests need, is started first and uses the
// other meanwhile (issue 22), then handed to vitest. With arguments, which may leave the
// packing tests out, vitest's global setup starts the pack only if they run.
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
if (vitestArgs.length === 0) {
  const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-packed-"));
  stopPack = startPack(folder);
  env[PACKED_FOLDER_VARIABLE] = folder;
}
try {
  const steps = [
    [npm, ["run", "typecheck"]],
    [npm, ["run", "lint"]],
    [process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", ...vitestArgs]],
  ];
  for (const [file, args] of steps) {
    const code = await run(file, args, env);
    if (code !== 0 || interrupted) {
      process.exitCode = code || 130;
      break;
    }
  }
} finally {
  await stopPack();
}
