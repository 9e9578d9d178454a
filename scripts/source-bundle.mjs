// Test-only: a program of this repository (a bin, an example, a benchmark) bundled from its
// TypeScript sources with esbuild, for tests that run it as a child process the way a
// user's shell does. A child started through tsx compiles every module it loads, a second
// or two of CPU each time, and the tests start many children; this bundles each entry once
// per test worker, and every child then starts as fast as the built bin.
//
// The bundle behaves as the sources do: sibling packages resolve to their sources (the
// `@jobs-toolkit/source` condition), every other package stays an import of the file the
// sources would load, and `import.meta.url` keeps naming each module's own source file, so
// code that finds files beside itself (the spec's documents, the server's built pages)
// finds the same ones. Bundles go to the temporary folder, which a test run removes as it
// ends (scripts/test-tmpdir.mjs).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = join(import.meta.dirname, "..");
let folder;

/** @type {Map<string, Promise<string>>} */
const bundles = new Map();

const SELF = Symbol("own-location");

/** Each module's own location, written into it where it asks for `import.meta`. */
const ownLocation = {
  name: "own-location",
  setup(build) {
    // Another package is imported from where its importer would find it (the workspaces have
    // versions of their own in nested node_modules), by the absolute path of the file the
    // source would load.
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@jobs-toolkit/") || args.path.startsWith("node:") || args.pluginData === SELF) {
        return undefined;
      }
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: SELF,
      });
      return found.errors.length > 0 ? undefined : { path: found.path, external: true };
    });
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      const url = pathToFileURL(args.path);
      const contents = readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(url.href))
        .replaceAll("import.meta.dirname", JSON.stringify(join(args.path, "..")))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents, loader: extname(args.path).endsWith("ts") ? "ts" : "js" };
    });
  },
};

/** Bundles `entry` (a path, absolute or from the repository root) once per process; resolves to the bundle's path. */
export function sourceBundle(entry) {
  const path = resolve(ROOT, entry);
  let bundle = bundles.get(path);
  if (bundle === undefined) {
    folder ??= mkdtempSync(join(tmpdir(), "jobs-toolkit-source-bundles-"));
    const outfile = join(folder, `${bundles.size}-${basename(path).replace(/\.[cm]?[jt]s$/, "")}.mjs`);
    bundle = build({
      entryPoints: [path],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      conditions: ["@jobs-toolkit/source"],
      plugins: [ownLocation],
      logLevel: "error",
    }).then(() => outfile);
    bundles.set(path, bundle);
  }
  return bundle;
}
