/**
 * jobs-cli as a library: build the program over your own streams and client, as the
 * tests do, or run it on an argument list.
 *
 * @example
 * import { runCli } from "@jobs-toolkit/cli";
 * const code = await runCli(["jobs", "list", "--json"], { stdout: process.stdout, stderr: process.stderr, env: process.env });
 * @see ../README.md
 */

export type { Format } from "./context.js";
export type { CliDeps, InputStream, OutputStream } from "./deps.js";
export { EXIT, type ExitCode } from "./errors.js";
export { createProgram, runCli } from "./program.js";
export { VERSION } from "./version.js";
