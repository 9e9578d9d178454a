#!/usr/bin/env node
// `node scripts/measure-first-run.mjs [RUNS] [-- INSTALL ARGS]`: how long a newcomer waits,
// from `npm install` in a clean clone of this repository's committed HEAD to the first answer
// of `npm start`. Each run clones into a fresh temporary folder, runs `npm install` (with
// INSTALL ARGS, e.g. `--timing`), then `npm start` on a free port, asks for `/` until
// something answers, prints the seconds install and start took, and removes the clone.
// npm's cache is whatever the machine has; run it once to warm it before trusting a figure.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = join(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const separator = process.argv.indexOf("--");
const runs = Number(process.argv[2] && process.argv[2] !== "--" ? process.argv[2] : 3);
const installArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const GIVE_UP_MS = 10 * 60 * 1000;

const say = (line) => process.stderr.write(`${line}\n`);
const seconds = (since) => (performance.now() - since) / 1000;

/** Runs a command to its end, its output kept in `log`; rejects unless it exits 0. */
function run(file, args, cwd, log) {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => log.push(chunk));
    child.stderr.on("data", (chunk) => log.push(chunk));
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0 ? done() : fail(new Error(`${file} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Asks `url` until anything answers; rejects if `child` ends first or after GIVE_UP_MS. */
async function firstAnswer(url, child, since) {
  let ended = false;
  child.on("close", () => (ended = true));
  while (!ended && performance.now() - since < GIVE_UP_MS) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(ended ? "npm start ended before answering" : "no answer in time");
}

/** One clean clone, install and start; resolves { install, total } in seconds. */
async function measure(index) {
  const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-first-run-"));
  const clone = join(folder, "clone");
  const log = [];
  try {
    await run("git", ["clone", "--quiet", root, clone], folder, log);
    const port = await freePort();
    const started = performance.now();
    await run(npm, ["install", ...installArgs], clone, log);
    const install = seconds(started);
    // Its own process group, so that stopping it stops the server npm started too.
    const server = spawn(npm, ["start", "--", "--port", String(port)], {
      cwd: clone,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout.on("data", (chunk) => log.push(chunk));
    server.stderr.on("data", (chunk) => log.push(chunk));
    try {
      await firstAnswer(`http://127.0.0.1:${port}/`, server, started);
    } finally {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {}
    }
    const total = seconds(started);
    say(`run ${index}: install ${install.toFixed(1)} s, first answer after ${total.toFixed(1)} s`);
    return { install, total };
  } catch (error) {
    say(Buffer.concat(log).toString());
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

const results = [];
for (let index = 1; index <= runs; index++) {
  results.push(await measure(index));
}
const figures = (key) => results.map((result) => result[key].toFixed(1)).join(", ");
say(`install: ${figures("install")} s; first answer: ${figures("total")} s`);
