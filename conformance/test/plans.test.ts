/**
 * Each key's plan: told with `--plan` (or `plans`), revealed by the target, or learnt from
 * a refusal that names it; a key on a standard plan is sent no `autoRefresh: true`.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { resolveOptions } from "../src/options.js";
import { createProgram } from "../src/program.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { naming } from "./support/independents.js";
import { deploymentOf } from "./support/space/deployment.js";

const KEYS = ["key-of-north", "key-of-south"];

it("takes a key's plan by its number from 1 or by the key itself", () => {
  expect(resolveOptions({ baseUrl: "http://jobs.test", apiKeys: KEYS, plans: { "2": "standard" } }).plans).toEqual([
    undefined,
    "standard",
  ]);
  expect(
    resolveOptions({ baseUrl: "http://jobs.test", apiKeys: KEYS, plans: { "key-of-north": "unlimited" } }).plans,
  ).toEqual(["unlimited", undefined]);
});

it("refuses a plan for a key not given, and a plan of another name", () => {
  expect(() => resolveOptions({ baseUrl: "http://jobs.test", apiKeys: KEYS, plans: { "3": "standard" } })).toThrow(
    /names a key not given/,
  );
  const command = createProgram({ stdout: () => {}, stderr: () => {}, isTTY: false });
  command.exitOverride();
  command.configureOutput({ writeErr: () => {} });
  expect(() =>
    command.parse(["node", "jobs-conformance", "--base-url", "http://jobs.test", "--api-key", "k", "--plan", "1=gold"]),
  ).toThrow(/KEY=standard/);
});

it("sends a key told to be on a standard plan no autoRefresh: true", async () => {
  const { target } = deploymentOf({ plans: "second-standard-refused" });
  const server = target.create({ admin: false });
  let sent = 0;
  const report = await checkConformance({
    fetch: async (request) => {
      const body = request.method === "GET" ? "" : await request.clone().text();
      sent += request.headers.get("api-key") === target.keys[1] && /"autoRefresh":true/.test(body) ? 1 : 0;
      return server.fetch(request);
    },
    baseUrl: "http://jobs.space.test:8443",
    apiKeys: [...target.keys],
    plans: { "2": "standard" },
    profile: "seed",
    seed: 9,
    numRuns: 25,
    only: ["model", "tenancy"],
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(sent).toBe(0);
});

it("learns a standard plan from a refusal of autoRefresh that names no plan, and passes", async () => {
  const { target } = deploymentOf({ plans: "second-standard-refused", planRefusalWords: "as-validation" });
  const server = target.create({ admin: false });
  const report = await checkConformance({
    fetch: (request) => server.fetch(request),
    baseUrl: "http://jobs.space.test:8443",
    apiKeys: [...target.keys],
    profile: "seed",
    seed: 9,
    numRuns: 25,
    only: ["model", "tenancy"],
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(report.notes.join("\n")).toMatch(/key 2 was refused autoRefresh \(\d{3}, .*taken as a standard plan/);
}, 120_000);

/** Beta refusing `autoRefresh: true` to every key, as an invalid field. */
function refusingAutoRefreshToAll() {
  const server = createBeta();
  return async (request: Request): Promise<Response> => {
    const sent = ["POST", "PUT"].includes(request.method) ? await request.clone().text() : "";
    return /"autoRefresh":\s*true/.test(sent)
      ? Response.json({ error: "invalid field", field: "autoRefresh" }, { status: 422 })
      : server.fetch(request);
  };
}

it("fails a target that refuses autoRefresh to every key once told a key is unlimited, and only then", async () => {
  const run = (plans?: Record<string, "unlimited">) =>
    checkConformance({
      fetch: refusingAutoRefreshToAll(),
      apiKeys: [...BETA_KEYS],
      ...(plans ? { plans } : {}),
      profile: "seed",
      seed: 9,
      numRuns: 25,
      only: ["model", "tenancy"],
    });
  const told = await run({ "1": "unlimited" });
  expect(naming(told, "job.auto-refresh.unlimited-plans-only"), formatPretty(told)).not.toEqual([]);
  expect(told.coverage.requirements.filter(({ status }) => status === "failed").map(({ id }) => id)).toEqual([
    "job.auto-refresh.unlimited-plans-only",
  ]);
  // Untold, every key may be on a standard plan: the document leaves that answer open.
  const untold = await run();
  expect(untold.ok, formatPretty(untold)).toBe(true);
}, 240_000);

it("passes the whole seed profile on a target that refuses autoRefresh to every key, told no plan", async () => {
  // Untold, the first key's drawn jobs with autoRefresh were refused for the plan and
  // failed the city-only and conflict properties as broken rules.
  const report = await checkConformance({
    fetch: refusingAutoRefreshToAll(),
    apiKeys: [...BETA_KEYS],
    profile: "seed",
    seed: 9,
    numRuns: 10,
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(report.notes.join("\n")).toMatch(/key 1 was refused autoRefresh .*taken as a standard plan/);
}, 300_000);
