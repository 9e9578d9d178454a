#!/usr/bin/env node
// Runs as each package's prepack ("prepare") and postpack ("restore") script, in the
// package's folder, so a packed or published package carries only what works outside
// this repository:
// - a package whose manifest names a file that is not built (a declaration, an entry, a
//   bin) is not packed at all;
// - the exports lose the `@jobs-toolkit/source` condition, which points at TypeScript
//   sources that are not shipped (the workspace keeps it for its tests), and the
//   manifest loses its development scripts;
// - README links into the repository's docs/ folder are pointed at a copy shipped in the
//   package, so the behaviour document can be read from the installed package.
// `restore` puts package.json and README.md back as they were and removes the copies.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const SOURCE_CONDITION = "@jobs-toolkit/source";
const SAVED = ".prepack";
const REPOSITORY_DOCS = "../docs/";

function withoutSourceCondition(value) {
  if (Array.isArray(value) || value === null || typeof value !== "object") {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, child]) => [key, withoutSourceCondition(child)]),
  );
}

/** Every file the manifest names for a user to load: each export's targets, `main`, `module`, `types` and the bins. */
function namedFiles(manifest) {
  const leaves = (value) =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(leaves)
        : [];
  return [
    ...leaves(withoutSourceCondition(manifest.exports)),
    ...[manifest.main, manifest.module, manifest.types].filter((file) => typeof file === "string"),
    ...leaves(manifest.bin),
  ];
}

/**
 * Refuses to pack a package whose manifest names a file that is not there (`npm install`
 * builds them all; a removed dist/ or `--ignore-scripts` leaves them out): a tarball
 * whose `exports` name declarations it lacks fails a strict project with TS7016.
 */
function checkNamedFiles(manifest) {
  const missing = [...new Set(namedFiles(manifest))].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `${manifest.name}: package.json names files that are not built: ${missing.join(", ")}; ` +
        `build them first (npm run build -w ${manifest.name}), or pack the five packages with npm run release:pack`,
    );
  }
}

function prepare() {
  checkNamedFiles(JSON.parse(readFileSync("package.json", "utf8")));
  if (existsSync(SAVED)) {
    throw new Error(`${SAVED}/ exists: a previous pack did not restore; run "postpack" first`);
  }
  mkdirSync(SAVED);
  copyFileSync("package.json", join(SAVED, "package.json"));
  copyFileSync("README.md", join(SAVED, "README.md"));

  const manifest = JSON.parse(readFileSync("package.json", "utf8"));
  manifest.exports = withoutSourceCondition(manifest.exports);
  // The scripts build, benchmark and pack inside this repository; an installed package
  // runs none of them (npm still runs postpack from the manifest it read before prepack).
  delete manifest.scripts;
  const readme = readFileSync("README.md", "utf8");
  const docs = new Set([...readme.matchAll(/\]\(\.\.\/docs\/([^)#\s]+)/g)].map((match) => match[1]));
  if (docs.size > 0) {
    if (existsSync("docs")) {
      throw new Error("the package has a docs/ folder of its own; the copies would overwrite it");
    }
    writeFileSync(join(SAVED, "copied-docs"), "");
  }
  for (const doc of docs) {
    mkdirSync(dirname(join("docs", doc)), { recursive: true });
    copyFileSync(join(REPOSITORY_DOCS, doc), join("docs", doc));
  }
  if (docs.size > 0) {
    manifest.files = [...new Set([...(manifest.files ?? []), "docs"])];
  }
  writeFileSync("package.json", `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync("README.md", readme.replaceAll(`](${REPOSITORY_DOCS}`, "](docs/"));
}

function restore() {
  if (!existsSync(SAVED)) {
    return;
  }
  renameSync(join(SAVED, "package.json"), "package.json");
  renameSync(join(SAVED, "README.md"), "README.md");
  if (existsSync(join(SAVED, "copied-docs"))) {
    rmSync("docs", { recursive: true, force: true });
  }
  rmSync(SAVED, { recursive: true });
}

const command = process.argv[2];
try {
  if (command === "prepare") {
    prepare();
  } else if (command === "restore") {
    restore();
  } else {
    throw new Error(`usage: pack-manifest.mjs prepare|restore; got ${command}`);
  }
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
