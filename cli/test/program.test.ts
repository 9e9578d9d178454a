import type { Command } from "commander";
import { expect, it } from "vitest";
import { createProgram } from "../src/program.js";
import { captureStream, createHarness, sampleJob } from "./support/in-process.js";

const { server, client, run } = createHarness();

function allCommands(command: Command, path: string[] = []): string[][] {
  return command.commands.flatMap((sub) => [[...path, sub.name()], ...allCommands(sub, [...path, sub.name()])]);
}

const program = createProgram({ stdout: captureStream(), stderr: captureStream(), env: {} });

it.each(allCommands(program).map((path) => [path.join(" "), path]))(
  "shows help with examples for %s",
  async (_name, path) => {
    const { code, stdout, stderr } = await run([...(path as string[]), "--help"]);
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout).toMatch(/^Usage: jobs-cli /);
    expect(stdout).toMatch(/\nExamples:\n {2}\$ .*jobs-cli /);
    expect(stdout).toContain("--base-url <url>");
  },
);

it("documents exit codes, configuration and streams in the top-level help", async () => {
  const { stdout } = await run(["--help"]);
  expect(stdout).toContain("Exit codes: 0 ok, 1 API error");
  expect(stdout).toContain("$XDG_CONFIG_HOME/jobs-cli");
  expect(stdout).toContain("results go to stdout");
});

it("prints its version", async () => {
  expect(await run(["--version"])).toEqual({ code: 0, stdout: "0.1.0\n", stderr: "" });
});

it.each([
  [["jobs", "bogus"], "error: unknown command 'bogus'"],
  [["jobs", "list", "--nope"], "error: unknown option '--nope'"],
  [["jobs", "get"], "error: missing required argument 'target'"],
  [["--output", "xml", "jobs", "list"], "error: option '-o, --output <format>' argument 'xml' is invalid"],
  [["jobs"], "Usage: jobs-cli jobs"],
  [["completion", "tcsh"], "error: SHELL must be bash, zsh or fish; got 'tcsh'"],
])("exits 2 for the usage error of %j, with nothing on stdout", async (argv, message) => {
  const { code, stdout, stderr } = await run(argv);
  expect([code, stdout]).toEqual([2, ""]);
  expect(stderr).toContain(message);
});

it("takes global options after the subcommand too", async () => {
  await client.jobs.create(sampleJob());
  const { stdout } = await run(["jobs", "list", "--output", "json", "--quiet"]);
  expect(JSON.parse(stdout)).toHaveLength(1);
  server.reset();
});

it("logs requests with --debug on stderr, the API key masked and never printed", async () => {
  const key = "demo-key-1";
  const { stdout, stderr } = await run(["--debug", "position-types", "--json"]);
  expect(JSON.parse(stdout).data ?? JSON.parse(stdout)).toBeTruthy();
  expect(stderr).toContain("debug: base URL from env, API key from env\n");
  expect(stderr).toMatch(/debug: > GET http:\/\/jobs\.test\/api\/v1\.1\/positiontypes\n/);
  expect(stderr).toContain("api-key: ****\n");
  expect(stderr).toMatch(/debug: < 200 \(\d+ ms\)/);
  expect(stderr).not.toContain(key);
});

it("answers a missing API key with exit 4 and says how to give one", async () => {
  const { code, stdout, stderr } = await run(["jobs", "list"], { env: { JOBS_API_KEY: undefined } });
  expect([code, stdout]).toEqual([4, ""]);
  expect(stderr).toBe(
    "error: no API key\n  pass --api-key, set JOBS_API_KEY, or store one: jobs-cli config set api-key - < key.txt\n",
  );
});

it("answers a rejected API key with exit 4, never echoing it", async () => {
  const { code, stderr } = await run(["jobs", "list"], { env: { JOBS_API_KEY: "s3cret-key-that-is-wrong" } });
  expect(code).toBe(4);
  expect(stderr).toContain("error: 401 Unauthorized");
  expect(stderr).not.toContain("s3cret");
});

it("answers a bad base URL with exit 2", async () => {
  const { code, stderr } = await run(["jobs", "list", "--base-url", "ftp://x"]);
  expect([code, stderr]).toEqual([2, expect.stringContaining("baseUrl must be an absolute http or https URL")]);
});
