// What jobs sync and the collection commands read from the server is checked before it is
// printed or acted on: an answer that does not hold the fields they read is an API error
// (exit 1) naming the request and the field, and nothing is written.
import { rmSync } from "node:fs";
import { createJobsClient } from "@jobs-toolkit/sdk";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createHarness } from "./support/in-process.js";
import { makeJobFolder } from "./support/job-files.js";

const { server, run } = createHarness();
let writes = 0;
server.onChange(() => writes++);
let dir: string;

beforeEach(() => {
  dir = makeJobFolder(2);
  writes = 0;
});
afterEach(() => {
  server.reset();
  rmSync(dir, { recursive: true, force: true });
});

type Edit = (body: Record<string, unknown>) => void;

/** Runs the CLI against the reference server, with the JSON answers to paths ending in `suffix` edited by `edit`. */
function runEdited(argv: readonly string[], suffix: RegExp, edit: Edit) {
  const fetch = async (request: Request) => {
    const response = await server.fetch(request);
    if (request.method !== "GET" || !suffix.test(new URL(request.url).pathname)) {
      return response;
    }
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    return Response.json(body, { status: response.status });
  };
  return run(argv, { deps: { createClient: (options) => createJobsClient({ ...options, fetch }) } });
}

const firstItem = (body: Record<string, unknown>) => (body.data as Record<string, unknown>[])[0] ?? {};

it.each([
  ["categories", /\/jobcategories$/, "a list of job categories", { name: 5 }, "data[0]: name is not a string"],
  ["position-types", /\/positiontypes$/, "a list of position types", { id: "1" }, "data[0]: id is not an integer"],
  ["locations", /\/locations$/, "a page of locations", { description: null }, "data[0]: description is not a string"],
])(
  "%s: an item without the fields printed is an API error naming the request and the field",
  async (command, path, what, change, problem) => {
    const result = await runEdited([command], path, (body) => Object.assign(firstItem(body), change));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(
      new RegExp(`^error: GET http://\\S+ answered with something that is not ${what} \\(`),
    );
    expect(result.stderr).toContain(`(${problem})`);
  },
);

it("jobs sync: a listed job whose referenceId is not a string stops the run before any write, naming it", async () => {
  expect((await run(["jobs", "sync", dir])).code).toBe(0);
  writes = 0;
  const result = await runEdited(["jobs", "sync", dir, "--prune"], /\/jobs$/, (body) => {
    firstItem(body).referenceId = 42;
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /^error: GET http:\/\/\S+\/jobs\?\S* answered with something that is not a page of jobs \(job \d+: referenceId is not a string or null\); nothing was sent\n$/,
  );
  expect(writes).toBe(0);
});

it("jobs sync: a listed job without a status stops the run before any write, so prune archives nothing", async () => {
  expect((await run(["jobs", "sync", dir])).code).toBe(0);
  writes = 0;
  const result = await runEdited(["jobs", "sync", dir, "--prune"], /\/jobs$/, (body) => {
    delete firstItem(body).status;
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/\(job \d+: status is not a string\); nothing was sent\n$/);
  expect(writes).toBe(0);
});

it("jobs sync: a stored job it cannot compare fails, named, and nothing is sent for it", async () => {
  expect((await run(["jobs", "sync", dir])).code).toBe(0);
  writes = 0;
  const result = await runEdited(["jobs", "sync", dir], /\/jobs\/\d+$/, (body) => {
    body.locations = "Moncton";
  });
  expect(result.code).toBe(1);
  expect(result.stdout.split("\n").at(-2)).toBe("0 created, 0 updated, 0 unchanged, 0 archived, 2 failed");
  expect(result.stderr).toMatch(/GET job \d+ answered with something that is not a job \(locations is not an array\)/);
  expect(result.stderr).not.toMatch(/TypeError|Cannot read|undefined/);
  expect(writes).toBe(0);
});
