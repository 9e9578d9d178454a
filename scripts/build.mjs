#!/usr/bin/env node
// `npm install`'s prepare step: the five packages' JavaScript, which the bins (`npm start`,
// jobs-cli, jobs-conformance) run, built side by side with tsup, saying what it builds
// and how long each took.
//
// Type declarations are left out: nothing in the repository reads them (the type check and
// the tests resolve the packages to their TypeScript sources), and they were most of the
// build's time, minutes on a busy machine. `npm run build` in a package, and
// `npm run release:pack`, which packs what a user installs, bundle them from the type
// check's build (scripts/declarations.mjs).
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli"];
const tsup = join(root, "node_modules/.bin/tsup");

const say = (line) => process.stderr.write(`${line}\n`);

/** Builds one package; resolves to the seconds it took, or rejects with tsup's output. */
function build(name) {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(tsup, ["--silent", "--no-dts"], { cwd: join(root, name), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) {
        done((performance.now() - started) / 1000);
      } else {
        fail(new Error(`${name}: tsup exited with ${code}\n${output}`));
      }
    });
  });
}

const started = performance.now();
say(`Building the JavaScript of ${PACKAGES.join(", ")} (a few seconds; no type declarations, see scripts/build.mjs)`);
try {
  await Promise.all(
    PACKAGES.map(async (name) => {
      const seconds = await build(name);
      say(`  built ${name} in ${seconds.toFixed(1)} s`);
    }),
  );
  say(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  say(error.message);
  process.exitCode = 1;
}
