/**
 * Runs a program of this repository from its TypeScript source, as a separate process
 * (bundled with sibling packages resolved to their sources, scripts/source-bundle.mjs):
 * the way a user's shell meets it.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceBundle } from "../../../scripts/source-bundle.mjs";

/** The conformance package's folder. */
const PACKAGE_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A `node` option for {@link runSource}: the program prints its peak resident set size as it exits. */
export const PRINT_MAX_RSS = [
  "--import",
  "data:text/javascript,process.on('exit',()=>process.stderr.write('max-rss-kb='+process.resourceUsage().maxRSS))",
] as const;

/** The peak resident set size, in KiB, a program run with {@link PRINT_MAX_RSS} printed. */
export function maxRssKb(stderr: string): number {
  return Number(/max-rss-kb=(\d+)/.exec(stderr)?.[1]);
}

/** How a run of a program ended. */
export interface SourceRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether `killAfterMs` passed and the process was killed. */
  killed: boolean;
}

/**
 * Runs `entry` (a path from the conformance package) with `args`; `stdin` is written and
 * closed. `node` options go before the entry; a process still running after `killAfterMs`
 * is killed (a hang ends the test instead of the test's timeout).
 */
export async function runSource(
  entry: string,
  args: readonly string[],
  options: { env?: Record<string, string>; stdin?: string; node?: readonly string[]; killAfterMs?: number } = {},
): Promise<SourceRun> {
  const bundle = await sourceBundle(resolve(PACKAGE_ROOT, entry));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.node ?? []), bundle, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    let killed = false;
    const timer =
      options.killAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            killed = true;
            child.kill("SIGKILL");
          }, options.killAfterMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, killed });
    });
    child.stdin.end(options.stdin ?? "");
  });
}
