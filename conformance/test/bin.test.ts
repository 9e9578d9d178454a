import { startServer } from "@jobs-toolkit/mock-server/node";
import { expect, it } from "vitest";
import { runSource } from "./support/run-source.js";

const run = (args: string[]) => runSource("src/bin.ts", args);

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
    expect(stdout).toMatch(/^Properties: \d+ passed, 0 failed/m);
  } finally {
    await server.close();
  }
}, 120_000);
