/**
 * The README's commands and code run as written (against the in-process reference
 * server, so no port is needed): every `npx jobs-conformance` line and the catalogue example.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterAll, afterEach, expect, it } from "vitest";
import { CATALOGUE, checkConformance, learnDialect } from "../src/index.js";
import { must } from "../src/must.js";
import { createProgram } from "../src/program.js";

const README = readFileSync(join(import.meta.dirname, "../README.md"), "utf8");
const directory = mkdtempSync(join(tmpdir(), "conformance-readme-"));
// The contract the README's verify-contract lines name: the example app's, as its tests recorded it.
copyFileSync(
  join(import.meta.dirname, "../../mock-server/examples/contract/careers-site.contract.json"),
  join(directory, "careers-site.contract.json"),
);

afterEach(() => {
  process.exitCode = undefined;
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The `npx jobs-conformance` commands of the README's sh blocks, continuation lines joined. */
function commands(): string[][] {
  const blocks = [...README.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) =>
    must(match[1], "an sh block's text").replaceAll("\\\n", " "),
  );
  return (
    blocks
      .flatMap((block) => block.split("\n"))
      .filter((line) => line.trim().startsWith("npx jobs-conformance"))
      // Words as a shell splits them: a double-quoted one keeps its spaces.
      .map((line) => (line.trim().match(/"[^"]*"|\S+/g) ?? []).map((word) => word.replace(/^"(.*)"$/, "$1")).slice(2))
  );
}

it("documents the catalogue, coverage, --min-coverage and the HTML report, and nothing outside the repository", () => {
  for (const heading of ["## The requirement catalogue", "## Coverage", "--min-coverage", "--reporter html"]) {
    expect(README).toContain(heading);
  }
  expect(README).not.toMatch(/\.\.\/shared|CONTRACT|interface document/);
  // Every id the README shows is an id of the catalogue.
  const section = README.slice(README.indexOf("## The requirement catalogue"), README.indexOf("## Coverage"));
  const shown = [...section.matchAll(/^\| `([a-z0-9.-]+)` \|/gm)].map((match) => must(match[1], "a shown id"));
  const ids = new Set<string>(CATALOGUE.map((entry) => entry.id));
  expect(shown.length).toBeGreaterThan(3);
  for (const id of shown) {
    expect(ids.has(id), id).toBe(true);
  }
});

it("finds the README's commands to run", () => {
  expect(commands().length).toBeGreaterThan(0);
});

it.each(commands())(
  "runs `npx jobs-conformance %s ...` as written",
  async (...args: string[]) => {
    const out: string[] = [];
    const command = createProgram({
      stdout: (text) => out.push(text),
      stderr: () => {},
      isTTY: false,
      fetch: createJobsServer().fetch,
    });
    command.exitOverride();
    // Files the command writes go to a scratch directory.
    const argv = args.map((arg) => (/\.(html|xml|json)$/.test(arg) ? join(directory, arg) : arg));
    await command.parseAsync(["node", "jobs-conformance", ...argv]);
    expect(process.exitCode ?? 0, out.join("")).toBe(0);
  },
  120_000,
);

it("has the catalogue example of the README working", () => {
  const seedLevel = CATALOGUE.filter((entry) => entry.level === "seed" && entry.check.checkable);
  expect(README).toContain('CATALOGUE.filter((entry) => entry.level === "seed" && entry.check.checkable)');
  expect(seedLevel.length).toBeGreaterThan(50);
});

it("has the dialect example of the README working: a fake of a deployment passes --profile dialect", async () => {
  expect(README).toContain("const fake = createJobsServer({ dialect: dialect.document });");
  const deployment = createJobsServer({ dialect: { upsert: { createStatus: 200 }, paging: { links: "query" } } });
  expect(README).toContain("apiKeys: [key, key2], only: []");
  expect(README).toContain('apiKeys: ["demo-key-1", "demo-key-2"], profile: "dialect"');
  const { dialect } = await learnDialect({ fetch: deployment.fetch, apiKeys: ["demo-key-1", "demo-key-2"], only: [] });
  expect(dialect.unobservable).toEqual([]);
  const fake = createJobsServer({ dialect: dialect.document });
  const report = await checkConformance({
    fetch: fake.fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    profile: "dialect",
    dialect: dialect.document,
  });
  expect(report.ok).toBe(true);
  expect(dialect.document.paging?.links).toBe("query");
}, 60_000);
