import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { expect, it } from "vitest";
import { startHostileServer } from "../../scripts/hostile-server.mjs";
import { anyId } from "../src/compare.js";
import { checkConformance } from "../src/index.js";
import { must } from "../src/must.js";
import { resolveOptions } from "../src/options.js";
import { toVitest, withTeaching } from "../src/report/repro.js";
import { runVitestIn } from "./support/run-vitest.js";
import { serveFetch } from "./support/serve-fetch.js";
import { variantNamed } from "./support/variants.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CONFIG = `import { defineConfig } from "vitest/config";
const conditions = ["@jobs-toolkit/source"];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ["repro.test.ts"] } });
`;

function runVitest(dir: string, baseUrl: string): Promise<{ code: number | null; output: string }> {
  return runVitestIn(dir, ["--config", `${dir}/vitest.config.ts`], {
    JOBS_BASE_URL: baseUrl,
    JOBS_API_KEY: "demo-key-1",
    JOBS_API_KEY_2: "demo-key-2",
  });
}

it("writes a vitest file that fails against the faulty server and passes against the reference server", async () => {
  const variant = variantNamed("default-status-active");
  const faulty = await serveFetch(variant.create());
  const reference = await startServer({ port: 0 });
  const dir = `${ROOT}.repro-tmp-${process.pid}`;
  try {
    const report = await checkConformance({
      baseUrl: faulty.url,
      apiKeys: ["demo-key-1", "demo-key-2"],
      profile: "reference",
      seed: 3,
      numRuns: 10,
      only: ["defaults"],
    });
    const failure = report.properties.find((property) => property.failure)?.failure;
    expect(failure?.vitest).toContain("createJobsClient");
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/vitest.config.ts`, CONFIG);
    writeFileSync(`${dir}/repro.test.ts`, must(failure, "a failure of the faulty server").vitest);
    const against = await runVitest(dir, faulty.url);
    expect(against.code, against.output).not.toBe(0);
    expect(against.output).toContain("expected 'active' to deeply equal 'draft'");
    const fixed = await runVitest(dir, reference.url);
    expect(fixed.code, fixed.output).toBe(0);
    // A target that sends everything elsewhere: the reproduction fails on the 307 and the keys stay home.
    const hostile = await startHostileServer();
    try {
      hostile.misbehave({ kind: "redirect", status: 307 });
      const redirected = await runVitest(dir, hostile.url);
      expect(redirected.code, redirected.output).not.toBe(0);
      expect(hostile.requests.length).toBeGreaterThan(0);
      expect(hostile.elsewhere.requests).toEqual([]);
    } finally {
      await hostile.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await faulty.close();
    await reference.close();
  }
}, 120_000);

it("writes a reproduction when the answer lacks the field the check reads", () => {
  const exchange = {
    seq: 1,
    phase: "check" as const,
    method: "GET",
    url: "http://jobs.test/api/v1.1/jobs?q=x",
    requestHeaders: {},
    requestBody: undefined,
    requestBodyBytes: 0,
    status: 200,
    responseHeaders: { "content-type": "application/json" },
    responseBody: '{"paging":{}}',
    durationMs: 1,
  };
  const file = toVitest(
    [exchange] as never,
    0,
    { kind: "field", pointer: "/paging/total", expected: anyId, actual: undefined, requirements: ["paging.total"] },
    "GET /api/v1.1/jobs answered 200 with /paging/total = undefined; expected 1",
    "lists",
    resolveOptions({ baseUrl: "http://jobs.test", apiKeys: ["k"] }),
  );
  expect(file).toContain("expect(");
});

it("reads a created id from its answer, leaves reference-data ids alone, and compares a status class as a range", () => {
  const created = {
    seq: 1,
    phase: "check" as const,
    method: "POST",
    url: "http://jobs.test/api/v1.1/jobs",
    requestHeaders: { "api-key": "k", "content-type": "application/json" },
    requestBody: '{"title":"x"}',
    requestBodyBytes: 13,
    status: 201,
    responseHeaders: { "content-type": "application/json" },
    responseBody: '{"id":5,"categories":[{"id":5}]}',
    durationMs: 1,
  };
  const read = { ...created, seq: 2, method: "GET", url: "http://jobs.test/api/v1.1/jobs/5", requestBody: undefined };
  const options = resolveOptions({ baseUrl: "http://jobs.test", apiKeys: ["k"] });
  const field = toVitest(
    [created, read] as never,
    1,
    {
      kind: "field",
      pointer: "",
      expected: { id: 5, categories: [{ id: 5 }] },
      actual: {},
      requirements: ["get.by-id"],
    },
    "GET /api/v1.1/jobs/5 answered 200 with a body = {}",
    "reads",
    options,
  );
  expect(field).toContain("const JOB_1 = (s1.body as { id: number }).id;");
  expect(field).toContain("path: { id: JOB_1 }");
  expect(field).toMatch(/"id": JOB_1,\s+"categories": \[\s+\{\s+"id": 5/);
  const status = toVitest(
    [created, read] as never,
    1,
    { kind: "status", expected: "2xx", actual: 500, requirements: ["get.by-id"] },
    "GET /api/v1.1/jobs/5 answered 500; expected a 2xx status",
    "reads",
    options,
  );
  expect(status).toContain("expect(s2.status).toBeGreaterThanOrEqual(200);");
  expect(status).toContain("expect(s2.status).toBeLessThanOrEqual(299);");
  expect(status).not.toContain('"2xx"');
  const other = toVitest([created] as never, 0, undefined, "the suite failed", "crash", options);
  expect(other).not.toContain("throw ");
});

/** A recorded exchange of `method` on `path`, with a JSON request and answer. */
function exchangeOf(seq: number, method: string, path: string, request: unknown, status: number, answer: unknown) {
  return {
    seq,
    phase: "check" as const,
    method,
    url: `http://jobs.test${path}`,
    requestHeaders: method === "DELETE" ? {} : { "api-key": "k", "content-type": "application/json" },
    requestBody: request === undefined ? undefined : JSON.stringify(request),
    requestBodyBytes: request === undefined ? 0 : JSON.stringify(request).length,
    status,
    responseHeaders: { "content-type": "application/json" },
    responseBody: JSON.stringify(answer),
    durationMs: 1,
    startedMs: seq * 10,
  };
}

it("teaches a fresh deployment the cities a failure gives alone before replaying it, and only then", () => {
  const taught = [
    exchangeOf(1, "POST", "/api/v1.1/jobs", { locations: [{ description: "Toronto, ON" }] }, 201, { id: 1 }),
    { ...exchangeOf(2, "DELETE", "/api/v1.1/jobs/1", undefined, 204, null), requestHeaders: { "api-key": "k" } },
  ];
  const target = { bareCities: ["Toronto"], taught };
  const alone = exchangeOf(90, "POST", "/api/v1.1/jobs", { locations: [{ description: " toronto" }] }, 201, { id: 15 });
  const unkeyed = exchangeOf(91, "DELETE", "/api/v1.1/jobs/15", undefined, 204, null);
  const reproduced = withTeaching([alone, unkeyed] as never, 1, target as never);
  expect(reproduced.failing).toBe(3);
  expect(reproduced.exchanges.map(({ seq }) => seq)).toEqual([1, 2, 90, 91]);
  const file = toVitest(
    reproduced.exchanges,
    reproduced.failing,
    { kind: "status", expected: "4xx", actual: 204, requirements: ["auth.key-required"] },
    "DELETE /api/v1.1/jobs/15 (delete with no API key) answered 204; expected a 4xx status",
    "auth",
    resolveOptions({ baseUrl: "http://jobs.test", apiKeys: ["k"] }),
  );
  // Job 1 is the teaching job: its variable must not rewrite the path of job 15.
  expect(file).toMatch(/raw\(`\/api\/v1\.1\/jobs\/\$\{JOB_2\}`/);
  // The hours between the run's set-up and its checks are no wait the reproduction makes.
  expect(file).not.toContain("setTimeout");
  const qualified = exchangeOf(90, "POST", "/api/v1.1/jobs", { locations: [{ description: "Toronto, ON" }] }, 201, {
    id: 15,
  });
  expect(withTeaching([qualified] as never, 0, target as never).exchanges).toHaveLength(1);
});
