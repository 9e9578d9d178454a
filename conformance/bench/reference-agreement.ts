/**
 * npm run bench:reference-agreement -w conformance: the reference data inside jobs and
 * location resolution over the space of deployments. Draws deployments on the dimensions
 * they carry (test/support/space/reference-space.ts; the plainest choice elsewhere), learns
 * each one's fake, sends a seed run and the edges to both and counts the deployments
 * whose fake no exchange tells apart from them, values inside jobs included.
 *
 * Options: --drawn N (default 50), --draw-seed S (default 42), --runs N (default 1),
 * --areas A,B (default model,requests, as the property test; `all` for every area).
 */
import fc from "fast-check";
import type { Area } from "../src/index.js";
import { describeSummary } from "../src/program-differential.js";
import { compareWithFake, learntDialect } from "../test/support/fake-comparison.js";
import { referenceDeploymentArb } from "../test/support/space/reference-space.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const drawn = Number(argument("--drawn") ?? 50);
const drawSeed = Number(argument("--draw-seed") ?? 42);
const runs = Number(argument("--runs") ?? 1);
const areas = argument("--areas") ?? "model,requests";
const only = areas === "all" ? {} : { only: areas.split(",") as Area[] };

let compared = 0;
let agree = 0;
let perfect = 0;
const deployments = fc.sample(referenceDeploymentArb(), { numRuns: drawn, seed: drawSeed });
process.stdout.write(
  `## ${drawn} deployments drawn on the reference dimensions (seed ${drawSeed}; ${runs} run of ${areas})\n`,
);
for (const [index, deployment] of deployments.entries()) {
  const dialect = await learntDialect(deployment.target);
  const summary = await compareWithFake(deployment.target, dialect, { seed: 11, numRuns: runs, ...only });
  compared += summary.compared;
  agree += summary.compared - summary.differing.length;
  perfect += summary.differing.length === 0 ? 1 : 0;
  const lines = summary.differing.length > 0 ? describeSummary("fake", summary) : "";
  process.stdout.write(
    `### ${index + 1}. ${deployment.describe()}: ${summary.compared - summary.differing.length} of ${summary.compared} agree\n${lines}`,
  );
}
process.stdout.write(
  `\n## ${agree} of ${compared} exchanges agree; ${perfect} of ${drawn} deployments without a difference\n`,
);
