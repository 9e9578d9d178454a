/**
 * Runs autocannon against one URL in its own process, so the load generator never
 * shares an event loop with the server it measures. Prints one JSON line of results.
 *
 * Usage: node load.js PLAN.json, the plan being { url, requests, connections, duration }.
 */
import { readFileSync } from "node:fs";
import autocannon, { type Request } from "autocannon";

interface LoadPlan {
  url: string;
  requests: Request[];
  connections: number;
  duration: number;
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadPlan;
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  requests: plan.requests,
});
const summary = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
