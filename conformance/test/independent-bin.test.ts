/**
 * The bin, over real HTTP, against each independent implementation served on 127.0.0.1:
 * a backend team's own run of `npx jobs-conformance --profile seed`.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { serveFetch } from "./support/serve-fetch.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=@jobs-toolkit/source", "--import", "tsx", "src/bin.ts", ...args],
      { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

it.each([
  { name: "alpha", keys: ALPHA_KEYS, create: () => createAlpha() },
  { name: "beta", keys: BETA_KEYS, create: () => createBeta() },
])(
  "jobs-conformance --profile seed passes $name over HTTP",
  async ({ keys, create }) => {
    const implementation = create();
    const server = await serveFetch((request) => implementation.fetch(request));
    try {
      const { code, output } = await run([
        "--profile",
        "seed",
        "--base-url",
        server.url,
        "--api-key",
        keys[0],
        "--api-key",
        keys[1],
        "--runs",
        "25",
      ]);
      expect(code, output).toBe(0);
      expect(output).toMatch(/\d+ passed, 0 failed/);
    } finally {
      await server.close();
    }
  },
  120_000,
);
