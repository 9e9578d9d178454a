/**
 * Transient answers are not verdicts: a staging deployment that sometimes answers 503,
 * rate-limits with 429 or loses an answer must never fail a correct backend. A run whose
 * transient answers keep it from judging says so (inconclusive, exit code 4).
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { isIdempotent } from "@jobs-toolkit/sdk";
import { afterEach, describe, expect, it } from "vitest";
import {
  backoffMs,
  DEFAULT_RETRY_POLICY,
  isNetworkError,
  RequestTimeoutError,
  retryAfterMs,
} from "../src/http/transient.js";
import { checkConformance, formatPretty } from "../src/index.js";
import { createProgram } from "../src/program.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";

const KEYS = ["demo-key-1", "demo-key-2"];

afterEach(() => {
  process.exitCode = undefined;
});

/**
 * A gateway in front of `fetch` that answers every `every`-th request of a key 429 with
 * Retry-After, as a rate limiter does past its rate. Counting rather than timing makes it
 * refuse whatever the speed of the run: one timed at 100 requests a second refused nothing
 * when the machine was busy, and the test failed.
 */
function rateLimited(fetch: (request: Request) => Promise<Response>, every: number) {
  const counts = new Map<string, number>();
  let refused = 0;
  const limited = async (request: Request): Promise<Response> => {
    const key = request.headers.get("api-key") ?? "";
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count % every === 0) {
      refused++;
      return new Response("slow down", { status: 429, headers: { "Retry-After": "0" } });
    }
    return fetch(request);
  };
  return { fetch: limited, refused: () => refused };
}

/**
 * A gateway that answers what `fetch` answers, with Retry-After set to `seconds` wherever
 * it is sent: the reference server's chaos asks for 1 s with each 503, which a run would
 * wait out for real, one 503 after the other. The waiting is tested where Retry-After is read.
 */
function retryingAfter(fetch: (request: Request) => Promise<Response>, seconds: number) {
  return async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    if (!response.headers.has("retry-after")) {
      return response;
    }
    const headers = new Headers(response.headers);
    headers.set("retry-after", String(seconds));
    return new Response(response.body, { status: response.status, headers });
  };
}

/** A gateway that carries every `every`-th create out but loses its answer (a 503 after the fact). */
function losingAnswers(fetch: (request: Request) => Promise<Response>, every: number) {
  let creates = 0;
  let lost = 0;
  const losing = async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    const isCreate = request.method === "POST" && new URL(request.url).pathname === "/api/v1.1/jobs";
    if (isCreate && response.status === 201 && ++creates % every === 0) {
      lost++;
      return new Response("upstream timed out", { status: 503 });
    }
    return response;
  };
  return { fetch: losing, lost: () => lost };
}

describe("the retry policy", () => {
  it("repeats only what is safe to repeat (the SDK's rule): never a plain POST, but a POST overriding to PUT or DELETE", () => {
    const request = (method: string, override?: string) =>
      new Request("http://jobs.test/api/v1.1/jobs", {
        method,
        ...(override ? { headers: { "X-HTTP-Method-Override": override } } : {}),
      });
    expect(["GET", "PUT", "DELETE"].map((method) => isIdempotent(request(method)))).toEqual([true, true, true]);
    expect(isIdempotent(request("POST"))).toBe(false);
    expect(isIdempotent(request("POST", "PUT"))).toBe(true);
    expect(isIdempotent(request("POST", "DELETE"))).toBe(true);
  });

  it("treats a reset, a refused connection or a timeout as transient, and any other fault of the fetch as a fault", () => {
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    expect(isNetworkError(new TypeError("fetch failed", { cause: reset }))).toBe(true);
    expect(isNetworkError(new Error("request failed", { cause: reset }))).toBe(true);
    expect(isNetworkError(new RequestTimeoutError("no answer within 10000 ms"))).toBe(true);
    expect(isNetworkError(new RangeError("the target crashed"))).toBe(false);
  });

  it("honours Retry-After in seconds or as a date, within its bound, and backs off exponentially", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterMs("2", DEFAULT_RETRY_POLICY, now)).toBe(2000);
    expect(retryAfterMs("Wed, 25 Nov 2026 12:00:03 GMT", DEFAULT_RETRY_POLICY, now)).toBe(3000);
    expect(retryAfterMs("86400", DEFAULT_RETRY_POLICY, now)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
    expect(retryAfterMs("soon", DEFAULT_RETRY_POLICY, now)).toBeUndefined();
    expect([1, 2, 3].map((retry) => backoffMs(retry, DEFAULT_RETRY_POLICY, () => 1))).toEqual([100, 200, 400]);
    expect(backoffMs(20, DEFAULT_RETRY_POLICY, () => 0)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs / 2);
  });
});

// Each on its own server: they run side by side.
it.concurrent.for(["seed", "reference"] as const)(
  "the %s profile passes against a reference server that answers 5% of requests 503 (Retry-After: 0), showing its retries",
  { timeout: 120_000 },
  async (profile, { expect }) => {
    const server = createJobsServer({ chaos: { failRate: 0.05 } });
    const fetch = retryingAfter(server.fetch, 0);
    const report = await checkConformance({ fetch, apiKeys: KEYS, profile, seed: 11, numRuns: 8 });
    expect(report.ok, formatPretty(report)).toBe(true);
    expect(report.transient.retries).toBeGreaterThan(0);
    expect(formatPretty(report)).toMatch(
      /^Transient answers: \d+ retries, \d+ requests given up, \d+ creates of unknown outcome$/m,
    );
  },
);

it("ends inconclusive, not failed, when most answers are transient, and exits 4", { timeout: 180_000 }, async () => {
  const server = createJobsServer({ chaos: { failRate: 0.6 } });
  const out: string[] = [];
  const command = createProgram({ stdout: (t) => out.push(t), stderr: () => {}, isTTY: false, fetch: server.fetch });
  command.exitOverride();
  await command.parseAsync(
    [
      ...["--base-url", "http://jobs.test", "--api-key", KEYS[0] ?? "", "--seed", "3"],
      ...["--runs", "5", "--retries", "1", "--reporter", "json"],
    ],
    { from: "user" },
  );
  const report = JSON.parse(out.join("")) as Awaited<ReturnType<typeof checkConformance>>;
  expect(report.ok).toBe(false);
  expect(report.inconclusive).toBe(true);
  expect(report.properties.filter((property) => property.status === "failed")).toEqual([]);
  expect(process.exitCode).toBe(4);
});

const LIMITED = [
  { name: "alpha", keys: ALPHA_KEYS, create: () => createAlpha() },
  { name: "beta", keys: BETA_KEYS, create: () => createBeta() },
].flatMap((implementation) => Array.from({ length: 10 }, (_, index) => ({ ...implementation, seed: 100 + index })));

// Each behind its own limiter: they run side by side.
it.concurrent.for(LIMITED)(
  "has no false failure against $name with seed $seed behind a rate limiter answering 429 with Retry-After: 0 (every 30th request of a key)",
  { timeout: 120_000 },
  async ({ keys, create, seed }, { expect }) => {
    const implementation = create();
    const gateway = rateLimited((request) => implementation.fetch(request), 30);
    const report = await checkConformance({
      fetch: gateway.fetch,
      apiKeys: [...keys],
      profile: "seed",
      seed,
      numRuns: 5,
      only: ["model", "paging", "tenancy"],
    });
    expect(report.ok, formatPretty(report)).toBe(true);
    expect(gateway.refused()).toBeGreaterThan(0);
    expect(report.transient.retries).toBeGreaterThanOrEqual(gateway.refused());
  },
);

it("reconciles a create whose answer was lost instead of guessing, and leaves nothing behind", {
  timeout: 120_000,
}, async () => {
  const server = createJobsServer();
  const gateway = losingAnswers(server.fetch, 7);
  const report = await checkConformance({
    fetch: gateway.fetch,
    apiKeys: KEYS,
    profile: "seed",
    seed: 8,
    numRuns: 15,
    only: ["model", "round-trip"],
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(gateway.lost()).toBeGreaterThan(0);
  expect(report.transient.unknownOutcomes).toBe(gateway.lost());
  expect(report.cleanup.left).toEqual([]);
  expect(server.exportState().jobs).toEqual([]);
});
