#!/usr/bin/env node
// `node scripts/runtimes.mjs [NAME...]`: the runtimes of the test matrix (scripts/runtimes.json),
// fetched from the npm registry with the machine's npm, checked against the integrity pinned
// beside their version, unpacked into a cache that outlives the clone, and proved to start.
// Prints `NAME PATH-TO-BINARY` per runtime, so a shell can put each on its PATH.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The pinned runtimes, by name: package, version, integrity, binary inside the package, tier. */
export const RUNTIMES = JSON.parse(readFileSync(new URL("runtimes.json", import.meta.url), "utf8"));

/** Where unpacked runtimes are kept between runs: JOBS_RUNTIMES_CACHE, else the user's cache folder. */
function cacheFolder() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return process.env.JOBS_RUNTIMES_CACHE || join(base, "jobs-toolkit", "runtimes");
}

/** The sha512 integrity string (as npm writes it) of a file. */
function integrityOf(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/** Fetches, verifies and unpacks one runtime unless the cache has it; returns its binary's path. */
export function ensureRuntime(name) {
  const runtime = RUNTIMES[name];
  if (!runtime) {
    throw new Error(`no runtime named ${name}; scripts/runtimes.json names ${Object.keys(RUNTIMES).join(", ")}`);
  }
  const cache = cacheFolder();
  const folder = join(cache, `${runtime.package.replace("/", "+")}@${runtime.version}`);
  const binary = join(folder, runtime.binary);
  if (!existsSync(binary)) {
    mkdirSync(cache, { recursive: true });
    const download = mkdtempSync(join(cache, ".download-"));
    try {
      const [packed] = JSON.parse(
        execFileSync(
          "npm",
          ["pack", `${runtime.package}@${runtime.version}`, "--json", "--pack-destination", download],
          {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "inherit"],
            maxBuffer: 64 * 1024 * 1024,
          },
        ),
      );
      const tarball = join(download, packed.filename);
      const integrity = integrityOf(tarball);
      if (integrity !== runtime.integrity) {
        throw new Error(
          `${runtime.package}@${runtime.version} has integrity ${integrity}, not the pinned ${runtime.integrity}`,
        );
      }
      const unpacked = join(download, "package");
      mkdirSync(unpacked);
      execFileSync("tar", ["-xzf", tarball, "-C", unpacked, "--strip-components=1"]);
      // Another run may have unpacked it meanwhile; either copy is the same bytes.
      if (!existsSync(binary)) {
        rmSync(folder, { recursive: true, force: true });
        renameSync(unpacked, folder);
      }
    } finally {
      rmSync(download, { recursive: true, force: true });
    }
  }
  const reported = execFileSync(binary, ["--version"], { encoding: "utf8" });
  if (!reported.includes(runtime.version)) {
    throw new Error(`${binary} reports ${reported.trim()}, not ${runtime.version}`);
  }
  return binary;
}

if (import.meta.filename === process.argv[1]) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(RUNTIMES);
  for (const name of names) {
    process.stdout.write(`${name} ${ensureRuntime(name)}\n`);
  }
}
