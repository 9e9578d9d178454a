/**
 * Benchmark: a default seed run against the reference server over real HTTP (the
 * target: under 15 s on this 2-core machine), the same run in-process for comparison,
 * 100 model sequences in-process, and a default reference run.
 * Run with `npm run bench --workspace conformance`.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { type Area, type ConformanceOptions, checkConformance } from "../src/index.js";

const keys = ["demo-key-1", "demo-key-2"];

async function measure(
  label: string,
  target: Pick<ConformanceOptions, "baseUrl" | "fetch">,
  extra: Partial<ConformanceOptions>,
) {
  const started = performance.now();
  const report = await checkConformance({ ...target, apiKeys: keys, numRuns: 100, ...extra });
  const seconds = (performance.now() - started) / 1000;
  const runs = report.properties.reduce((sum, property) => sum + property.runs, 0);
  process.stdout.write(
    `${label}: ${seconds.toFixed(2)} s, ${runs} runs, ${report.requests} requests, ${report.checks} checks, ${report.coverage.percent}% of ${report.coverage.checkable} requirements, seed ${report.seed}, ${report.ok ? "passed" : "FAILED"}\n`,
  );
  return seconds;
}

const running = await startServer({ port: 0 });
let overHttp: number;
try {
  overHttp = await measure("default seed run over HTTP", { baseUrl: running.url }, { profile: "seed" });
} finally {
  await running.close();
}
const inProcess = await measure(
  "default seed run in-process",
  { fetch: createJobsServer().fetch },
  { profile: "seed" },
);
process.stdout.write(`  HTTP / in-process: ${(overHttp / inProcess).toFixed(2)}x\n`);
await measure(
  "100 model sequences in-process",
  { fetch: createJobsServer().fetch },
  {
    profile: "reference",
    only: ["model"] as Area[],
  },
);
await measure("default reference run in-process", { fetch: createJobsServer().fetch }, { profile: "reference" });
