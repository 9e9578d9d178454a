/**
 * npm run bench:fake-agreement -w conformance: how far an app could tell each independent
 * implementation from the fake learnt from it. Learns each one's dialect as the README
 * does, starts the fake from it, sends the same seed runs to both and counts the exchanges
 * that agree, listing each kind of difference.
 *
 * Options: --seeds N (default 3), --only NAME.
 */
import { describeSummary } from "../src/program-differential.js";
import { compareWithFake, learntDialect } from "../test/support/fake-comparison.js";
import { TARGETS } from "../test/support/independents.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const seeds = Array.from({ length: Number(argument("--seeds") ?? 3) }, (_, index) => 7 + index * 104_729);
const only = argument("--only");

for (const target of Object.values(TARGETS).filter((t) => only === undefined || t.name === only)) {
  const dialect = await learntDialect(target);
  let compared = 0;
  let agree = 0;
  const lines: string[] = [];
  for (const seed of seeds) {
    const summary = await compareWithFake(target, dialect, { seed, numRuns: 10 });
    compared += summary.compared;
    agree += summary.compared - summary.differing.length;
    lines.push(describeSummary(`fake (seed ${seed})`, summary));
  }
  process.stdout.write(`\n## ${target.name}: ${agree} of ${compared} exchanges agree\n${lines.join("")}`);
}
