/**
 * `npx tsx --conditions=@jobs-toolkit/source bench/contract-faults.ts [names...]`: the table
 * of seeded faults by outcome when the example app's contract is verified against each test
 * deployment (see test/support/contract-faults.ts).
 */
import { runDeployment } from "../test/support/contract-faults.js";
import { TARGETS } from "../test/support/independents.js";

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(TARGETS);
const totals = new Map<string, number>();
const lines: string[] = [];
for (const name of names) {
  const target = TARGETS[name as keyof typeof TARGETS];
  const run = await runDeployment(target);
  const outcome = (effect: string, verdict: string) =>
    effect === "changed"
      ? verdict === "failed"
        ? "changed, caught"
        : "changed, MISSED"
      : verdict === "failed"
        ? `${effect}, FALSE ALARM`
        : `${effect}, passed`;
  const counts = new Map<string, string[]>();
  for (const row of run.faults) {
    const key = outcome(row.effect, row.report.verdict);
    counts.set(key, [...(counts.get(key) ?? []), row.fault]);
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  lines.push(
    `| ${name} | ${run.clean.verdict} (${run.clean.compared}) | ${run.fake.verdict} (${run.fake.compared}) | ${[
      ...counts,
    ]
      .map(([key, faults]) => `${key}: ${faults.length}`)
      .join("; ")} |`,
  );
  for (const [key, faults] of counts) {
    process.stderr.write(`${name} ${key}: ${faults.join(", ")}\n`);
  }
}
process.stdout.write(
  `| deployment | clean (exchanges) | learnt fake (exchanges) | faults by outcome |\n|---|---|---|---|\n${lines.join("\n")}\n\nTotals: ${[...totals].map(([key, count]) => `${key} ${count}`).join("; ")}\n`,
);
