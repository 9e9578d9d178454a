/**
 * Runs autocannon in a process of its own, so the load generator never shares an event
 * loop with the server it measures. Started once per benchmark run (run-load.ts): each
 * plan ({ url, requests, connections, duration }) it is sent runs to its end, and its
 * results go back as one message. It ends when the run does.
 */
import autocannon, { type Request } from "autocannon";

interface LoadPlan {
  url: string;
  requests: Request[];
  connections: number;
  duration: number;
}

/**
 * Runs one plan's load and summarises it. autocannon counts requests per sample and ends a
 * load at a sample's end, so a load shorter than its one-second samples (a quick report's)
 * would still run a whole second: such a load is sampled once, over its own length.
 */
async function run(plan: LoadPlan) {
  const sampleMs = Math.min(1000, plan.duration * 1000);
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.duration,
    sampleInt: sampleMs,
    requests: plan.requests,
  });
  return {
    requestsPerSecond: (result.requests.average * 1000) / sampleMs,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

process.on("message", (plan: LoadPlan) => {
  run(plan).then(
    (summary) => process.send?.({ summary }),
    (error: Error) => process.send?.({ error: error.message }),
  );
});
process.on("disconnect", () => process.exit(0));
