/**
 * Runs the repository's vitest on a project of its own (a folder outside the workspace's
 * projects), as a user would run a reproduction: its exit code and everything it printed.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const VITEST = fileURLToPath(new URL("../../../node_modules/vitest/vitest.mjs", import.meta.url));

/** `vitest run --root project ...args` with `env` added to this process's environment. */
export function runVitestIn(
  project: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, "run", "--root", project, ...args], {
      cwd: project,
      env: { ...process.env, ...env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
