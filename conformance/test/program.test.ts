import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterEach, expect, it } from "vitest";
import { createProgram } from "../src/program.js";
import { variantNamed } from "./support/variants.js";

afterEach(() => {
  process.exitCode = undefined;
});

function program(fetch: (request: Request) => Promise<Response>) {
  const out: string[] = [];
  const err: string[] = [];
  const command = createProgram({ stdout: (t) => out.push(t), stderr: (t) => err.push(t), isTTY: false, fetch });
  command.exitOverride();
  return { command, out, err };
}

const base = [
  "node",
  "jobs-conformance",
  "--base-url",
  "http://jobs.test",
  "--api-key",
  "demo-key-1",
  "--api-key",
  "demo-key-2",
];

it("sets a failing exit code and writes JUnit XML with the failure for a faulty target", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "conformance-")), "report.xml");
  const variant = variantNamed("default-status-active");
  const { command, out } = program(variant.create());
  await command.parseAsync([
    ...base,
    "--profile",
    "reference",
    "--seed",
    "1",
    "--runs",
    "5",
    "--only",
    "defaults",
    "--reporter",
    "junit",
    "--out",
    file,
  ]);
  expect(process.exitCode).toBe(1);
  expect(out.join("")).toContain("FAILED");
  const xml = readFileSync(file, "utf8");
  expect(xml).toMatch(/<testsuite name="jobs-conformance" tests="\d+" failures="\d+"/);
  // The failing property, and the requirement its failure names, are both failed cases.
  expect(xml.match(/<failure /g)?.length).toBeGreaterThanOrEqual(2);
  expect(xml).toMatch(/classname="jobs-conformance.requirements.seed" name="[^"]+" time="0">\s*<failure/);
  expect(xml).toContain("--seed 1 --path");
  expect(xml).toContain("curl -sS");
});

it("writes a JSON report holding the seed, the coverage and every check count", async () => {
  const { command, out } = program(createJobsServer().fetch);
  await command.parseAsync([
    ...base,
    "--seed",
    "2",
    "--runs",
    "3",
    "--only",
    "round-trip",
    "decimals",
    "--reporter",
    "json",
  ]);
  const report = JSON.parse(out.join(""));
  expect(report.ok).toBe(true);
  expect(report.seed).toBe(2);
  expect(report.properties.map((p: { area: string }) => p.area)).toEqual(["round-trip", "decimals"]);
  expect(report.coverage.operations.length).toBeGreaterThan(0);
  // Every requirement, with its status; a seed run of two areas checks some, skips the rest with a reason.
  const byId = new Map(report.coverage.requirements.map((r: { id: string }) => [r.id, r]));
  expect(byId.get("create.round-trip")).toMatchObject({ status: "checked", level: "seed", section: "Creating a job" });
  expect(byId.get("salary.amount.four-decimals-on-write")).toMatchObject({ status: "checked" });
  expect(byId.get("list.sort.publish-date-desc")).toMatchObject({ status: "skipped" });
  expect((byId.get("list.sort.publish-date-desc") as { note: string }).note).toMatch(/not selected/);
  expect(byId.get("ref.list.links")).toMatchObject({
    status: "skipped",
    note: expect.stringMatching(/--profile reference/),
  });
  expect(byId.get("routing.email.copy-sent")).toMatchObject({ status: "not-checkable" });
  expect(report.coverage.percent).toBeGreaterThan(0);
  expect(report.coverage.percent).toBeLessThan(100);
  expect(process.exitCode).toBeUndefined();
});

it("fails with exit code 1 below --min-coverage, and passes at or above it", async () => {
  const low = program(createJobsServer().fetch);
  await low.command.parseAsync([...base, "--seed", "2", "--runs", "2", "--only", "defaults", "--min-coverage", "50"]);
  expect(process.exitCode).toBe(1);
  expect(low.out.join("")).toMatch(/below --min-coverage 50%/);
  process.exitCode = undefined;
  const high = program(createJobsServer().fetch);
  await high.command.parseAsync([...base, "--seed", "2", "--runs", "2", "--only", "defaults", "--min-coverage", "1"]);
  expect(process.exitCode).toBeUndefined();
  const rejected = program(createJobsServer().fetch);
  rejected.command.configureOutput({ writeErr: () => {} });
  await expect(rejected.command.parseAsync([...base, "--min-coverage", "101"])).rejects.toThrow(/percentage/);
});

it("rejects an unknown area", async () => {
  const { command } = program(createJobsServer().fetch);
  command.configureOutput({ writeErr: () => {} });
  await expect(command.parseAsync([...base, "--only", "everything"])).rejects.toThrow(/everything/);
});

it("prints the plan and sends nothing on --dry-run", async () => {
  let sent = 0;
  const { command, out } = program(async () => {
    sent++;
    return new Response(null, { status: 500 });
  });
  await command.parseAsync([...base, "--dry-run"]);
  expect(sent).toBe(0);
  expect(out.join("")).toContain("Dry run: nothing was sent.");
  expect(out.join("")).toContain("[tenancy]");
});

it("refuses to run without an API key", async () => {
  const { command } = program(createJobsServer().fetch);
  await expect(command.parseAsync(["node", "jobs-conformance", "--base-url", "http://jobs.test"])).rejects.toThrow(
    /--api-key/,
  );
});

it("says the outcome and exits 3 when the report cannot be written, apart from a failed check or a bad command line", async () => {
  const { command, out, err } = program(createJobsServer().fetch);
  // /dev/full answers every write with ENOSPC, as a full disk does.
  await command.parseAsync([...base, "--seed", "1", "--runs", "3", "--only", "auth", "--out", "/dev/full"]);
  expect(process.exitCode).toBe(3);
  expect(out.join("")).toBe("");
  expect(err.join("")).toMatch(
    /Could not write the report to \/dev\/full \(ENOSPC: no space left on device, write\); the run passed: \d+ checks\./,
  );
});

it("shows properties done, requests, retries, elapsed time and an estimate on a terminal, and nothing otherwise", async () => {
  const server = createJobsServer();
  const run = async (isTTY: boolean) => {
    const err: string[] = [];
    const command = createProgram({ stdout: () => {}, stderr: (t) => err.push(t), isTTY, fetch: server.fetch });
    command.exitOverride();
    await command.parseAsync([...base, "--seed", "1", "--runs", "3", "--only", "paging", "auth"]);
    return err.join("");
  };
  const terminal = await run(true);
  // Each redraw returns to the line's start and clears it (ESC [ K).
  expect(terminal).toContain("\r\u001b[K");
  expect(terminal).toMatch(/\d+\/2 properties, \d+ requests \(\d+ in flight\), 0 retries, \d+:\d\d(, ~\d+:\d\d left)?/);
  expect(terminal).toMatch(/2\/2 properties, \d+ requests \(0 in flight\), 0 retries, \d+:\d\d.*\n$/);
  expect(await run(false)).toBe("Seed: 1\n");
});
