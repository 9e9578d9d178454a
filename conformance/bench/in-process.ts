/**
 * Benchmark: 100 model sequences against the in-process reference server (the target:
 * under 20 s on a 2-core machine), then a default run of every area for comparison.
 * Run with `npm run bench --workspace conformance`.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { checkConformance } from "../src/index.js";

const keys = ["demo-key-1", "demo-key-2"];

async function measure(label: string, only?: Array<"model">): Promise<void> {
  const server = createJobsServer();
  const started = performance.now();
  const report = await checkConformance({
    fetch: server.fetch,
    apiKeys: keys,
    profile: "reference",
    numRuns: 100,
    ...(only ? { only } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  const runs = report.properties.reduce((sum, property) => sum + property.runs, 0);
  process.stdout.write(
    `${label}: ${seconds.toFixed(2)} s, ${runs} runs, ${report.requests} requests, ${report.checks} checks, seed ${report.seed}, ${report.ok ? "passed" : "FAILED"}\n`,
  );
}

await measure("100 model sequences (in-process)", ["model"]);
await measure("default run, every area (in-process)");
