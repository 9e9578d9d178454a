import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient } from "@jobs-toolkit/sdk";
import { afterEach, expect, it } from "vitest";
import { createHarness, sampleJob } from "./support/in-process.js";

const { server, client, run } = createHarness();
afterEach(() => server.reset());

const NURSE_YAML = `title: Registered Nurse
description: <p>Nights.</p>
locations:
  - description: Moncton
categories: [{ id: 12 }]
positionType: { id: 1 }
applicantRoutingType: { id: 1 }
applicationEmail: jobs@example.com
`;

it("lists one page as a table with the paging hint on stderr", async () => {
  for (let index = 1; index <= 12; index++) {
    await client.jobs.create(sampleJob({ title: `Nurse ${index}` }));
  }
  const { code, stdout, stderr } = await run(["jobs", "list"]);
  expect(code).toBe(0);
  const lines = stdout.trimEnd().split("\n");
  expect(lines[0]).toMatch(/^ID\s+REFERENCE\s+STATUS\s+PUBLISHED\s+LOCATIONS\s+TITLE$/);
  expect(lines).toHaveLength(11);
  expect(stderr).toBe("page 1 of 2 (12 jobs): --page 2 for more, --all for every page\n");
});

it("says a page past the last is past the last, naming the last, on stderr with exit 0", async () => {
  for (let index = 1; index <= 3; index++) {
    await client.jobs.create(sampleJob({ title: `Nurse ${index}` }));
  }
  const { code, stdout, stderr } = await run(["jobs", "list", "--page", "9"]);
  expect(code).toBe(0);
  expect(stdout.trimEnd().split("\n")).toHaveLength(1);
  expect(stderr).toBe("page 9 of 1 (3 jobs) is past the last page: --page 1 for the last\n");
  const locations = await run(["locations", "--q", "moncton", "--page", "9"]);
  expect(locations.code).toBe(0);
  expect(locations.stderr).toBe("page 9 of 1 (1 location) is past the last page: --page 1 for the last\n");
});

it("takes a base URL that ends in the API's /api/v1.1, from a flag, the environment or a profile", async () => {
  const job = await client.jobs.create(sampleJob({ title: "Welder" }));
  const get = ["jobs", "get", String(job.id), "--json"];
  const flag = await run([...get, "--base-url", "http://jobs.test/api/v1.1"]);
  expect([flag.code, JSON.parse(flag.stdout).title, flag.stderr]).toEqual([0, "Welder", ""]);
  const env = await run(get, { env: { JOBS_BASE_URL: "http://jobs.test/api/v1.1/" } });
  expect([env.code, JSON.parse(env.stdout).title]).toEqual([0, "Welder"]);
  expect((await run(["config", "set", "base-url", "http://jobs.test/api/v1.1", "--profile", "v11"])).code).toBe(0);
  const profile = await run([...get, "--profile", "v11"], { env: { JOBS_BASE_URL: "" } });
  expect([profile.code, JSON.parse(profile.stdout).title]).toEqual([0, "Welder"]);
});

it("lists every page with --all and filters by --q and --status", async () => {
  for (let index = 1; index <= 120; index++) {
    await client.jobs.create(sampleJob({ title: `Nurse ${index}` }));
  }
  await client.jobs.create(sampleJob({ title: "Welder", status: "active" }));
  const all = await run(["jobs", "list", "--all", "--output", "ndjson"]);
  expect(all.stdout.trimEnd().split("\n")).toHaveLength(121);
  const welders = await run(["jobs", "list", "--q", "weld", "--status", "active", "--json"]);
  expect(JSON.parse(welders.stdout).map((job: { title: string }) => job.title)).toEqual(["Welder"]);
  expect(welders.stderr).toBe("");
});

it("rejects a bad --status or --page as a usage error", async () => {
  expect((await run(["jobs", "list", "--status", "open"])).code).toBe(2);
  const page = await run(["jobs", "list", "--page", "0"]);
  expect(page.code).toBe(2);
  expect(page.stderr).toContain("must be an integer of at least 1");
  expect(page.stdout).toBe("");
});

it("gets a job by id and by ref:, as fields or JSON", async () => {
  const job = await client.jobs.create(sampleJob({ referenceId: "REQ-9" }));
  const table = await run(["jobs", "get", String(job.id)]);
  expect(table.stdout).toMatch(/^id\s+\d+\nreferenceId\s+REQ-9\n/);
  const json = await run(["jobs", "get", "ref:REQ-9", "--json"]);
  expect(JSON.parse(json.stdout)).toEqual(job);
});

it("answers 404 with exit 1 for an unknown id or referenceId, and 2 for a bad TARGET", async () => {
  const missing = await run(["jobs", "get", "999"]);
  expect([missing.code, missing.stdout, missing.stderr]).toEqual([
    1,
    "",
    "error: 404 Not Found: No job with id 999.\n",
  ]);
  expect((await run(["jobs", "get", "ref:NOPE"])).stderr).toContain("No job with referenceId 'NOPE'");
  const bad = await run(["jobs", "get", "abc"]);
  expect([bad.code, bad.stderr]).toEqual([
    2,
    "error: TARGET must be a job id (1 to 2147483647) or ref:REFERENCE_ID; got 'abc'\n",
  ]);
});

it("creates a job from YAML on stdin, and fields override the file", async () => {
  const { code, stdout, stderr } = await run(["jobs", "create", "--input", "-", "-F", "status=active", "--json"], {
    stdin: NURSE_YAML,
  });
  expect(code).toBe(0);
  const job = JSON.parse(stdout);
  expect([job.status, job.locations[0].description]).toEqual(["active", "Moncton, NB"]);
  expect(stderr).toBe(`created job ${job.id}\n`);
});

it("reports every broken rule of a create as pointer: message lines, exit 1", async () => {
  const { code, stdout, stderr } = await run(["jobs", "create", "-F", "title=Nurse", "-F", "locations=[]"]);
  expect(code).toBe(1);
  expect(stdout).toBe("");
  expect(stderr.split("\n")[0]).toMatch(/^error: 422 Unprocessable Content/);
  expect(stderr).toContain("\n  /locations: at least 1 location; got 0\n");
  expect(stderr).toContain("\n  /description: ");
});

it("updates typed and nested fields by ref:, leaving the others", async () => {
  const job = await client.jobs.create(sampleJob({ referenceId: "REQ-1" }));
  const args = [
    "jobs",
    "update",
    "ref:REQ-1",
    "-F",
    "title=Nurse",
    "-F",
    "confidential=true",
    "-F",
    "positionType.id=3",
  ];
  const { code, stderr } = await run([...args, "-F", 'salary={"amount": 52000.5, "type": {"id": 1}}']);
  expect([code, stderr]).toEqual([0, `updated job ${job.id}\n`]);
  const stored = await client.jobs.get(job.id);
  expect([stored.title, stored.confidential, stored.positionType.id, stored.salary?.amount]).toEqual([
    "Nurse",
    true,
    3,
    52000.5,
  ]);
  expect(stored.description).toBe(job.description);
  await run(["jobs", "update", String(job.id), "-F", "salary=null", "-f", "title=true"]);
  expect(await client.jobs.get(job.id)).toMatchObject({ salary: null, title: "true" });
});

it("does not create a job when update names an unknown referenceId", async () => {
  const { code, stderr } = await run(["jobs", "update", "ref:NEW", "-F", "title=x"]);
  expect([code, stderr]).toEqual([1, "error: 404 Not Found: No job with referenceId 'NEW'.\n"]);
  expect((await client.jobs.list()).paging.total).toBe(0);
});

it("needs a body for create, update and put", async () => {
  const { code, stderr } = await run(["jobs", "put", "REQ-1"]);
  expect(code).toBe(2);
  expect(stderr).toContain("nothing to send");
});

it("puts by referenceId: created, then updated, said on stderr", async () => {
  const first = await run(["jobs", "put", "REQ-5", "--input", "-", "--json"], { stdin: JSON.stringify(sampleJob()) });
  const { id } = JSON.parse(first.stdout);
  expect(first.stderr).toBe(`created job ${id} (REQ-5)\n`);
  const second = await run(["jobs", "put", "REQ-5", "-F", "title=Charge Nurse", "--json"]);
  expect(second.stderr).toBe(`updated job ${id} (REQ-5)\n`);
  expect(JSON.parse(second.stdout)).toMatchObject({ id, title: "Charge Nurse" });
});

it("archives and publishes several targets, going past a failure with the worst exit code", async () => {
  const one = await client.jobs.create(sampleJob({ referenceId: "A" }));
  const two = await client.jobs.create(sampleJob());
  const archived = await run(["jobs", "archive", "ref:A", "999", String(two.id), "--output", "tsv"]);
  expect(archived.code).toBe(1);
  expect(
    archived.stdout
      .split("\n")
      .slice(1, 3)
      .map((line) => line.split("\t").slice(0, 3)),
  ).toEqual([
    [String(one.id), "A", "archived"],
    [String(two.id), "", "archived"],
  ]);
  expect(archived.stderr).toContain("job 999: error: 404 Not Found");
  const published = await run(["jobs", "publish", String(one.id), "--json"]);
  expect(JSON.parse(published.stdout)[0].status).toBe("active");
});

it("deletes with --yes, by id and ref:, saying so on stdout and nothing on stderr", async () => {
  const one = await client.jobs.create(sampleJob({ referenceId: "A" }));
  const two = await client.jobs.create(sampleJob());
  const { code, stdout, stderr } = await run(["jobs", "delete", "ref:A", String(two.id), "--yes"]);
  expect([code, stdout, stderr]).toEqual([0, `deleted job ref:A\ndeleted job ${two.id}\n`, ""]);
  await expect(client.jobs.get(one.id)).rejects.toThrow(/404/);
});

it("deletes with --json as one JSON object naming what was deleted", async () => {
  const job = await client.jobs.create(sampleJob({ referenceId: "A" }));
  const { code, stdout, stderr } = await run(["jobs", "delete", "ref:A", "--yes", "--json"]);
  expect([code, JSON.parse(stdout), stderr]).toEqual([0, { deleted: ["ref:A"] }, ""]);
  await expect(client.jobs.get(job.id)).rejects.toThrow(/404/);
});

it("refuses to delete without --yes when stdin is not a terminal, and sends nothing", async () => {
  const job = await client.jobs.create(sampleJob());
  const { code, stdout, stderr } = await run(["jobs", "delete", String(job.id)]);
  expect([code, stdout]).toEqual([2, ""]);
  expect(stderr).toBe("error: refusing to delete without confirmation: stdin is not a terminal; pass --yes\n");
  expect((await client.jobs.get(job.id)).id).toBe(job.id);
});

it("asks on a terminal: y deletes, anything else cancels with exit 2", async () => {
  const job = await client.jobs.create(sampleJob());
  const no = await run(["jobs", "delete", String(job.id)], { stdin: "n\n", stdinTTY: true });
  expect(no.code).toBe(2);
  expect(no.stderr).toBe(`Delete job ${job.id} for good? [y/N] error: not deleted: cancelled\n`);
  const yes = await run(["jobs", "delete", String(job.id)], { stdin: "y\n", stdinTTY: true });
  expect(yes.code).toBe(0);
  await expect(client.jobs.get(job.id)).rejects.toThrow(/404/);
});

it("lists the reference collections", async () => {
  expect((await run(["position-types"])).stdout).toContain("\n1   Full Time\n");
  const categories = JSON.parse((await run(["categories", "--json"])).stdout);
  expect(categories).toContainEqual({ id: 12, name: "Healthcare & Nursing" });
  const moncton = await run(["locations", "--q", "moncton", "--output", "ndjson"]);
  expect(JSON.parse(moncton.stdout.trim())).toMatchObject({ name: "Moncton", description: "Moncton, NB" });
  const all = await run(["locations", "--all", "--json"]);
  expect(JSON.parse(all.stdout).length).toBeGreaterThan(100);
});

it("lists the job categories of a deployment serving them at /categories without being told, as the suite finds them", async () => {
  const items = [{ id: 12, name: "Healthcare & Nursing" }];
  const elsewhere = createJobsServer({
    dialect: { referenceData: { categories: { path: "/api/v1.1/categories", envelope: "array", items } } },
  });
  const { code, stdout, stderr } = await run(["categories", "--json"], {
    deps: { createClient: (options) => createJobsClient({ ...options, fetch: elsewhere.fetch }) },
  });
  expect([code, stderr]).toEqual([0, ""]);
  expect(JSON.parse(stdout)).toEqual(items);
});

it("fits a table to the terminal width on a TTY", async () => {
  await client.jobs.create(sampleJob({ title: "A very long title ".repeat(10) }));
  const { stdout } = await run(["jobs", "list"], { tty: true });
  for (const line of stdout.trimEnd().split("\n")) {
    expect(line.length).toBeLessThanOrEqual(100);
  }
  expect(stdout).toContain("…");
});
