/**
 * npm run fuzz: 100,000 generated requests through the reference server's handler,
 * printing the count and every failure with its fast-check seed for replay.
 * Usage: npm run fuzz -- [COUNT] [SEED]
 */
import fc from "fast-check";
import { createJobsServer } from "../src/index.js";
import { checkAnswer } from "./check.js";
import { requestArb } from "./requests.js";

const count = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
// As users run it, request log included: reading the log back is part of what is fuzzed.
const server = createJobsServer({ bodyLimit: 256 * 1024 });
let checked = 0;
const started = Date.now();
process.stderr.write(`fuzz: ${count} requests, seed ${seed}\n`);
const result = fc.check(
  fc.property(requestArb, (request) => {
    checked += 1;
    if (checked % 10_000 === 0) {
      process.stderr.write(`  ${checked} requests, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
    const problems = checkAnswer(server, request);
    if (problems.length > 0) {
      throw new Error(problems.join("\n"));
    }
  }),
  { numRuns: count, seed, endOnFailure: true },
);
process.stdout.write(
  `${checked} requests checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.failed ? "FAILED" : "no 5xx, no crash, no change by a refused request"}\n`,
);
if (result.failed) {
  process.stdout.write(`${fc.defaultReportMessage(result)}\n`);
  process.exitCode = 1;
}
