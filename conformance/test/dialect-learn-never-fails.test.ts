/**
 * Learning never fails because of what a deployment does: whatever it answers, learning
 * writes a document the dialect schema accepts, naming under `unobserved` (once each) what
 * it could not see, and the command line ends 0 or 6, never 1.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { afterEach, expect, it } from "vitest";
import { learnDialect } from "../src/index.js";
import { must } from "../src/must.js";
import { createProgram } from "../src/program.js";
import { FAKE_KEYS } from "./support/dialect-targets.js";
import type { Behaviour } from "./support/independent/behaviour.js";
import { faultsFor, TARGETS, type Target } from "./support/independents.js";

type Fetch = (request: Request) => Promise<Response>;

afterEach(() => {
  process.exitCode = undefined;
});

/** The reference server, except that it serves any page that is no positive integer (`page=0`, `page=x`) as page 1. */
function badPagesServedAsFirst(): Fetch {
  const server = createJobsServer();
  return (request) => {
    const url = new URL(request.url);
    const page = url.searchParams.get("page");
    if (page === null || /^[1-9]\d*$/.test(page)) {
      return server.fetch(request);
    }
    url.searchParams.set("page", "1");
    return server.fetch(new Request(url, request));
  };
}

it("learns a deployment that serves page=0 (and any bad page) as page 1, listing its bad-query template once as unobserved", {
  timeout: 60_000,
}, async () => {
  const { dialect } = await learnDialect({ fetch: badPagesServedAsFirst(), apiKeys: [...FAKE_KEYS], only: [] });
  const unobserved = dialect.document.unobserved ?? [];
  expect(await checkDialect(dialect.document)).toEqual([]);
  expect(unobserved).toEqual([...new Set(unobserved)]);
  expect(unobserved).toEqual(expect.arrayContaining(["errors.badQuery", "templates.refusals.badQuery"]));
  expect(dialect.unobservable.map(({ knob }) => knob)).toEqual(unobserved);
  expect(dialect.document.paging?.pageZero).toBe("first");
});

it("writes that deployment's dialect with --write-dialect and ends with exit code 6, naming the knobs", {
  timeout: 60_000,
}, async () => {
  const file = join(mkdtempSync(join(tmpdir(), "never-fails-")), "page-zero.json");
  const err: string[] = [];
  const command = createProgram({
    stdout: () => {},
    stderr: (text) => err.push(text),
    isTTY: false,
    fetch: badPagesServedAsFirst(),
  });
  command.exitOverride();
  const keys = FAKE_KEYS.flatMap((key) => ["--api-key", key]);
  await command.parseAsync([
    "node",
    "jobs-conformance",
    "--base-url",
    "http://target.test",
    ...keys,
    "--only",
    "defaults",
    "--runs",
    "2",
    "--write-dialect",
    file,
  ]);
  expect(process.exitCode, err.join("")).toBe(6);
  expect(err.join("")).toContain("Unobserved: templates.refusals.badQuery");
  expect(await checkDialect(JSON.parse(readFileSync(file, "utf8")))).toEqual([]);
});

/** Five faults of the library, spread over it, switched on together. */
function fiveFaults(target: Target): Partial<Behaviour> {
  const faults = faultsFor(target);
  const step = Math.floor(faults.length / 5);
  return Object.assign({}, ...[0, 1, 2, 3, 4].map((index) => must(faults[index * step], "a fault").inject));
}

it.each(Object.values(TARGETS))(
  "learns $name with five seeded faults switched on: exit code 0 or 6, each deviation named",
  {
    timeout: 120_000,
  },
  async (target) => {
    const file = join(mkdtempSync(join(tmpdir(), "never-fails-")), `${target.name}.json`);
    const err: string[] = [];
    const server = target.create({ admin: false, behaviour: fiveFaults(target) });
    const command = createProgram({
      stdout: () => {},
      stderr: (text) => err.push(text),
      isTTY: false,
      fetch: (request) => server.fetch(request),
    });
    command.exitOverride();
    const keys = target.keys.flatMap((key) => ["--api-key", key]);
    const ids = target.referenceIds
      ? [
          "--category-ids",
          target.referenceIds.categoryIds.join(","),
          "--position-type-ids",
          target.referenceIds.positionTypeIds.join(","),
        ]
      : [];
    await command.parseAsync([
      "node",
      "jobs-conformance",
      "--base-url",
      "http://target.test",
      ...keys,
      ...ids,
      "--runs",
      "2",
      "--write-dialect",
      file,
    ]);
    expect([0, 6], err.join("")).toContain(process.exitCode ?? 0);
    expect(err.join("")).toMatch(/The deployment breaks \d+ requirements? of the run's profile/);
    expect(await checkDialect(JSON.parse(readFileSync(file, "utf8")))).toEqual([]);
  },
);
