/**
 * Runs a program of this repository from its TypeScript source, as a separate process
 * (tsx, with sibling packages resolved to their sources): the way a user's shell meets it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The conformance package's folder. */
const PACKAGE_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** How a run of a program ended. */
export interface SourceRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `entry` (a path from the conformance package) with `args`; `stdin` is written and closed. */
export function runSource(
  entry: string,
  args: readonly string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<SourceRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=@jobs-toolkit/source", "--import", "tsx", entry, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}
