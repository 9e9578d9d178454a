/**
 * The differential proof: the same requests to two targets, compared as an app sees the
 * answers. Two fresh instances of one implementation agree on every exchange; an
 * independent implementation and the reference server differ, and each difference names
 * the request, the class of answer and the parts that differ; a proof that compared
 * nothing is inconclusive, never passed.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { describe, expect, it } from "vitest";
import { appView, compareExchanges, type Exchange } from "../src/differential/compare.js";
import { type DifferentialTarget, EDGE_SCRIPT, runScript } from "../src/differential/run.js";
import { TARGETS } from "./support/independents.js";

const BASE_URL = "http://jobs.differential.test";

const reference = (): DifferentialTarget => ({
  fetch: createJobsServer().fetch,
  baseUrl: BASE_URL,
  apiKey: "demo-key-1",
});

const independent = (name: "epsilon" | "zeta"): DifferentialTarget => {
  const server = TARGETS[name].create({ admin: false });
  return { fetch: (request) => server.fetch(request), baseUrl: BASE_URL, apiKey: TARGETS[name].keys[0] ?? "" };
};

const exchange = (body: unknown): Exchange => ({
  request: { method: "GET", path: "/api/v1.1/jobs/1" },
  status: 200,
  headers: { "Content-Type": "application/json" },
  body,
});

describe("what an app sees of an answer", () => {
  it("leaves out ids, times and hosts but keeps member names, types and date and link forms", () => {
    const one = appView(exchange({ id: 1, at: "2026-01-01T00:00:00Z", self: "http://a.test/jobs/1" }));
    const other = appView(exchange({ id: 99, at: "2027-05-05T10:11:12Z", self: "http://b.test/jobs/99" }));
    expect(other).toEqual(one);
    expect(appView(exchange({ id: 1, at: "2026-01-01" }))).not.toEqual(
      appView(exchange({ id: 1, at: "2026-01-01T00:00:00Z" })),
    );
    expect(appView(exchange({ id: "1" }))).not.toEqual(appView(exchange({ id: 1 })));
  });
});

describe("the differential proof over the protocol edge script", () => {
  it.each(["epsilon", "zeta"] as const)(
    "finds and names the differences between %s and the reference server",
    async (name) => {
      const report = compareExchanges(
        await runScript(independent(name), EDGE_SCRIPT),
        await runScript(reference(), EDGE_SCRIPT),
      );
      expect(report.compared).toBe(EDGE_SCRIPT.length);
      expect(report.verdict).not.toBe("passed");
      expect(
        report.differences.map(({ request, answerClass }) => `${request.method} ${request.path} (${answerClass})`),
      ).toContain("GET /api/v1.1/jobs (GET /jobs refusal)");
      expect(report.differences.every(({ parts }) => parts.length > 0)).toBe(true);
    },
  );

  it.each(["epsilon", "zeta"] as const)("finds no difference between two instances of %s", async (name) => {
    const report = compareExchanges(
      await runScript(independent(name), EDGE_SCRIPT),
      await runScript(independent(name), EDGE_SCRIPT),
    );
    expect(report).toMatchObject({ compared: EDGE_SCRIPT.length, differences: [], unobserved: [], verdict: "passed" });
  });

  it("finds no difference between two reference servers", async () => {
    const report = compareExchanges(
      await runScript(reference(), EDGE_SCRIPT),
      await runScript(reference(), EDGE_SCRIPT),
    );
    expect(report).toMatchObject({ compared: EDGE_SCRIPT.length, differences: [], verdict: "passed" });
  });

  it("is inconclusive when it compared nothing", () => {
    expect(compareExchanges([], [])).toMatchObject({ compared: 0, verdict: "inconclusive" });
  });
});
