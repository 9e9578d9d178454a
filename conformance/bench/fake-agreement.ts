/**
 * npm run bench:fake-agreement -w conformance: how far an app could tell a deployment from
 * the fake learnt from it. Learns each one's dialect as the README does, starts the fake
 * from it, sends the same seed runs and the protocol's edges to both and counts the
 * exchanges that agree, listing each kind of difference: for each test deployment (a
 * fresh instance against the fake, then, as a user proves a fake, the instance learning
 * left, with its jobs and places), then for deployments drawn from the space of legal
 * deployments (test/support/space).
 *
 * Options: --seeds N (default 3), --only NAME, --drawn N (default 50), --draw-seed S (default 42),
 * --dimensions A,B (draw along these dimensions only, the others the plainest), --drawn-only
 * (leave the test deployments out).
 */
import fc from "fast-check";
import { describeSummary } from "../src/program-differential.js";
import { type CollectionPaths, compareWithFake, learntAsItRuns } from "../test/support/fake-comparison.js";
import type { Target } from "../test/support/independents.js";
import { TARGETS } from "../test/support/independents.js";
import { deploymentArb } from "../test/support/space/deployment.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const seeds = Array.from({ length: Number(argument("--seeds") ?? 3) }, (_, index) => 7 + index * 104_729);
const only = argument("--only");
const drawn = Number(argument("--drawn") ?? 50);
const drawSeed = Number(argument("--draw-seed") ?? 42);
const dimensions = argument("--dimensions")?.split(",");
const drawnOnly = process.argv.includes("--drawn-only");

/**
 * The exchanges compared and agreeing, with the differences in words; `asItRuns`, against
 * the instance learning left rather than a fresh one.
 */
async function agreement(
  target: Target,
  runs: number,
  paths: CollectionPaths = {},
  asItRuns = false,
): Promise<{ compared: number; agree: number; lines: string[] }> {
  const { dialect, deployment } = await learntAsItRuns(target, paths);
  let compared = 0;
  let agree = 0;
  const lines: string[] = [];
  for (const seed of seeds) {
    const summary = await compareWithFake(
      target,
      dialect,
      { seed, numRuns: runs },
      paths,
      asItRuns ? deployment : undefined,
    );
    compared += summary.compared;
    agree += summary.compared - summary.differing.length;
    if (summary.differing.length > 0) {
      lines.push(describeSummary(`fake (seed ${seed})`, summary));
    }
  }
  return { compared, agree, lines };
}

const percent = (agree: number, compared: number) =>
  compared === 0 ? "-" : `${((100 * agree) / compared).toFixed(1)}%`;

const tested = Object.values(TARGETS).filter((t) => !drawnOnly && (only === undefined || t.name === only));
for (const target of tested) {
  const { compared, agree, lines } = await agreement(target, 10);
  process.stdout.write(
    `\n## ${target.name}: ${agree} of ${compared} exchanges agree (${percent(agree, compared)})\n${lines.join("")}`,
  );
}
for (const target of tested) {
  const { compared, agree, lines } = await agreement(target, 10, {}, true);
  process.stdout.write(
    `\n## ${target.name}, learnt and proved as it runs: ${agree} of ${compared} exchanges agree (${percent(agree, compared)})\n${lines.join("")}`,
  );
}

if (only === undefined && drawn > 0) {
  let compared = 0;
  let agree = 0;
  let perfect = 0;
  const deployments = fc.sample(deploymentArb(dimensions), { numRuns: drawn, seed: drawSeed });
  const along = dimensions ? ` along ${dimensions.join(", ")}` : "";
  process.stdout.write(`\n## ${drawn} deployments drawn from the space${along} (seed ${drawSeed})\n`);
  for (const [index, deployment] of deployments.entries()) {
    // Where its categories are listed is the deployment's own choice, told as --categories-path is.
    const paths = { categoriesPath: deployment.choices.categoriesPath };
    const result = await agreement(deployment.target, 2, paths).catch((error: Error) => ({
      compared: 0,
      agree: 0,
      lines: [`  learning failed: ${error.message.split("\n")[0]}\n`],
    }));
    compared += result.compared;
    agree += result.agree;
    perfect += result.compared > 0 && result.agree === result.compared ? 1 : 0;
    process.stdout.write(
      `### ${index + 1}. ${deployment.target.name}: ${result.agree} of ${result.compared} agree (${percent(result.agree, result.compared)})\n${result.lines.join("")}`,
    );
  }
  process.stdout.write(
    `\n## drawn: ${agree} of ${compared} exchanges agree (${percent(agree, compared)}); ${perfect} of ${drawn} deployments without a difference\n`,
  );
}
