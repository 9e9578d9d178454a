/**
 * The size check: bundles the built ESM entry as a browser app would (openapi-fetch
 * included, minified), gzips it, prints the figures and fails above the budget.
 *
 * `npm run size -w sdk` after `npm run build -w sdk`; `npm test` runs it on a fresh build.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The most the bundle may weigh, minified and gzipped (issue 4: under 10 KB). */
export const BUDGET_GZIP_BYTES = 10 * 1024;

/** Bytes of one bundle, minified and then gzipped. */
export interface BundleSize {
  minified: number;
  gzipped: number;
}

/** Sizes of the bundle an app ships (with openapi-fetch) and of the SDK's own code. */
export interface SizeReport {
  withDependencies: BundleSize;
  sdkOnly: BundleSize;
}

async function measure(entry: string, external: string[]): Promise<BundleSize> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external,
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

/** Measures the bundle built from `entry` (the ESM build, `dist/index.js`). */
export async function measureBundle(entry: string): Promise<SizeReport> {
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: run npm run build -w sdk first`);
  }
  return { withDependencies: await measure(entry, []), sdkOnly: await measure(entry, ["openapi-fetch"]) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** The report as two lines for a terminal. */
export function formatSizeReport({ withDependencies, sdkOnly }: SizeReport): string {
  return [
    `sdk bundle with openapi-fetch: ${kb(withDependencies.minified)} minified, ${kb(withDependencies.gzipped)} gzipped (budget ${kb(BUDGET_GZIP_BYTES)})`,
    `sdk code alone: ${kb(sdkOnly.minified)} minified, ${kb(sdkOnly.gzipped)} gzipped`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2] ?? fileURLToPath(new URL("../dist/index.js", import.meta.url));
  const report = await measureBundle(entry);
  console.log(formatSizeReport(report));
  if (report.withDependencies.gzipped >= BUDGET_GZIP_BYTES) {
    console.error(`over budget by ${report.withDependencies.gzipped - BUDGET_GZIP_BYTES + 1} bytes`);
    process.exitCode = 1;
  }
}
