/**
 * Each key's plan: told with `--plan` (or `plans`), revealed by the target, or learnt from
 * a refusal that names it; a key on a standard plan is sent no `autoRefresh: true`.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { resolveOptions } from "../src/options.js";
import { createProgram } from "../src/program.js";
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
