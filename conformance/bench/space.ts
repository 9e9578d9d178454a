/**
 * npm run bench:space -w conformance: the seed profile over the space of legal
 * deployments (test/support/space/). First `--deployments N` drawn legal deployments, each
 * a seed run that must pass (every failed property is a false failure, listed with the
 * deployment's choices); then `--pairs N` drawn (deployment, one seeded fault) pairs, each
 * a seed run of the areas that check the fault's requirement, which must name it broken
 * wherever the fault is observable. Half the legal deployments serve the `/__admin` clock;
 * every faulty one does, so faults of time and plans can be seen.
 *
 * Options: --deployments N (100), --pairs N (100), --runs N (runs a property of a legal
 * deployment's run, 25), --fault-runs N (of a faulty one's, 100: a fault some command
 * sequence shows needs the default's runs), --seed N (the draw, 41), --shrink (shrink the
 * first false failure to its fewest choices).
 */
import fc from "fast-check";
import type { ConformanceReport } from "../src/index.js";
import { areasChecking, naming, seedRun } from "../test/support/independents.js";
import { type DrawnDeployment, deploymentArb } from "../test/support/space/deployment.js";
import { faultyDeploymentArb } from "../test/support/space/seeded-faults.js";

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const DEPLOYMENTS = argument("--deployments", 100);
const PAIRS = argument("--pairs", 100);
const RUNS = argument("--runs", 25);
const FAULT_RUNS = argument("--fault-runs", 100);
const SEED = argument("--seed", 41);

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The category paths a run finds by itself; elsewhere it is told the ids, as a user would pass them. */
const FOUND_PATHS = ["/api/v1.1/jobcategories", "/api/v1.1/categories"];

type Extra = Pick<Parameters<typeof seedRun>[1], "behaviour" | "only" | "numRuns">;

function run(drawn: DrawnDeployment, seed: number, admin: boolean, extra: Extra = {}) {
  return seedRun(drawn.target, {
    numRuns: RUNS,
    ...extra,
    seed,
    admin,
    toldIds: !FOUND_PATHS.includes(drawn.choices.categoriesPath),
  });
}

/** Every failed or erring property of a report, one line each. */
function failures(report: ConformanceReport): string[] {
  return [
    ...(report.error ? [`run error: ${report.error}`] : []),
    ...report.setup.map((problem) => `set-up: ${problem.missing}`),
    ...report.properties
      .filter((property) => property.status === "failed" || property.status === "aborted")
      .map(
        (property) =>
          `${property.title}: ${property.failure?.broken?.id ?? property.status}: ${(property.failure?.message ?? property.reason ?? "").split("\n")[0]?.slice(0, 240)}`,
      ),
  ];
}

const started = performance.now();
print(`## ${DEPLOYMENTS} drawn legal deployments (draw seed ${SEED}, ${RUNS} runs a property)\n`);
let falseFailures = 0;
let firstFailing: DrawnDeployment | undefined;
const legal = fc.sample(deploymentArb(), { seed: SEED, numRuns: DEPLOYMENTS });
for (const [index, drawn] of legal.entries()) {
  const report = await run(drawn, 1_000 + index, index % 2 === 0);
  const found = failures(report);
  falseFailures += found.length;
  if (found.length > 0) {
    firstFailing ??= drawn;
    print(`- ${index}: ${drawn.describe()}`);
    for (const line of found) {
      print(`  - ${line}`);
    }
  }
}
print(`\nLegal deployments: ${legal.length} run, ${falseFailures} false failures.\n`);

print(`## ${PAIRS} drawn (deployment, one seeded fault) pairs (${FAULT_RUNS} runs a property)\n`);
const tally = { caught: 0, missed: 0, unobservable: 0 };
const unobservableKinds = new Map<string, Set<string>>();
const pairs = fc.sample(faultyDeploymentArb({ admin: true }), { seed: SEED + 1, numRuns: PAIRS });
for (const [index, pair] of pairs.entries()) {
  if (pair.unobservable) {
    tally.unobservable++;
    const kinds = unobservableKinds.get(pair.unobservable) ?? new Set<string>();
    unobservableKinds.set(pair.unobservable, kinds.add(pair.fault.id));
    continue;
  }
  const report = await run(pair.deployment, 5_000 + index, true, {
    behaviour: pair.fault.inject,
    numRuns: FAULT_RUNS,
    only: areasChecking(pair.fault.requirement),
  });
  if (naming(report, pair.fault.requirement).length > 0) {
    tally.caught++;
  } else {
    tally.missed++;
    print(`- missed ${index}: ${pair.describe()}`);
    for (const line of failures(report)) {
      print(`  - ${line}`);
    }
  }
}
print(
  `\nFaulty pairs: ${tally.caught} caught (the fault's requirement named broken), ${tally.missed} missed, ${tally.unobservable} not observable:`,
);
for (const [why, kinds] of unobservableKinds) {
  print(`- ${why}: ${[...kinds].join(", ")}`);
}

if (process.argv.includes("--shrink") && firstFailing) {
  print("\n## The first false failure, shrunk to its fewest choices\n");
  const checked = await fc.check(
    fc.asyncProperty(deploymentArb(), async (drawn) => failures(await run(drawn, 1_000, false)).length === 0),
    { seed: SEED, numRuns: DEPLOYMENTS, examples: [[firstFailing]] },
  );
  const [shrunk] = checked.counterexample ?? [];
  print(shrunk ? `- ${shrunk.describe()}` : "- it did not fail again");
}
print(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
