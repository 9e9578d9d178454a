/**
 * Bundles a module for a browser page with esbuild, as an app's bundler would: platform
 * `browser`, ESM, no Node polyfills. Any import of a Node built-in fails the build, with
 * the importer named, instead of reaching the page as a broken reference.
 */
import { builtinModules } from "node:module";
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
}

export interface BrowserBundle {
  code: string;
  /** The files bundled, relative to the working directory (the repository root under vitest). */
  inputs: string[];
}

/** Bundles `entry` in memory; rejects when anything in its graph needs Node. */
export async function bundleForBrowser(entry: string, options: BrowserBundleOptions = {}): Promise<BrowserBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
    ...(options.conditions && { conditions: options.conditions }),
    plugins: [refuseNodeBuiltins],
  });
  return {
    code: must(result.outputFiles[0], "the bundle esbuild wrote").text,
    inputs: Object.keys(result.metafile.inputs),
  };
}
