/**
 * An app bundled with esbuild from the built packages (as `npm install` builds them, and
 * as a user installs them), not from their sources: no warning, since no entry imports a
 * chunk for its effects while the package says `"sideEffects": false`, and the bundled
 * app runs.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** Bundles `contents` for Node from the packages' builds; resolves to the bundle's text and esbuild's warnings. */
async function bundle(contents: string): Promise<{ code: string; warnings: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: "js" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return { code: result.outputFiles[0]?.text ?? "", warnings: result.warnings.map((warning) => warning.text) };
}

it("bundles the reference server from its build without a warning, and the bundled app answers", {
  timeout: 60_000,
}, async () => {
  const { code, warnings } = await bundle(`
import { createJobsServer } from "@jobs-toolkit/mock-server";
const server = createJobsServer();
const response = await server.fetch(new Request("http://jobs.test/api/v1.1/jobs", { headers: { "api-key": "demo-key-1" } }));
const page = await response.json();
console.log(response.status, page.paging.total);
`);
  expect(warnings).toEqual([]);
  const file = join(mkdtempSync(join(tmpdir(), "jobs-bundled-app-")), "app.mjs");
  writeFileSync(file, code);
  const { stdout } = await promisify(execFile)(process.execPath, [file]);
  expect(stdout).toBe("200 0\n");
});

it("bundles the CLI's library entry from its build without a warning", { timeout: 60_000 }, async () => {
  const { warnings } = await bundle(`export { runCli } from "@jobs-toolkit/cli";`);
  expect(warnings).toEqual([]);
});
