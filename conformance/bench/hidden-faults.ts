/**
 * npm run bench:hidden -w conformance: how many faults one broken requirement hides. The
 * 59-day closeDate fault stays on while each other fault of the library is injected beside
 * it in turn; a pair counts as hidden when the run does not name the second fault's
 * requirement although a run with that fault alone does.
 *
 * Options: --target beta|gamma|delta (default beta), --limit N (the first N pairs only),
 * --runs N (runs a property, default 100), --faults ID,ID (only these).
 */
import { FAULTS, type Fault } from "../test/support/independent/faults.js";
import { areasChecking, faultsFor, naming, seedRun, TARGETS, type Target } from "../test/support/independents.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

const SEED = 20_261_124;
const numRuns = Number(argument("--runs") ?? 100);
const ALWAYS_ON = FAULTS.find((fault) => fault.id === "close-date-59-days") as Fault;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** What one fault beside the always-on one came to. */
interface PairOutcome {
  fault: Fault;
  alone: boolean;
  inPair: boolean;
  alwaysOnNamed: boolean;
}

/** Runs `fault` alone and beside the always-on fault, over the areas checking either. */
async function measurePair(target: Target, fault: Fault): Promise<PairOutcome> {
  const only = [...new Set([...areasChecking(ALWAYS_ON.requirement), ...areasChecking(fault.requirement)])];
  const alone = await seedRun(target, { seed: SEED, numRuns, admin: true, behaviour: fault.inject, only });
  const pair = await seedRun(target, {
    seed: SEED,
    numRuns,
    admin: true,
    behaviour: { ...ALWAYS_ON.inject, ...fault.inject },
    only,
  });
  return {
    fault,
    alone: naming(alone, fault.requirement).length > 0,
    inPair: naming(pair, fault.requirement).length > 0,
    alwaysOnNamed: naming(pair, ALWAYS_ON.requirement).length > 0,
  };
}

const target = TARGETS[(argument("--target") ?? "beta") as keyof typeof TARGETS];
const chosen = argument("--faults")?.split(",");
const limit = Number(argument("--limit") ?? Number.POSITIVE_INFINITY);
// A fault on the same requirement, or one that changes the same knob, is no second fault.
const pairs = faultsFor(target)
  .filter((fault) => fault.requirement !== ALWAYS_ON.requirement && !("closeDateDays" in fault.inject))
  .filter((fault) => chosen === undefined || chosen.includes(fault.id))
  .slice(0, limit);
print(
  `## ${target.name}: ${ALWAYS_ON.id} always on, beside each of ${pairs.length} faults (seed ${SEED}, ${numRuns} runs a property)\n`,
);
print("| fault | requirement | areas | alone | beside close-date-59-days | close-date named |");
print("|---|---|---|---|---|---|");
const tally = { pairs: 0, caughtAlone: 0, hidden: 0, caughtInPair: 0 };
for (const fault of pairs) {
  const outcome = await measurePair(target, fault);
  tally.pairs++;
  tally.caughtAlone += outcome.alone ? 1 : 0;
  tally.caughtInPair += outcome.inPair ? 1 : 0;
  tally.hidden += outcome.alone && !outcome.inPair ? 1 : 0;
  print(
    `| ${fault.id} | ${fault.requirement} | ${areasChecking(fault.requirement).join(", ")} | ${outcome.alone ? "named" : "missed"} | ${outcome.inPair ? "named" : "HIDDEN"} | ${outcome.alwaysOnNamed ? "yes" : "no"} |`,
  );
}
print(
  `\n${target.name}: ${tally.pairs} pairs; ${tally.caughtAlone} faults named alone; ${tally.caughtInPair} named beside ${ALWAYS_ON.id}; ${tally.hidden} hidden by it`,
);
