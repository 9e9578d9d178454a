/**
 * The servers a user might pick instead of the reference server, installed at run time into
 * a temporary folder (never into the repository), and a timer of any server's start-up.
 */
import { execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PeerPackage {
  name: string;
  /** The package and version to install: the newest that runs on Node 20. */
  spec: string;
  /** The bin, relative to the package folder. */
  bin: string;
}

export const PEER_PACKAGES: readonly PeerPackage[] = [
  { name: "json-server", spec: "json-server@0.17.4", bin: "lib/cli/bin.js" },
  { name: "Prism", spec: "@stoplight/prism-cli@5.14.2", bin: "dist/index.js" },
];

export type Installed = { peer: PeerPackage; bin: string; version: string } | { peer: PeerPackage; failure: string };

/** Installs each peer on its own, so that one failing leaves the other measured. */
export async function installPeers(folder: string): Promise<Installed[]> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const installed: Installed[] = [];
  for (const peer of PEER_PACKAGES) {
    try {
      await run(npm, ["install", "--prefix", folder, "--no-audit", "--no-fund", "--loglevel=error", peer.spec], {
        timeout: 600_000,
        maxBuffer: 1 << 24,
      });
      const packageName = peer.spec.slice(0, peer.spec.lastIndexOf("@"));
      const packageFolder = join(folder, "node_modules", packageName);
      const { version } = JSON.parse(readFileSync(join(packageFolder, "package.json"), "utf8")) as { version: string };
      installed.push({ peer, bin: join(packageFolder, peer.bin), version });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      installed.push({ peer, failure: message.split("\n").find((line) => line.trim() !== "") ?? "npm install failed" });
    }
  }
  return installed;
}

/** A port free at the time of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") {
    throw new Error("no port");
  }
  return address.port;
}

export interface Started {
  /** From spawning the process to the first answer to `probe`, in milliseconds. */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * Spawns `node args`, then asks `probe` every 5 ms until anything answers: the start-up a
 * user waits for, whatever the server prints or does not print.
 */
export async function startAndTime(args: string[], probe: string, headers: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
  };
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error(`${args.join(" ")} gave no answer: ${stderr.trim()}`);
    }
    try {
      const response = await fetch(probe, { headers });
      await response.arrayBuffer();
      return { startupMs: performance.now() - started, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
