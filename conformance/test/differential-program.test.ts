/**
 * `--differential-against`: every request of a run goes to both deployments, and the run
 * lists where an application could tell their answers apart; nothing compared is
 * inconclusive, never passed.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterEach, expect, it } from "vitest";
import { learnDialect } from "../src/index.js";
import { createProgram } from "../src/program.js";
import { describeSummary } from "../src/program-differential.js";
import { ZETA_KEYS } from "./support/independent/zeta.js";
import { TARGETS } from "./support/independents.js";

afterEach(() => {
  process.exitCode = undefined;
});

type Fetch = (request: Request) => Promise<Response>;

async function differential(
  target: Fetch,
  second: Fetch,
  keys2: readonly string[],
  keys: readonly string[] = ["demo-key-1", "demo-key-2"],
  only: readonly string[] = ["model", "paging"],
) {
  const hosts = (request: Request) => (new URL(request.url).host === "second.test" ? second(request) : target(request));
  const out: string[] = [];
  const err: string[] = [];
  const program = createProgram({ stdout: (t) => out.push(t), stderr: (t) => err.push(t), isTTY: false, fetch: hosts });
  program.exitOverride();
  await program.parseAsync([
    ...["node", "jobs-conformance", "--base-url", "http://target.test", "--seed", "6", "--runs", "3"],
    ...keys.flatMap((key) => ["--api-key", key]),
    ...(only.length > 0 ? ["--only", ...only] : []),
    ...["--differential-against", "http://second.test", ...keys2.flatMap((key) => ["--api-key2", key])],
  ]);
  return { code: process.exitCode ?? 0, out: out.join(""), err: err.join("") };
}

it("finds no difference between two reference servers, having compared every exchange of the run", {
  timeout: 60_000,
}, async () => {
  const run = await differential(createJobsServer().fetch, createJobsServer().fetch, ["demo-key-1", "demo-key-2"]);
  const compared = Number(/(\d+) exchanges compared, 0 differ\./.exec(run.err)?.[1]);
  expect(compared, run.err).toBeGreaterThan(50);
  expect(run.code, run.out).toBe(0);
});

it("names each difference between the reference server and one of other choices, and fails", {
  timeout: 60_000,
}, async () => {
  const other = createJobsServer({
    dialect: { dates: { publishDate: "milliseconds-offset" }, paging: { links: "path" } },
  });
  const run = await differential(createJobsServer().fetch, other.fetch, ["demo-key-1", "demo-key-2"]);
  expect(run.code).toBe(1);
  expect(run.err).toMatch(/exchanges compared, [1-9]\d* differ\./);
  expect(run.err).toMatch(
    /POST \/api\/v1\.1\/jobs: .*date-form at \$\.publishDate: "seconds Z" \/ "milliseconds \+hh:mm"/,
  );
  expect(run.err).toMatch(/GET \/api\/v1\.1\/jobs\?\S+: .*link-form at \$\.paging\.next: "absolute" \/ "relative"/);
  // The reference server's test controls are no part of what an app sees: never sent on.
  expect(run.err).not.toContain("/__admin");
});

it("sends the protocol's edges to both, and finds none between a deployment and the fake learnt from it", {
  timeout: 60_000,
}, async () => {
  const zeta = TARGETS.zeta.create({ admin: false });
  const { dialect } = await learnDialect({
    fetch: (request) => zeta.fetch(request),
    baseUrl: "http://target.test",
    apiKeys: [...ZETA_KEYS],
    profile: "seed",
    only: [],
  });
  const fake = createJobsServer({ dialect: dialect.document });
  const run = await differential(
    TARGETS.zeta.create({ admin: false }).fetch,
    fake.fetch,
    ["demo-key-1", "demo-key-2"],
    ZETA_KEYS,
  );
  expect(run.err).toMatch(/\d+ exchanges compared, 0 differ\./);
  expect(run.code, run.err).toBe(0);
  // Against the reference server's own answers, the edges alone differ: zeta's 404 without a body.
  const own = await differential(
    TARGETS.zeta.create({ admin: false }).fetch,
    createJobsServer().fetch,
    ["demo-key-1", "demo-key-2"],
    ZETA_KEYS,
  );
  expect(own.err).toMatch(/GET \/api\/v1\.1\/jobs\/abc: status: "404" \/ "400"/);
});

it("finds none between the reference server, learnt and proved as it runs, and the fake learnt from it", {
  timeout: 120_000,
}, async () => {
  // One server for both: learning adds jobs and places there, as it would on a deployment.
  const reference = createJobsServer();
  const { dialect } = await learnDialect({
    fetch: (request) => reference.fetch(request),
    baseUrl: "http://target.test",
    apiKeys: ["demo-key-1", "demo-key-2"],
    profile: "seed",
    only: [],
  });
  // A rule learning never broke gets its own code, as every rule it broke did, not the first one's.
  expect(JSON.stringify(dialect.document.templates?.refusals?.validation)).toContain(
    '"code":{"$":"own","at":"/texts/errors.0.code","else":{"$":"own","at":"/code"}}',
  );
  const fake = createJobsServer({ dialect: dialect.document });
  const run = await differential(reference.fetch, fake.fetch, ["demo-key-1", "demo-key-2"], undefined, []);
  // Words that count the rules a job broke are learnt from creates breaking several at once.
  expect(JSON.stringify(dialect.document.templates?.refusals?.validation)).toContain(
    '{"$":"plural","at":"/count","one":{"$":"format","text":"The job breaks {/count} rule."},"other":{"$":"format","text":"The job breaks {/count} rules."}}',
  );
  expect(Number(/(\d+) exchanges compared, \d+ differ\./.exec(run.err)?.[1]), run.err).toBeGreaterThan(500);
  expect(run.err).toMatch(/exchanges compared, 0 differ\./);
  expect(run.code, run.err).toBe(0);
});

it("says a run that compared nothing proved nothing", () => {
  expect(describeSummary("http://second.test", { compared: 0, differing: [] })).toContain(
    "INCONCLUSIVE: no exchange was compared",
  );
});
