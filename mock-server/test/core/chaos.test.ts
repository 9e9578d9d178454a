import { describe, expect, it } from "vitest";
import { createChaos } from "../../src/core/http/chaos.js";
import { createCoreRequest } from "../../src/core/http/http.js";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { validJob } from "../support/jobs.js";

const request = (prefer?: string) =>
  createCoreRequest({ method: "GET", url: "/api/v1.1/jobs", headers: prefer ? { prefer } : {} });

describe.each(TRANSPORTS)("Prefer: scenario over %s", (transport) => {
  const harness = useHarness(transport);

  it("answers 503 with Retry-After for scenario=unavailable, and handles nothing", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob(),
      headers: { Prefer: "scenario=unavailable" },
    });
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("1");
    expect(reply.body).toMatchObject({ title: "Service Unavailable", status: 503 });
    expect((await harness.request("GET", "/api/v1.1/jobs")).body.paging.total).toBe(0);
  });

  it("answers 429 with Retry-After for scenario=rate-limited", async () => {
    const reply = await harness.request("GET", "/api/v1.1/jobs", {
      headers: { Prefer: "respond-async, scenario=rate-limited" },
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get("retry-after")).toBe("1");
  });

  it("answers after the delay asked for with scenario=slow", async () => {
    const started = performance.now();
    const reply = await harness.request("GET", "/api/v1.1/positiontypes", {
      headers: { Prefer: "scenario=slow; delay=150" },
    });
    expect(reply.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("chaos options", () => {
  it("fails the configured share of requests with 503", () => {
    let next = 0;
    const values = [0.05, 0.5, 0.09, 0.95];
    const chaos = createChaos({ failRate: 0.1, random: () => values[next++ % values.length] ?? 0 });
    const outcomes = values.map(() => chaos(request()).failure?.status ?? 200);
    expect(outcomes).toEqual([503, 200, 503, 200]);
  });

  it("delays by a fixed latency, or by one drawn from a range", () => {
    expect(createChaos({ latencyMs: 40 })(request()).delayMs).toBe(40);
    const ranged = createChaos({ latencyMs: [100, 200], random: () => 0.5 });
    expect(ranged(request()).delayMs).toBe(150);
  });

  it("does nothing by default", () => {
    expect(createChaos()(request())).toEqual({ delayMs: 0 });
  });

  it("ignores scenarios it does not know", () => {
    expect(createChaos()(request("scenario=explode"))).toEqual({ delayMs: 0 });
  });
});

describe("chaos on the Node server", () => {
  const harness = useHarness("http", { chaos: { failRate: 1 } });

  it("answers 503 to every job API request, but not to the controls", async () => {
    expect((await harness.request("GET", "/api/v1.1/jobs")).status).toBe(503);
    expect((await harness.request("GET", "/__admin/clock", { key: null })).status).toBe(200);
  });
});
