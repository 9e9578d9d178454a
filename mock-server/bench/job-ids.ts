/**
 * npm run bench:job-ids -w mock-server: what handing out a job id costs under each
 * allocation, against sequential ids (the reference server's) measured in the same run.
 * Random ids in any order come from a shuffle computed, not stored: each id should cost a
 * small constant whatever was handed out before, at 100,000 jobs as at the first.
 * Options: --ids N (1,000,000), --rounds N (5; the best round of each counts).
 */
import { JobIdLedger } from "../src/core/domain/job-ids.js";

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const IDS = argument("--ids", 1_000_000);
const ROUNDS = argument("--rounds", 5);

const ALLOCATIONS = {
  sequential: { allocation: "sequential" },
  "random, rising": { allocation: "random", min: 1_000_000, max: 2_147_483_647, order: "rising" },
  "random, any order": { allocation: "random", min: 1_000_000, max: 2_147_483_647, order: "any" },
  "random, any order, a small range": { allocation: "random", min: 1_000_000, max: 9_999_999, order: "any" },
} as const;

/** Milliseconds to hand out `IDS` ids, and a digest of them so no work is skipped. */
function handOut(allocation: (typeof ALLOCATIONS)[keyof typeof ALLOCATIONS]): { ms: number; digest: number } {
  const ledger = new JobIdLedger(allocation);
  let digest = 0;
  const started = performance.now();
  for (let id = 0; id < IDS; id++) {
    digest = (digest + ledger.take()) % 1_000_000_007;
  }
  return { ms: performance.now() - started, digest };
}

const best: Record<string, number> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, allocation] of Object.entries(ALLOCATIONS)) {
    const { ms } = handOut(allocation);
    best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, ms);
  }
}
const baseline = best.sequential ?? 1;
process.stdout.write(`${IDS.toLocaleString("en")} ids handed out, best of ${ROUNDS} rounds\n`);
for (const [name, ms] of Object.entries(best)) {
  const perId = (1_000_000 * ms) / IDS;
  process.stdout.write(
    `${name}: ${(ms / baseline).toFixed(1)}x sequential (${perId.toFixed(0)} ns an id; sequential ${((1_000_000 * baseline) / IDS).toFixed(0)} ns)\n`,
  );
}
