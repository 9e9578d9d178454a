/**
 * npm run bench -w conformance: what a default seed run costs against a target that takes
 * time to answer. The reference server runs in-process with added latency; requests and
 * wall time are printed for 0, 20 and 80 ms, each with its ratio to the 0 ms run and the
 * requests in flight at the server (most at once, and the mean over the run).
 *
 * `npm run bench -w conformance -- --soak N` also runs both profiles for N seeds (side by
 * side) against a server answering 5% of requests 503 after 5 to 60 ms, and prints each
 * run's outcome.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { type ConformanceReport, checkConformance, type Profile } from "../src/index.js";
import { DEFAULT_CONCURRENCY } from "../src/options.js";
import { countInFlight } from "./in-flight.js";

const KEYS = ["demo-key-1", "demo-key-2"];

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function run(
  profile: Profile,
  seed: number,
  chaos: { latencyMs: number | [number, number]; failRate?: number },
  { clock = true } = {},
) {
  // Without the admin controls there is no clock to drive, as on a staging deployment.
  const server = createJobsServer({ chaos, ...(clock ? {} : { admin: false }) });
  const inFlight = countInFlight(server.fetch);
  const started = performance.now();
  const report: ConformanceReport = await checkConformance({ fetch: inFlight.fetch, apiKeys: KEYS, profile, seed });
  return { report, seconds: (performance.now() - started) / 1000, inFlight };
}

const LATENCIES = [0, 20, 80];
print(`Default seed run (100 runs a property, concurrency ${DEFAULT_CONCURRENCY}), reference server in-process:`);
print(
  "| latency | clock controls | requests | requirements checked | wall time | ratio to 0 ms | in flight (peak / mean) |",
);
print("|---:|---|---:|---:|---:|---:|---:|");
let baseline = 0;
// With the clock, the runs of the model and time properties move it, each shard in a
// clock scope of its own, side by side like every other property; a staging deployment
// has no clock, and then only the time property is skipped.
for (const [latency, clock] of [...LATENCIES.map((latency) => [latency, true] as const), [80, false] as const]) {
  const { report, seconds, inFlight } = await run("seed", 42, { latencyMs: latency }, { clock });
  baseline ||= seconds;
  const outcome = report.ok ? "" : " (did not pass)";
  print(
    `| ${latency} ms | ${clock ? "yes" : "none"} | ${report.requests} | ${report.coverage.checked} | ${seconds.toFixed(1)} s${outcome} | ${(seconds / baseline).toFixed(1)}x | ${inFlight.peak} / ${inFlight.mean.toFixed(1)} |`,
  );
}

const soakAt = process.argv.indexOf("--soak");
const soakSeeds = soakAt === -1 ? 0 : Number(process.argv[soakAt + 1] ?? 10);
if (soakSeeds > 0) {
  print(`\nSoak: --fail-rate 0.05 --latency 5-60, ${soakSeeds} seeds a profile:`);
  print("| profile | seed | outcome | requests | retries | given up | unknown creates | wall time |");
  print("|---|---:|---|---:|---:|---:|---:|---:|");
  for (const profile of ["seed", "reference"] as const) {
    // The runs wait on latency, not on the CPU, so the seeds of a profile run side by side.
    const seeds = Array.from({ length: soakSeeds }, (_, index) => index + 1);
    const runs = await Promise.all(seeds.map((seed) => run(profile, seed, { latencyMs: [5, 60], failRate: 0.05 })));
    for (const [index, { report, seconds }] of runs.entries()) {
      const outcome = report.ok ? "passed" : report.inconclusive ? "inconclusive" : "FAILED";
      const { retries, gaveUp, unknownOutcomes } = report.transient;
      print(
        `| ${profile} | ${index + 1} | ${outcome} | ${report.requests} | ${retries} | ${gaveUp} | ${unknownOutcomes} | ${seconds.toFixed(1)} s |`,
      );
    }
  }
}
