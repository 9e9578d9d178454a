/**
 * npm run bench:hidden -w conformance: how many faults one broken requirement hides. The
 * 59-day closeDate fault stays on while each other fault of the library is injected beside
 * it in turn; a pair counts as hidden when the run does not name the second fault's
 * requirement although a run with that fault alone does.
 *
 * With --waived, the closeDate requirement is waived: the run with that fault alone must
 * pass and list the waiver, and each pair must fail naming the second fault's requirement
 * (and not the waived one). A fault no run names alone is unobservable here.
 *
 * Options: --target beta|gamma|delta (default beta), --limit N (the first N pairs only),
 * --runs N (runs a property, default 100), --faults ID,ID (only these), --waived.
 */
import type { ConformanceReport } from "../src/index.js";
import { FAULTS, type Fault } from "../test/support/independent/faults.js";
import { areasChecking, faultsFor, naming, seedRun, TARGETS, type Target } from "../test/support/independents.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

const SEED = 20_261_124;
const numRuns = Number(argument("--runs") ?? 100);
const waived = process.argv.includes("--waived");
const ALWAYS_ON = FAULTS.find((fault) => fault.id === "close-date-59-days") as Fault;
const WAIVERS = waived ? { [ALWAYS_ON.requirement]: "we close jobs a day early, by contract" } : undefined;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** What one fault beside the always-on one came to. */
interface PairOutcome {
  fault: Fault;
  alone: boolean;
  inPair: boolean;
  /** Unwaived: the always-on fault's requirement is named too. Waived: it is not, and its waiver is listed. */
  alwaysOnRight: boolean;
  /** The pair's run failed (it must, whether the first fault is waived or not). */
  failed: boolean;
  /** Requirements the run with the fault alone named broken beside the fault's own. */
  besideAlone: string[];
  /** Requirements the pair's run named broken beyond those of the two faults run alone: a cascade. */
  cascaded: string[];
}

/** The requirements a report names broken. */
function brokenIn(report: ConformanceReport): Set<string> {
  return new Set(
    report.properties.flatMap((property) =>
      (property.failures ?? []).flatMap((failure) => (failure.broken ? [failure.broken.id] : [])),
    ),
  );
}

/** Whether the waived requirement is listed as waived and named by no failure. */
function waiverHeld(report: ConformanceReport): boolean {
  return (
    naming(report, ALWAYS_ON.requirement).length === 0 &&
    report.waivers.some(({ id, status }) => id === ALWAYS_ON.requirement && status === "waived")
  );
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
    ...(WAIVERS ? { waivers: WAIVERS } : {}),
  });
  const aloneBroken = brokenIn(alone);
  const expected = new Set([...aloneBroken, fault.requirement, ...(waived ? [] : alwaysOnBroken)]);
  return {
    fault,
    besideAlone: [...aloneBroken].filter((id) => id !== fault.requirement),
    cascaded: [...brokenIn(pair)].filter((id) => !expected.has(id)),
    alone: naming(alone, fault.requirement).length > 0,
    inPair: naming(pair, fault.requirement).length > 0,
    alwaysOnRight: waived ? waiverHeld(pair) : naming(pair, ALWAYS_ON.requirement).length > 0,
    failed: !pair.ok,
  };
}

const target = TARGETS[(argument("--target") ?? "beta") as keyof typeof TARGETS];
/** What the always-on fault alone breaks, over every area: a pair may name these too. */
const alwaysOnBroken = brokenIn(
  await seedRun(target, { seed: SEED, numRuns, admin: true, behaviour: ALWAYS_ON.inject }),
);
const chosen = argument("--faults")?.split(",");
const limit = Number(argument("--limit") ?? Number.POSITIVE_INFINITY);
// A fault on the same requirement, or one that changes the same knob, is no second fault.
const pairs = faultsFor(target)
  .filter((fault) => fault.requirement !== ALWAYS_ON.requirement && !("closeDateDays" in fault.inject))
  .filter((fault) => chosen === undefined || chosen.includes(fault.id))
  .slice(0, limit);
print(
  `## ${target.name}: ${ALWAYS_ON.id} always on${waived ? " and waived" : ""}, beside each of ${pairs.length} faults (seed ${SEED}, ${numRuns} runs a property)\n`,
);
if (WAIVERS) {
  const only = areasChecking(ALWAYS_ON.requirement);
  const alone = await seedRun(target, {
    seed: SEED,
    numRuns,
    admin: true,
    behaviour: ALWAYS_ON.inject,
    waivers: WAIVERS,
  });
  print(
    `${ALWAYS_ON.id} alone, waived, every area: ${alone.ok ? "passes" : "FAILS"}; waiver ${waiverHeld(alone) ? "listed as waived" : "NOT LISTED"} (areas checking it: ${only.join(", ")})\n`,
  );
}
print(
  `| fault | requirement | areas | alone | beside ${ALWAYS_ON.id} | run fails | ${waived ? "waiver held" : "close-date named"} | also named alone | cascaded in pair |`,
);
print("|---|---|---|---|---|---|---|---|---|");
const tally = {
  pairs: 0,
  caughtAlone: 0,
  hidden: 0,
  caughtInPair: 0,
  unobservable: 0,
  passedWrongly: 0,
  besideAlone: 0,
  cascaded: 0,
};
for (const fault of pairs) {
  const outcome = await measurePair(target, fault);
  tally.pairs++;
  tally.caughtAlone += outcome.alone ? 1 : 0;
  tally.caughtInPair += outcome.inPair ? 1 : 0;
  tally.hidden += outcome.alone && !outcome.inPair ? 1 : 0;
  tally.unobservable += outcome.alone || outcome.inPair ? 0 : 1;
  tally.passedWrongly += outcome.failed ? 0 : 1;
  tally.besideAlone += outcome.besideAlone.length > 0 ? 1 : 0;
  tally.cascaded += outcome.cascaded.length > 0 ? 1 : 0;
  print(
    `| ${fault.id} | ${fault.requirement} | ${areasChecking(fault.requirement).join(", ")} | ${outcome.alone ? "named" : "missed"} | ${outcome.inPair ? "named" : "HIDDEN"} | ${outcome.failed ? "yes" : "NO"} | ${outcome.alwaysOnRight ? "yes" : "no"} | ${outcome.besideAlone.join(", ")} | ${outcome.cascaded.join(", ")} |`,
  );
}
print(
  `\n${target.name}: ${tally.pairs} pairs; ${tally.caughtAlone} faults named alone; ${tally.caughtInPair} named beside ${ALWAYS_ON.id}${waived ? " (waived)" : ""}; ${tally.hidden} hidden by it; ${tally.unobservable} named in neither run (unobservable here); ${tally.passedWrongly} pair runs passed; ${tally.besideAlone} faults named other requirements alone; ${tally.cascaded} pairs named a requirement neither fault named alone`,
);
