/** Runs jobs-mock-server as a child process, from its TypeScript source or its build. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { sourceBundle } from "../../../scripts/source-bundle.mjs";

const PACKAGE_DIR = new URL("../..", import.meta.url).pathname;

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The command that runs the bin: bundled from its source (scripts/source-bundle.mjs), or the built shim. */
async function command(args: readonly string[], built: boolean): Promise<[string, string[]]> {
  const bin = built ? "bin/jobs-mock-server.js" : await sourceBundle("mock-server/src/node/main.ts");
  return [process.execPath, [bin, ...args]];
}

/** Runs the bin to completion (for --help and bad arguments). */
export async function runServerCommand(
  args: readonly string[],
  { killAfterMs }: { killAfterMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [file, argv] = await command(args, false);
  // A bin that never ends is killed (exit code null) rather than left running past the test.
  const child = spawn(file, argv, { cwd: PACKAGE_DIR, timeout: killAfterMs, killSignal: "SIGKILL" });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

/** The command run under the given umask, through the shell (node's spawn cannot set one). */
function underUmask([file, argv]: [string, string[]], umask: number | undefined): [string, string[]] {
  if (umask === undefined) {
    return [file, argv];
  }
  return ["/bin/sh", ["-c", `umask ${umask.toString(8).padStart(3, "0")} && exec "$0" "$@"`, file, ...argv]];
}

/** Starts the bin and waits for its `listening on` line. */
export async function spawnServer(
  args: readonly string[] = [],
  { built = false, umask }: { built?: boolean; umask?: number } = {},
): Promise<SpawnedServer> {
  const [file, argv] = underUmask(await command(["--port", "0", ...args], built), umask);
  const child = spawn(file, argv, { cwd: PACKAGE_DIR });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const url = /^listening on (http:\/\/\S+)\n/m.exec(stdout)?.[1];
      if (url !== undefined) {
        resolve(url);
      }
    });
    child.once("exit", (code) => reject(new Error(`jobs-mock-server exited with ${code} before listening: ${stderr}`)));
  });
  return {
    url,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) {
        return child.exitCode;
      }
      const exited = once(child, "exit");
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
