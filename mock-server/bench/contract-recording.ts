/**
 * `npm run bench:contract --workspace mock-server`: what recording a contract adds to the
 * example app's test time. The example's tests (examples/contract) run in child vitests,
 * recording off and on in turn, ROUNDS times each; each run's time is the sum of its test
 * files' durations as vitest reports them (the start-up of vitest itself, the same either
 * way, left out). Prints the medians and their ratio, and the spread of the runs with
 * recording off, below which no cost can be told from noise.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const VITEST = join(ROOT, "node_modules/vitest/vitest.mjs");
const ROUNDS = Number(process.argv[2] ?? 7);

/** One run of the example's tests: the sum of its files' durations, in ms. */
async function testTime(contract: string | undefined): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), "contract-bench-"));
  const report = join(folder, "report.json");
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  delete env.JOBS_CONTRACT;
  const args = [VITEST, "run", "--project", "mock-server", "--reporter", "json", "--outputFile", report];
  await run(process.execPath, [...args, "examples/contract/"], {
    cwd: ROOT,
    env: { ...env, CI: "true", ...(contract ? { JOBS_CONTRACT: join(folder, contract) } : {}) },
  });
  if (contract && !existsSync(join(folder, contract))) {
    throw new Error("recording on wrote no contract");
  }
  const { testResults } = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: Array<{ startTime: number; endTime: number }>;
  };
  return testResults.reduce((sum, file) => sum + (file.endTime - file.startTime), 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const off: number[] = [];
const on: number[] = [];
await testTime(undefined); // warms the transform cache
for (let round = 0; round < ROUNDS; round++) {
  off.push(await testTime(undefined));
  on.push(await testTime("contract.json"));
  process.stderr.write(`round ${round + 1}: off ${off.at(-1)} ms, on ${on.at(-1)} ms\n`);
}
const [offMedian, onMedian] = [median(off), median(on)];
const spread = (Math.max(...off) - Math.min(...off)) / offMedian;
process.stdout.write(
  `Example app test time (sum of file durations, median of ${ROUNDS}): off ${offMedian} ms, on ${onMedian} ms, ` +
    `on/off ${(onMedian / offMedian).toFixed(3)}; spread of the off runs ${(spread * 100).toFixed(1)}%.\n`,
);
