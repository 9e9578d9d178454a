/**
 * The bin against a hostile target (scripts/hostile-server.mjs, a reference server behind
 * it): a redirect to another origin never takes the key there and fails the run; an
 * endless or huge body is read only up to the size cap, in bounded memory; an answer that
 * stops after its headers ends the run, and the process, within the timeouts; a
 * collection whose next link never ends is walked no further than its pages.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { type HostileServer, startHostileServer } from "../../scripts/hostile-server.mjs";
import { checkConformance } from "../src/index.js";
import { maxRssKb, PRINT_MAX_RSS, runSource } from "./support/run-source.js";

/**
 * Long enough for any of these runs to end by itself on a loaded machine (they take some
 * 5 s alone); past it the bin is killed, as a hang.
 */
const KILL_AFTER_MS = 100_000;
const TEST_TIMEOUT_MS = KILL_AFTER_MS + 20_000;

let hostile: HostileServer;

beforeEach(async () => {
  hostile = await startHostileServer();
});

afterEach(async () => {
  await hostile.close();
});

function run(args: string[]) {
  return runSource("src/bin.ts", ["--base-url", hostile.url, "--api-key", "demo-key-1", "--seed", "1", ...args], {
    node: PRINT_MAX_RSS,
    killAfterMs: KILL_AFTER_MS,
  });
}

const isList = (method: string, path: string) => method === "GET" && path === "/api/v1.1/jobs";
/** The first request a run sends, while it learns the target. */
const isCategories = (_method: string, path: string) => path === "/api/v1.1/jobcategories";

it.each([302, 307] as const)(
  "a %i from the list to another origin sends nothing there and fails the run, naming both origins",
  async (status) => {
    hostile.misbehave({ kind: "redirect", status }, isList);
    const { code, stdout, stderr, killed } = await run(["--only", "paging", "--runs", "1"]);
    expect(killed).toBe(false);
    expect(hostile.elsewhere.requests).toEqual([]);
    expect(code, stdout + stderr).toBe(1);
    expect(stdout).toContain(`answered ${status} with Location ${hostile.elsewhere.url}/api/v1.1/jobs?`);
    expect(stdout).toContain(`on another origin (${hostile.elsewhere.url}, not ${hostile.url})`);
    // The run stopped at the first one: no check met a second.
    expect(hostile.requests.filter((request) => request.url.startsWith("/api/v1.1/jobs?")).length).toBeLessThan(5);
  },
  TEST_TIMEOUT_MS,
);

it(
  "a redirect within the origin is judged as the answer it is, not followed",
  async () => {
    hostile.misbehave({ kind: "redirect", status: 302, to: "same-origin" }, isList);
    const report = await checkConformance({
      baseUrl: hostile.url,
      apiKeys: ["demo-key-1"],
      only: ["paging"],
      numRuns: 1,
      seed: 1,
      // One request at a time, so the count below is of one list's requests, not of
      // every property that met the redirect side by side.
      concurrency: 1,
    });
    expect(report.error).toBeUndefined();
    const failure = report.properties.find((property) => property.status === "failed")?.failure;
    expect(failure?.message).toMatch(/^GET \/api\/v1\.1\/jobs \(list\) answered 302; expected a 2xx status/);
    // The redirect points at the request's own URL: a fetch that followed it would send it
    // some 20 times over before giving up, for each list.
    const lists = hostile.requests.filter((request) => request.url.startsWith("/api/v1.1/jobs?"));
    expect(lists.length).toBeLessThan(20);
  },
  TEST_TIMEOUT_MS,
);

it.each([
  { fault: { kind: "endless-body" } as const, read: /more than \d+ bytes, more than the 16777216 bytes/ },
  {
    fault: { kind: "huge-body", bytes: 1024 ** 3 } as const,
    read: /with a Content-Length of 1073741824 bytes, more than the 16777216 bytes/,
  },
])(
  "an answer past the size cap ($fault.kind) stops the run in bounded memory",
  async ({ fault, read }) => {
    hostile.misbehave(fault, isCategories);
    const { code, stdout, stderr, killed } = await run([
      "--only",
      "paging",
      "--runs",
      "1",
      "--timeout",
      "30000",
      "--retries",
      "0",
    ]);
    expect(killed).toBe(false);
    expect(code, stdout + stderr).toBe(1);
    expect(stdout).toMatch(read);
    expect(stdout).toContain("GET /api/v1.1/jobcategories".replace("GET ", `GET ${hostile.url}`));
    expect(maxRssKb(stderr)).toBeLessThan(256 * 1024);
  },
  TEST_TIMEOUT_MS,
);

it(
  "an answer that stops after its headers ends the run, and the process, within its timeouts",
  async () => {
    hostile.misbehave({ kind: "silence-after-headers" }, isCategories);
    const { code, stdout, stderr, killed } = await run([
      ...["--only", "paging", "--runs", "1", "--timeout", "2000", "--retries", "1"],
    ]);
    // Two attempts of 2 s each and a backoff: the run ends inconclusive, and the process with it.
    expect(killed, stdout + stderr).toBe(false);
    expect(code, stdout + stderr).toBe(4);
    expect(stdout).toContain(`No answer to GET ${hostile.url}/api/v1.1/jobcategories within 2000 ms`);
  },
  TEST_TIMEOUT_MS,
);

it(
  "a locations collection whose next link never ends is read no further than its pages, and reported",
  async () => {
    hostile.misbehave({ kind: "self-next" }, (_method, path) => path === "/api/v1.1/locations");
    const { code, stdout, stderr, killed } = await run([
      "--profile",
      "reference",
      "--only",
      "collections",
      "--runs",
      "1",
      "--concurrency",
      "1",
    ]);
    expect(killed).toBe(false);
    expect(code, stdout + stderr).toBe(1);
    expect(stdout).toMatch(/paging\.next of page \d+, the last of \d+ \(paging\.pages\), is "http/);
    const pagesRead = hostile.requests.filter((request) => request.url.startsWith("/api/v1.1/locations")).length;
    expect(stdout).toMatch(/Note: GET \/api\/v1\.1\/locations: page (\d+), the last of \1, still has a next link/);
    // Learning the target reads each page once; each execution of the property, a page or two.
    expect(pagesRead).toBeLessThan(20);
  },
  TEST_TIMEOUT_MS,
);
