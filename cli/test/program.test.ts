import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient } from "@jobs-toolkit/sdk";
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

it("logs each retried attempt with --debug: its request, its status or error, and the wait before the next", async () => {
  let attempts = 0;
  // A refused connection, then a 503 asking for no wait, then the server's answer.
  const flaky = async (request: Request) => {
    attempts += 1;
    if (attempts === 1) {
      throw new TypeError("connect ECONNREFUSED");
    }
    return attempts === 2
      ? new Response("busy", { status: 503, headers: { "Retry-After": "0" } })
      : server.fetch(request);
  };
  const { code, stderr } = await run(["--debug", "position-types", "--json"], {
    deps: { createClient: (options) => createJobsClient({ ...options, fetch: flaky }) },
  });
  expect(code).toBe(0);
  const url = "http://jobs.test/api/v1.1/positiontypes";
  const lines = stderr.split("\n").filter((line) => !line.startsWith("debug: >   ") && !line.startsWith("debug: <   "));
  expect(lines).toEqual([
    "debug: base URL from env, API key from env",
    `debug: > GET ${url}`,
    expect.stringMatching(
      new RegExp(
        `^debug: attempt 1 of 3: GET ${url} failed before a response arrived: connect ECONNREFUSED; retrying in \\d+ ms$`,
      ),
    ),
    `debug: attempt 2 of 3: GET ${url} answered 503; retrying in 0 ms`,
    expect.stringMatching(/^debug: < 200 \(\d+ ms\)$/),
    "",
  ]);
});

it("logs with --debug each response's headers, the Jobs-Reasons of a server that explains its answers included", async () => {
  const explaining = createJobsServer({ explain: true });
  const { code, stderr } = await run(["--debug", "position-types", "--json"], {
    deps: { createClient: (options) => createJobsClient({ ...options, fetch: explaining.fetch }) },
  });
  expect(code).toBe(0);
  expect(stderr).toMatch(/\ndebug: < 200 \(\d+ ms\)\n(debug: < {3}.+\n)+$/);
  expect(stderr).toContain("debug: <   content-type: application/json; charset=utf-8\n");
  expect(stderr).toContain("debug: <   jobs-reasons: collections.position-types ref.collections\n");
});

it("logs with --debug a call that got no response", async () => {
  const refused = async () => {
    throw new TypeError("connect ECONNREFUSED");
  };
  const { code, stderr } = await run(["--debug", "--retries", "0", "position-types"], {
    deps: { createClient: (options) => createJobsClient({ ...options, fetch: refused }) },
  });
  expect(code).toBe(3);
  expect(stderr).toMatch(
    /\ndebug: < no response \(\d+ ms\): GET \S+ failed before a response arrived: connect ECONNREFUSED\n/,
  );
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
