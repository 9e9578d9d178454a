/**
 * The dialect options of the command line: `--write-dialect` writes a document that
 * passes the schema, `--profile dialect --dialect FILE` reports through the usual
 * reporters and exit codes, a bad file is a bad command line, `--seed` replays, and
 * `--differential` holds one deployment to another's dialect.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { afterEach, expect, it } from "vitest";
import { must } from "../src/must.js";
import { createProgram } from "../src/program.js";
import {
  checkAgainst,
  differingKnobs,
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

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const command = createProgram({
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    fetch: createAlpha().fetch,
  });
  command.exitOverride();
  const keys = ["--api-key", ALPHA_KEYS[0], "--api-key", ALPHA_KEYS[1]];
  await command.parseAsync(["node", "jobs-conformance", "--base-url", "http://alpha.test", ...keys, ...args]);
  return { code: process.exitCode ?? 0, out: out.join(""), err: err.join("") };
}

it("writes the learnt dialect, which then passes against the target and fails it with the default dialect as JUnit", {
  timeout: 60_000,
}, async () => {
  const file = join(directory, "alpha.json");
  const learnt = await run(["--runs", "5", "--only", "defaults", "--write-dialect", file]);
  expect(learnt.code, learnt.out).toBe(0);
  expect(learnt.err).toContain(`Dialect written to ${file}; not observable, so left out: paging.ties.`);
  const document = JSON.parse(readFileSync(file, "utf8"));
  expect(await checkDialect(document)).toEqual([]);
  expect(document.paging).toEqual({ links: "path", oversizedPageSize: "refuse", pagesWhenEmpty: 0 });

  const passed = await run(["--profile", "dialect", "--dialect", file, "--seed", "4"]);
  expect(passed.code, passed.out).toBe(0);
  expect(passed.out).toContain("23 passed, 0 failed");

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
  expect(replayed.out).toContain("23 passed, 0 failed");
});

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
  expect(report.skipped.map((skip: { check: string }) => skip.check)).toEqual(unobserved);
  expect(report.properties[0].failure.replay).toContain(
    '--profile dialect --differential http://beta.test --api-key2 "$JOBS_API_KEY2" --api-key2 "$JOBS_API_KEY2_2" --seed 8',
  );
});
