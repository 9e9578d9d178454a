import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // The TypeScript sources through tsx, resolving sibling packages to their sources too.
    const child = spawn(
      process.execPath,
      ["--conditions=@jobs-toolkit/source", "--import", "tsx", "src/bin.ts", ...args],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

it("passes against jobs-mock-server over HTTP and prints its coverage and a count of checks", async () => {
  const server = await startServer({ port: 0 });
  try {
    const { code, stdout, stderr } = await run([
      "--base-url",
      server.url,
      "--api-key",
      "demo-key-1",
      "--api-key",
      "demo-key-2",
      "--profile",
      "reference",
      "--runs",
      "5",
    ]);
    expect(code, stdout + stderr).toBe(0);
    expect(stdout).toMatch(/^Seed: \d+/);
    expect(stdout).toContain("Coverage: operations x status codes");
    expect(stdout).toMatch(/\d+ checks, \d+ requests/);
    expect(stdout).toMatch(/\d+ passed, 0 failed/);
  } finally {
    await server.close();
  }
}, 120_000);
