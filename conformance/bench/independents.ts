/**
 * npm run bench:independents -w conformance: the seed profile against the independent
 * implementations gamma and delta. First `--seeds N` default runs (100 runs a property)
 * against each correct implementation, with every false failure listed by requirement
 * and cause; then every fault of the library injected alone into each, caught or not.
 *
 * Runs find the reference ids themselves, as a user's would; with --told-ids they are
 * given them (`--category-ids`, `--position-type-ids`), to see past a discovery that fails.
 *
 * Options: --seeds N (default 3), --only gamma|delta, --told-ids, --no-faults, --no-correct.
 */
import type { ConformanceReport } from "../src/index.js";
import { areasChecking, faultsFor, naming, seedRun, TARGETS, type Target } from "../test/support/independents.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const SEEDS = Array.from({ length: Number(argument("--seeds") ?? 3) }, (_, index) => 1 + index * 104_729);
const FAULT_SEED = 20_261_124;
const only = argument("--only");
const toldIds = process.argv.includes("--told-ids");
const targets = [TARGETS.gamma, TARGETS.delta].filter((target) => only === undefined || target.name === only);

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The first line of a failure's message: what broke, in the suite's words. */
const cause = (report: ConformanceReport, title: string) =>
  report.properties
    .find((property) => property.title === title)
    ?.failure?.message.split("\n")[0]
    ?.slice(0, 220) ?? "";

async function correct(target: Target): Promise<void> {
  const byRequirement = new Map<string, { runs: Set<number>; properties: Set<string>; causes: Set<string> }>();
  let passed = 0;
  for (const seed of SEEDS) {
    const report = await seedRun(target, { seed, admin: target.name === "gamma", toldIds });
    passed += report.ok ? 1 : 0;
    if (report.error) {
      print(`  seed ${seed}: run error: ${report.error}`);
    }
    for (const property of report.properties.filter((p) => p.status !== "passed" && p.status !== "skipped")) {
      const failure = property.failure;
      const ids = failure
        ? [failure.broken, ...failure.alsoExercised].flatMap((named) => (named ? [named.id] : []))
        : [`(${property.status}, none named)`];
      for (const id of ids.length > 0 ? ids : ["(none named)"]) {
        const entry = byRequirement.get(id) ?? { runs: new Set(), properties: new Set(), causes: new Set() };
        entry.runs.add(seed);
        entry.properties.add(property.title);
        entry.causes.add(cause(report, property.title) || property.reason || property.status);
        byRequirement.set(id, entry);
      }
    }
  }
  print(`\n## ${target.name}${toldIds ? " (told its ids)" : ""}: ${passed} of ${SEEDS.length} seed runs passed\n`);
  print("| requirement | runs failed | properties | cause (first line) |");
  print("|---|---:|---|---|");
  for (const [id, entry] of [...byRequirement].sort(([a], [b]) => a.localeCompare(b))) {
    const causes = [...entry.causes].slice(0, 2).join(" / ").replaceAll("|", "\\|");
    print(`| ${id} | ${entry.runs.size} | ${[...entry.properties].join("; ")} | ${causes} |`);
  }
}

async function faults(target: Target): Promise<void> {
  print(`\n## ${target.name}${toldIds ? " (told its ids)" : ""}: faults (seed ${FAULT_SEED})\n`);
  print("| fault | requirement | outcome |");
  print("|---|---|---|");
  // What the correct target fails on the same seed: a fault naming only these is not told apart.
  const baseline = await seedRun(target, { seed: FAULT_SEED, admin: true, toldIds });
  const falselyNamed = new Set<string>(
    baseline.properties.flatMap((property) => (property.failure?.broken ? [property.failure.broken.id] : [])),
  );
  print(`Failed on the correct ${target.name} too: ${[...falselyNamed].join(", ") || "nothing"}\n`);
  const tally = { caught: 0, masked: 0, unnamed: 0, missed: 0 };
  for (const fault of faultsFor(target)) {
    // The areas whose checks put the fault's requirement to the test, as the fault tests run.
    const only = areasChecking(fault.requirement);
    const report = await seedRun(target, { seed: FAULT_SEED, admin: true, behaviour: fault.inject, toldIds, only });
    const named = naming(report, fault.requirement).length > 0;
    const outcome = report.ok
      ? "missed"
      : !named
        ? "unnamed"
        : falselyNamed.has(fault.requirement)
          ? "masked"
          : "caught";
    tally[outcome as keyof typeof tally]++;
    print(`| ${fault.id} | ${fault.requirement} | ${outcome} |`);
  }
  print(
    `\n${target.name}: ${tally.caught} caught, ${tally.masked} named but failing on the correct target too, ` +
      `${tally.unnamed} failed without naming it, ${tally.missed} missed`,
  );
}

for (const target of targets) {
  if (!process.argv.includes("--no-correct")) {
    await correct(target);
  }
  if (!process.argv.includes("--no-faults")) {
    await faults(target);
  }
}
