// One pack of the five packages per test run, shared by every test that needs the
// tarballs (issue 22): the packing project's global setup starts release-pack.mjs as the
// run begins, in the background (or adopts the one `npm test` started before its type
// check), and `packedTarballs()` waits for it in any test worker.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";

const RELEASE_PACK = join(import.meta.dirname, "release-pack.mjs");
const RESULT = "result.json";
const WAIT_MS = 300_000;

/**
 * Where `npm test` (scripts/test.mjs) started the pack before the type check, for the
 * global setup to adopt rather than start a second one.
 */
export const PACKED_FOLDER_VARIABLE = "JOBS_TOOLKIT_PACKED_FOLDER";

/**
 * Starts release-pack.mjs (or `script`) into `folder`, which it writes its result to when
 * it ends. Returns the function that stops the pack (if still running) and removes the folder.
 */
export function startPack(folder, script = RELEASE_PACK) {
  // A process group of its own, so stopping it stops the tsup and esbuild processes it
  // started too; a signal to release-pack alone left them running.
  const group = process.platform !== "win32";
  const child = spawn(process.execPath, [script, join(folder, "tarballs")], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  let stdout = "";
  let output = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((done) => {
    child.on("close", (code) => {
      writeFileSync(join(folder, `${RESULT}.part`), JSON.stringify({ code, output, paths: stdout.trim().split("\n") }));
      renameSync(join(folder, `${RESULT}.part`), join(folder, RESULT));
      done();
    });
  });
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (group) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // The group has ended already.
        }
      } else {
        child.kill();
      }
    }
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Vitest global setup: the pack `npm test` started, or one of its own, removed when the run ends. */
export default function startPacking(project) {
  const started = process.env[PACKED_FOLDER_VARIABLE];
  if (started) {
    project.provide("packedFolder", started);
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-packed-"));
  project.provide("packedFolder", folder);
  return startPack(folder);
}

/** The tarball of each package by its folder name (`sdk`, `mock-server`...), once the pack is done. */
export async function packedTarballs() {
  const result = join(inject("packedFolder"), RESULT);
  for (const started = Date.now(); !existsSync(result); await sleep(250)) {
    if (Date.now() - started > WAIT_MS) {
      throw new Error(`release-pack.mjs wrote no tarballs within ${WAIT_MS / 1000} s`);
    }
  }
  const { code, output, paths } = JSON.parse(readFileSync(result, "utf8"));
  if (code !== 0) {
    throw new Error(`release-pack.mjs failed with exit code ${code}:\n${output}`);
  }
  return Object.fromEntries(
    paths.map((path) => [basename(path).match(/^jobs-toolkit-(.+)-\d+\.\d+\.\d+\.tgz$/)?.[1], path]),
  );
}
