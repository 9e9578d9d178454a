#!/usr/bin/env node
// `npm install`'s prepare step: the five packages built side by side with tsup, saying
// what it builds and how long each step took. First the JavaScript, which the bins
// (`npm start`, jobs-cli, jobs-conformance) run; then the type declarations, which the
// packages' `exports` name: a program type-checked against the built packages reads
// them, and a pack refuses a package without them (scripts/pack-manifest.mjs).
//
// The declarations come from the type check's own build (`tsc -b`, started beside the
// JavaScript), which tsup only bundles per entry point (scripts/declarations.mjs):
// generating them again from the sources, one TypeScript program per package, took
// minutes on a busy machine.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { DECLARING_PROJECTS } from "./declarations.mjs";

const root = join(import.meta.dirname, "..");
const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli"];
const bin = (name) => join(root, "node_modules/.bin", name);

const say = (line) => process.stderr.write(`${line}\n`);

/** Runs a command in `cwd`; resolves to the seconds it took, or rejects with its output. */
function run(what, file, args, cwd) {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(file, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) {
        done((performance.now() - started) / 1000);
      } else {
        fail(new Error(`${what}: ${file} exited with ${code}\n${output}`));
      }
    });
  });
}

const timed = async (what, work) => say(`  ${what} in ${(await work).toFixed(1)} s`);

const started = performance.now();
say(`Building ${PACKAGES.join(", ")}: JavaScript, then type declarations (see scripts/build.mjs)`);
try {
  const declared = timed("type-checked", run("tsc -b", bin("tsc"), ["-b", ...DECLARING_PROJECTS], root));
  await Promise.all(
    PACKAGES.map((name) =>
      timed(`built ${name}'s JavaScript`, run(name, bin("tsup"), ["--silent", "--no-dts"], join(root, name))),
    ),
  );
  await declared;
  await Promise.all(
    PACKAGES.map((name) =>
      timed(`built ${name}'s declarations`, run(name, bin("tsup"), ["--silent", "--dts-only"], join(root, name))),
    ),
  );
  say(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  say(error.message);
  process.exitCode = 1;
}
