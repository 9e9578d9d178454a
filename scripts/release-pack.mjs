#!/usr/bin/env node
// `npm run release:pack [-- FOLDER]`: builds the five packages and packs them, in
// dependency order, into FOLDER (default `release/`), after checking that they share one
// version and depend on each other at exactly that version. Prints the tarball paths.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli"];

const root = resolve(import.meta.dirname, "..");
const folder = resolve(process.argv[2] ?? resolve(root, "release"));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const manifests = PACKAGES.map((name) => JSON.parse(readFileSync(resolve(root, name, "package.json"), "utf8")));
const version = manifests[0].version;
const names = new Set(manifests.map((manifest) => manifest.name));
const mismatches = manifests.flatMap((manifest) => [
  ...(manifest.version === version ? [] : [`${manifest.name} is ${manifest.version}, not ${version}`]),
  ...["dependencies", "devDependencies", "peerDependencies"].flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([name, range]) => names.has(name) && range !== version)
      .map(([name, range]) => `${manifest.name} ${field} ${name}@${range}, not ${version}`),
  ),
]);
if (mismatches.length > 0) {
  process.stderr.write(`release:pack: the packages must share one version:\n  ${mismatches.join("\n  ")}\n`);
  process.exit(1);
}

const run = (args) => execFileSync(npm, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
run(["run", "build", "--silent", ...PACKAGES.flatMap((name) => ["-w", name])]);
mkdirSync(folder, { recursive: true });
for (const name of PACKAGES) {
  const [packed] = JSON.parse(run(["pack", "--json", "--silent", "--pack-destination", folder, "-w", name]));
  process.stdout.write(`${resolve(folder, packed.filename)}\n`);
}
