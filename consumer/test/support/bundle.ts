/**
 * Bundles a module for a browser page with esbuild, as an app's bundler would: platform
 * `browser`, ESM, no Node polyfills. Any import of a Node built-in fails the build, with
 * the importer named, instead of reaching the page as a broken reference.
 */
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { must } from "./must.js";

/** `node:fs` and the bare `fs` alike. */
const NODE_BUILTIN = new RegExp(`^(node:.*|${builtinModules.join("|")})$`);

const refuseNodeBuiltins: Plugin = {
  name: "refuse-node-builtins",
  setup(builder) {
    builder.onResolve({ filter: NODE_BUILTIN }, ({ path, importer }) => ({
      errors: [{ text: `a browser bundle cannot import the Node built-in "${path}" (imported by ${importer})` }],
    }));
  },
};

export interface BrowserBundleOptions {
  /** Export conditions in place of esbuild's `module`, e.g. the toolkit's source condition; `browser`, `import` and `default` always apply. */
  conditions?: string[];
  /** Minified, as an app ships it. */
  minify?: boolean;
  /** Packages left out, as for an app that has them anyway (msw for a mock in the browser). */
  external?: string[];
}

export interface BrowserBundle {
  code: string;
  /** The files bundled, relative to the working directory (the repository root under vitest). */
  inputs: string[];
  /** The bytes each file adds to the bundle, heaviest first. */
  weights: Array<[input: string, bytes: number]>;
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Bundles `entry`, a file or the text of a module that imports from the repository root,
 * in memory; rejects when anything in its graph needs Node.
 */
export async function bundleForBrowser(
  entry: string | { contents: string },
  options: BrowserBundleOptions = {},
): Promise<BrowserBundle> {
  const result = await build({
    ...(typeof entry === "string"
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: ROOT, loader: "ts" as const } }),
    bundle: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
    minify: options.minify ?? false,
    external: options.external ?? [],
    ...(options.conditions && { conditions: options.conditions }),
    plugins: [refuseNodeBuiltins],
  });
  const [output] = Object.values(result.metafile.outputs);
  const weights = Object.entries(must(output, "the bundle's metafile").inputs)
    .map(([input, { bytesInOutput }]): [string, number] => [input, bytesInOutput])
    .sort((left, right) => right[1] - left[1]);
  return {
    code: must(result.outputFiles[0], "the bundle esbuild wrote").text,
    inputs: Object.keys(result.metafile.inputs),
    weights,
  };
}
