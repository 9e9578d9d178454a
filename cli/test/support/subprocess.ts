/**
 * Runs jobs-cli as a child process, bundled from its source (scripts/source-bundle.mjs),
 * so a child starts in a fraction of the time tsx would take and always runs the current code.
 */
import { execFile, spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sourceBundle } from "../../../scripts/source-bundle.mjs";

/** A bundled CLI: the script, a folder holding a `jobs-cli` command for PATH, and how to remove both. */
export interface BuiltCli {
  script: string;
  binDir: string;
  remove(): void;
}

/** The CLI bundled from src/main.ts, with a `jobs-cli` command for PATH in a temporary folder. */
export async function buildCli(): Promise<BuiltCli> {
  const dir = mkdtempSync(join(tmpdir(), "jobs-cli-build-"));
  const script = await sourceBundle("cli/src/main.ts");
  const binDir = join(dir, "bin");
  const bin = join(binDir, "jobs-cli");
  mkdirSync(binDir);
  writeFileSync(bin, `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`);
  chmodSync(bin, 0o755);
  return { script, binDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a child run did. */
export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the bundled CLI with `args`, `env` on top of a clean environment, and `input` on
 * stdin; `stdoutFd` sends its stdout to an open file instead of collecting it.
 */
export function runChild(
  cli: Pick<BuiltCli, "script">,
  args: readonly string[],
  env: Record<string, string>,
  input?: string,
  stdoutFd?: number,
) {
  return new Promise<ChildResult>((resolve, reject) => {
    const child = spawn(process.execPath, [cli.script, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: env.HOME ?? tmpdir(), ...env },
      stdio: ["pipe", stdoutFd ?? "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin?.end(input ?? "");
  });
}

/**
 * Runs a shell script with the bundled CLI first on PATH, and as `cwd`'s
 * `node_modules/.bin/jobs-cli`, where `npx jobs-cli` finds it as it does after `npm install`.
 */
export function runScript(cli: BuiltCli, file: string, env: Record<string, string>, cwd: string) {
  const localBin = join(cwd, "node_modules", ".bin");
  mkdirSync(localBin, { recursive: true });
  copyFileSync(join(cli.binDir, "jobs-cli"), join(localBin, "jobs-cli"));
  return new Promise<ChildResult>((resolve) => {
    execFile(
      "bash",
      [file],
      {
        cwd,
        // npx's own notice of a newer npm would land in the scripts' stderr.
        env: {
          PATH: `${cli.binDir}:${process.env.PATH ?? ""}`,
          HOME: env.HOME ?? tmpdir(),
          npm_config_update_notifier: "false",
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
