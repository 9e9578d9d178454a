/**
 * Requests in flight: a run keeps up to `concurrency` requests waiting on the target at
 * once (each property's runs split into shards side by side), and never more. The runs
 * that move the clock do too, each shard in a clock scope of its own, where the target's
 * clock has scopes; on a target with one clock they run alone.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import { checkConformance } from "../src/index.js";

/**
 * The reference server in-process, 5 ms away, counting what it holds at once: requests
 * (the peak as checks send them: the clean-up between runs deletes side by side in any
 * case) and clock scopes (`Jobs-Clock`) with a request in flight. Without `admin` it has no
 * clock to drive (a staging deployment has none: the model's runs then share the target).
 * With `oneClock`, the header never reaches the server: a deployment whose `/__admin/clock`
 * is one clock for every caller.
 */
function distantTarget({ admin = true, oneClock = false }: { admin?: boolean; oneClock?: boolean } = {}) {
  const server = createJobsServer({ admin });
  const inFlight = new Map<string, number>();
  const seen = { now: 0, peak: 0, scopesPeak: 0 };
  const fetch = async (request: Request) => {
    const scope = request.headers.get("jobs-clock");
    if (oneClock) {
      request.headers.delete("jobs-clock");
    }
    seen.now += 1;
    if (request.method !== "DELETE") {
      seen.peak = Math.max(seen.peak, seen.now);
    }
    if (scope !== null) {
      inFlight.set(scope, (inFlight.get(scope) ?? 0) + 1);
      seen.scopesPeak = Math.max(seen.scopesPeak, inFlight.size);
    }
    try {
      await new Promise((wait) => setTimeout(wait, 5));
      return await server.fetch(request);
    } finally {
      seen.now -= 1;
      if (scope !== null) {
        const left = (inFlight.get(scope) ?? 1) - 1;
        if (left === 0) {
          inFlight.delete(scope);
        } else {
          inFlight.set(scope, left);
        }
      }
    }
  };
  return { fetch, seen };
}

it.each([
  [1, 1],
  [6, 6],
])("with --concurrency %i, keeps up to %i requests in flight on one property and passes", async (concurrency, most) => {
  const target = distantTarget({ admin: false });
  const report = await checkConformance({
    fetch: target.fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    seed: 3,
    numRuns: 12,
    // One property: its runs alone must fill the slots.
    only: ["model"],
    concurrency,
  });
  expect(report.ok, report.properties.find((property) => property.failure)?.failure?.message).toBe(true);
  expect(target.seen.peak).toBe(most);
});

it("runs every run of each property once, whatever the concurrency", async () => {
  const runsBy = async (concurrency: number) => {
    const report = await checkConformance({
      fetch: createJobsServer().fetch,
      apiKeys: ["demo-key-1", "demo-key-2"],
      seed: 5,
      numRuns: 9,
      only: ["rules", "query"],
      concurrency,
    });
    return report.properties.map(({ title, runs, status }) => ({ title, runs, status }));
  };
  expect(await runsBy(4)).toEqual(await runsBy(1));
});

/** A run of the properties that move the clock only, six requests at a time at most. */
async function runClockMovers(fetch: (request: Request) => Promise<Response>) {
  const report = await checkConformance({
    fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    profile: "reference",
    seed: 4,
    numRuns: 12,
    only: ["model", "time"],
    concurrency: 6,
  });
  expect(report.ok, report.properties.find((property) => property.failure)?.failure?.message).toBe(true);
  expect(report.properties.map(({ area, status }) => [area, status])).toEqual([
    ["model", "passed"],
    ["time", "passed"],
  ]);
}

it("moves the clock in six scopes at once where the target's clock has scopes, and passes", async () => {
  const target = distantTarget();
  await runClockMovers(target.fetch);
  expect(target.seen.scopesPeak).toBe(6);
  expect(target.seen.peak).toBe(6);
});

it("runs the properties that move the clock one request at a time on a target with one clock, and passes", async () => {
  const target = distantTarget({ oneClock: true });
  await runClockMovers(target.fetch);
  expect(target.seen.peak).toBe(1);
});
