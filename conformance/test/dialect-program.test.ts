/**
 * The dialect options of the command line: `--write-dialect` writes a document that
 * passes the schema, `--profile dialect --dialect FILE` reports through the usual
 * reporters and exit codes, a bad file is a bad command line, `--seed` replays, and
 * `--differential` holds one deployment to another's dialect.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { refusalsNeverGiven, resolveDialect } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { afterEach, expect, it } from "vitest";
import { must } from "../src/must.js";
import { createProgram } from "../src/program.js";
import {
  checkAgainst,
  differingKnobs,
  FAKE_KEYS,
  failedKnobs,
  KNOB_PATHS,
  learntDialectOf,
  TARGETS,
} from "./support/dialect-targets.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";

afterEach(() => {
  process.exitCode = undefined;
});

const directory = mkdtempSync(join(tmpdir(), "dialect-program-"));

/** The exit codes of conformance/README.md. */
const EXIT_INCONCLUSIVE = 4;
const EXIT_UNOBSERVED = 6;

async function runOn(fetch: (request: Request) => Promise<Response>, keys: readonly string[], args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const command = createProgram({
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    fetch,
  });
  command.exitOverride();
  const keyFlags = keys.flatMap((key) => ["--api-key", key]);
  await command.parseAsync(["node", "jobs-conformance", "--base-url", "http://target.test", ...keyFlags, ...args]);
  return { code: process.exitCode ?? 0, out: out.join(""), err: err.join("") };
}

const run = (args: string[]) => runOn(createAlpha().fetch, ALPHA_KEYS, args);

it("writes the learnt dialect marked with the knob it never saw, which then agrees with the target, inconclusive on that knob, and fails it with the default dialect as JUnit", {
  timeout: 60_000,
}, async () => {
  const file = join(directory, "alpha.json");
  const learnt = await run(["--runs", "5", "--only", "defaults", "--write-dialect", file]);
  expect(learnt.code, learnt.out).toBe(EXIT_UNOBSERVED);
  expect(learnt.err).toContain(`Dialect written to ${file}; not observable, so left out and listed as "unobserved"`);
  expect(learnt.err).toContain(
    "Unobserved: paging.ties (two jobs created one after the other were twice given different publishDates); to observe it, pass nothing, if the deployment never gives two jobs one publishDate",
  );
  const document = JSON.parse(readFileSync(file, "utf8"));
  expect(await checkDialect(document)).toEqual([]);
  // Alpha serves no /__admin: its plans and how far auto-refresh goes stay unseen too.
  expect(document.unobserved).toEqual(["paging.ties", "plans", "autoRefresh"]);
  expect(document.paging).toEqual({
    links: "path",
    oversizedPageSize: "refuse",
    pagesWhenEmpty: 0,
    pageZero: "refuse",
    linkParameters: ["page", "pageSize", "q", "status"],
    previousPastEnd: "page-before",
  });

  const proved = await run(["--profile", "dialect", "--dialect", file, "--seed", "4"]);
  expect(proved.code, proved.out).toBe(EXIT_INCONCLUSIVE);
  expect(proved.out).toContain("27 passed, 0 failed, 3 skipped, 3 unobserved");
  expect(proved.out).toMatch(
    /\?\?\?\? \[dialect\] paging\.ties is as the dialect says: .*unobserved: the dialect's own source/,
  );

  const junit = join(directory, "default.xml");
  const failed = await run(["--profile", "dialect", "--seed", "4", "--reporter", "junit", "--out", junit]);
  expect(failed.code).toBe(1);
  const xml = readFileSync(junit, "utf8");
  expect(xml).toMatch(
    /classname="jobs-conformance.requirements.dialect" name="dialect.paging.links" time="0">\s*<failure/,
  );
  expect(xml).toContain("paging.links: the dialect says &quot;absolute&quot;; the target did &quot;path&quot;");
  expect(xml).toContain("--profile dialect --seed 4 --path");
  const replayed = await run(["--profile", "dialect", "--dialect", file, "--seed", "4", "--only", "dialect"]);
  expect(replayed.out).toContain("27 passed, 0 failed, 3 skipped, 3 unobserved");
});

/** The reference server, but its reference collections refused to the run's keys. */
function unreadableReferenceData(status: 403 | 404) {
  const server = createJobsServer();
  return (request: Request) =>
    /\/(jobcategories|categories|positiontypes)$/.test(new URL(request.url).pathname)
      ? Promise.resolve(Response.json({ title: "Forbidden" }, { status }))
      : server.fetch(request);
}

it.each([403, 404] as const)(
  "learning where the reference data answers %i ends with the unobserved exit code, and the proof with its file is inconclusive, never passed",
  {
    timeout: 60_000,
  },
  async (status) => {
    const fetch = unreadableReferenceData(status);
    const file = join(directory, `unreadable-${status}.json`);
    const ids = ["--category-ids", "1,2", "--position-type-ids", "1,2"];
    const learnt = await runOn(fetch, FAKE_KEYS, [
      "--only",
      "defaults",
      "--runs",
      "2",
      ...ids,
      "--write-dialect",
      file,
    ]);
    expect(learnt.code, learnt.err).toBe(EXIT_UNOBSERVED);
    expect(learnt.err).toContain(
      "Unobserved: referenceData.categories (none of /api/v1.1/jobcategories, /api/v1.1/categories lists",
    );
    expect(learnt.err).toContain("to observe it, pass an --api-key whose employer can read the job categories.");
    expect(learnt.err).toContain("to observe it, pass an --api-key whose employer can read the position types.");
    const document = JSON.parse(readFileSync(file, "utf8"));
    expect(await checkDialect(document)).toEqual([]);
    expect(document.unobserved).toEqual([
      "referenceData.categories",
      "referenceData.positionTypes",
      "templates.categories",
      "templates.positionTypes",
    ]);

    const proved = await runOn(fetch, FAKE_KEYS, ["--profile", "dialect", "--dialect", file, "--seed", "3", ...ids]);
    expect(proved.code, proved.out).toBe(EXIT_INCONCLUSIVE);
    expect(proved.out).toContain("28 passed, 0 failed, 2 skipped, 3 unobserved");
    expect(proved.out).not.toMatch(/ok {3}\[dialect\] referenceData/);
  },
);

it("refuses a dialect file that is not a dialect, and --dialect without --profile dialect", async () => {
  const file = join(directory, "bad.json");
  writeFileSync(file, JSON.stringify({ paging: { links: "relative" } }));
  await expect(run(["--profile", "dialect", "--dialect", file])).rejects.toThrow(
    /bad\.json is not a valid dialect:\n {2}#\/paging\/links/,
  );
  await expect(run(["--dialect", file])).rejects.toThrow(/--dialect goes with --profile dialect/);
  await expect(run(["--profile", "dialect", "--only", "model"])).rejects.toThrow(
    /--profile dialect runs only the dialect area/,
  );
});

it("draws the probes' jobs from the seed: one seed replays the same requests, another sends others", async () => {
  const counterexample = async (seed: number) => {
    const report = await checkAgainst(createAlpha().fetch, ALPHA_KEYS, {}, seed);
    return report.properties.find((property) => property.title.startsWith("paging.links"))?.failure?.counterexample;
  };
  const first = await counterexample(21);
  expect(first).toMatch(/titleWords/);
  expect(await counterexample(21)).toBe(first);
  expect(await counterexample(22)).not.toBe(first);
});

it("--differential holds one deployment to the dialect learnt from another, naming each knob where they differ", {
  timeout: 60_000,
}, async () => {
  const beta = createBeta({ admin: true });
  const hosts = (request: Request) =>
    new URL(request.url).host === "beta.test" ? beta.fetch(request) : alpha.fetch(request);
  const alpha = createAlpha();
  const out: string[] = [];
  const err: string[] = [];
  const command = createProgram({ stdout: (t) => out.push(t), stderr: (t) => err.push(t), isTTY: false, fetch: hosts });
  command.exitOverride();
  const [betaKey, betaKey2] = BETA_KEYS;
  await command.parseAsync([
    ...["node", "jobs-conformance", "--base-url", "http://alpha.test", "--api-key", ALPHA_KEYS[0]],
    ...["--api-key", ALPHA_KEYS[1], "--profile", "dialect", "--seed", "8", "--reporter", "json"],
    ...["--differential", "http://beta.test", "--api-key2", betaKey, "--api-key2", betaKey2],
  ]);
  expect(process.exitCode).toBe(1);
  expect(err.join("")).toContain("Learnt the dialect of http://beta.test");
  const report = JSON.parse(out.join(""));
  const [alphaTarget, betaTarget] = TARGETS;
  const alphaDialect = await learntDialectOf(must(alphaTarget, "alpha"));
  const betaDialect = await learntDialectOf(must(betaTarget, "beta"));
  // A knob either target keeps from being observed is skipped (alpha never shows the order of ties).
  const unobserved = [...betaDialect.unobservable, ...alphaDialect.unobservable].map(({ knob }) => knob);
  const expected = differingKnobs(alphaDialect.document, betaDialect.document, KNOB_PATHS).filter(
    (knob) => !unobserved.includes(knob),
  );
  expect(expected.length).toBeGreaterThan(10);
  expect(failedKnobs(report)).toEqual(expected);
  // And a refusal beta never gives (the plan's, where beta keeps or drops autoRefresh) is not checked.
  const neverGiven = refusalsNeverGiven(resolveDialect(betaDialect.document))
    .map((name) => `errors.${name}`)
    .filter((knob) => KNOB_PATHS.includes(knob));
  expect(report.skipped.map((skip: { check: string }) => skip.check).sort()).toEqual(
    [...unobserved, ...neverGiven].sort(),
  );
  expect(report.properties[0].failure.replay).toContain(
    '--profile dialect --differential http://beta.test --api-key2 "$JOBS_API_KEY2" --api-key2 "$JOBS_API_KEY2_2" --seed 8',
  );
});
