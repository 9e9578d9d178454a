#!/usr/bin/env node
// `npm run release:pack [-- FOLDER]`: builds the five packages and packs them, in
// dependency order, into FOLDER (default `release/`), after checking that they share one
// version and depend on each other at exactly that version. Prints the tarball paths.
//
// Each package is built into a staging copy under the OS temp folder, never over the
// workspace's dist/, which tests running at the same time may be reading. The type
// declarations are the type check's (`tsc -b`, a no-op when it is up to date), which tsup
// only bundles (scripts/declarations.mjs).
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { DECLARING_PROJECTS } from "./declarations.mjs";
import { versionMismatches } from "./versions.mjs";

const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli"];

const root = resolve(import.meta.dirname, "..");
const folder = resolve(process.argv[2] ?? resolve(root, "release"));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const manifests = PACKAGES.map((name) => JSON.parse(readFileSync(resolve(root, name, "package.json"), "utf8")));
const mismatches = versionMismatches(manifests);
if (mismatches.length > 0) {
  process.stderr.write(`release:pack: the packages must share one version:\n  ${mismatches.join("\n  ")}\n`);
  process.exit(1);
}

const run = (file, args, cwd) =>
  new Promise((done, fail) =>
    execFile(file, args, { cwd, encoding: "utf8" }, (error, stdout, stderr) =>
      error ? fail(new Error(`${file} ${args.join(" ")} in ${cwd} failed:\n${stdout}${stderr}`)) : done(stdout),
    ),
  );
/**
 * Source maps name their sources relative to the map; built in the staging folder, they
 * would climb out of it to the repository's absolute place on the build machine. Rewritten
 * as a build in the repository writes them (`../src/...`), the published maps say nothing
 * of where they were built.
 */
function relocateSourceMaps(builtDist, repositoryDist) {
  for (const file of readdirSync(builtDist, { recursive: true })) {
    if (!String(file).endsWith(".map")) {
      continue;
    }
    const path = join(builtDist, String(file));
    const map = JSON.parse(readFileSync(path, "utf8"));
    const from = dirname(path);
    const to = dirname(join(repositoryDist, String(file)));
    map.sources = map.sources.map((source) => relative(to, resolve(from, source)));
    writeFileSync(path, JSON.stringify(map));
  }
}

await run(join(root, "node_modules/.bin/tsc"), ["-b", ...DECLARING_PROJECTS], root);

const stage = mkdtempSync(join(tmpdir(), "jobs-toolkit-release-"));
try {
  // The staging folder mirrors the repository, so each package's prepack finds ../scripts and ../docs.
  cpSync(join(root, "scripts/pack-manifest.mjs"), join(stage, "scripts/pack-manifest.mjs"));
  cpSync(join(root, "docs"), join(stage, "docs"), { recursive: true });
  mkdirSync(folder, { recursive: true });
  // The builds are independent (each reads its siblings' sources), so they run side by side.
  await Promise.all(
    PACKAGES.map((name, index) => {
      const source = join(root, name);
      const target = join(stage, name);
      for (const file of ["package.json", "README.md", ...(manifests[index].files ?? []).filter((f) => f !== "dist")]) {
        cpSync(join(source, file), join(target, file), { recursive: true });
      }
      return run(join(root, "node_modules/.bin/tsup"), ["--silent", "--out-dir", join(target, "dist")], source).then(
        () => relocateSourceMaps(join(target, "dist"), join(source, "dist")),
      );
    }),
  );
  for (const name of PACKAGES) {
    const [packed] = JSON.parse(
      await run(npm, ["pack", "--json", "--silent", "--pack-destination", folder], join(stage, name)),
    );
    process.stdout.write(`${resolve(folder, packed.filename)}\n`);
  }
} finally {
  rmSync(stage, { recursive: true, force: true });
}
