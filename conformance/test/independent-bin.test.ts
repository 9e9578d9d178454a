/**
 * The bin, over real HTTP, against each independent implementation served on 127.0.0.1:
 * a backend team's own run of `npx jobs-conformance --profile seed`.
 */
import { expect, it } from "vitest";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { runSource } from "./support/run-source.js";
import { serveFetch } from "./support/serve-fetch.js";

async function run(args: string[]): Promise<{ code: number | null; output: string }> {
  const { code, stdout, stderr } = await runSource("src/bin.ts", args);
  return { code, output: stdout + stderr };
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
