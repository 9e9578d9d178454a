// --dialect FILE and JOBS_DIALECT: the deployment's dialect, checked before anything is sent.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEPLOYMENTS, startDeployment } from "./support/deployments.js";
import { createHarness } from "./support/in-process.js";

const [alpha] = DEPLOYMENTS;
if (alpha?.name !== "alpha") {
  throw new Error("the first deployment is alpha, whose creating PUT answers 200");
}

describe("a dialect file that is not a dialect", () => {
  const { run, configDir } = createHarness();
  const file = (name: string, text: string) => {
    const path = join(configDir, name);
    writeFileSync(path, text);
    return path;
  };

  it.each([
    [
      "breaks the schema",
      '{"upsert":{"createStatus":202}}',
      /^error: .*broken\.json is not a valid dialect\n {2}#\/upsert\/createStatus .*\n$/,
    ],
    ["is not JSON", "name: yaml", /^error: .*not-json\.json is not JSON: /],
    [
      "nests 50,000 deep",
      `{"referenceData":${"[".repeat(50_000)}${"]".repeat(50_000)}}`,
      /^error: .*deep\.json is not a dialect: nested more than \d+ levels deep\n$/,
    ],
  ])("stops with a usage error (exit 2) when it %s, and sends nothing", async (what, text, message) => {
    const name = what.startsWith("nests") ? "deep.json" : text.startsWith("{") ? "broken.json" : "not-json.json";
    const path = file(name, text);
    let sent = 0;
    const result = await run(["jobs", "list"], {
      env: { JOBS_DIALECT: path },
      deps: {
        createClient: () => {
          sent += 1;
          throw new Error("no client should be made");
        },
      },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(sent).toBe(0);
    const flagged = await run(["categories", "--dialect", path]);
    expect([flagged.code, flagged.stderr]).toEqual([2, result.stderr]);
  });

  it("stops with a usage error naming a file that is not there", async () => {
    const result = await run(["categories", "--dialect", join(configDir, "missing.json")]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: cannot read .*missing\.json: no such file\n$/);
  });
});

it("takes the dialect from the profile, as an absolute path, after the flag and JOBS_DIALECT", async () => {
  const { run, configDir } = createHarness();
  const path = join(configDir, "profiled.json");
  writeFileSync(path, '{"upsert":{"createStatus":202}}');
  const set = await run(["config", "set", "dialect", path]);
  expect(set.code).toBe(0);
  expect((await run(["config", "get", "dialect"])).stdout).toBe(`${path}\n`);
  const result = await run(["categories"]);
  expect([result.code, result.stderr.split("\n")[0]]).toEqual([2, `error: ${path} is not a valid dialect`]);
  const good = join(configDir, "good.json");
  writeFileSync(good, "{}");
  expect((await run(["categories", "--dialect", good])).code).toBe(0);
  expect((await run(["categories"], { env: { JOBS_DIALECT: good } })).code).toBe(0);
});

describe("a deployment whose creating PUT answers 200 (alpha)", () => {
  const job = JSON.stringify({
    title: "Nurse",
    description: "<p>Nights.</p>",
    locations: [{ description: alpha.job.location }],
    categories: alpha.job.categories.map((id) => ({ id })),
    positionType: { id: alpha.job.positionType },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example/1",
  });

  it("jobs put says 'saved' with its dialect, where the status cannot tell a create from an update", async () => {
    const { run, dialectFile } = startDeployment(alpha);
    const result = await run(["jobs", "put", "REQ-1", "--input", "-", "--dialect", dialectFile()], {
      stdin: job,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^saved job \d+ \(REQ-1\)\n$/);
  });

  it("jobs put reads its 200 as the API documents it without a dialect: an update", async () => {
    const { run } = startDeployment(alpha);
    const result = await run(["jobs", "put", "REQ-1", "--input", "-"], {
      stdin: job,
    });
    expect(result.stderr).toMatch(/^updated job \d+ \(REQ-1\)\n$/);
  });
});
