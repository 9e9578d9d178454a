/**
 * Runs one property with fast-check: its runs split into shards that run side by side, a
 * fresh namespace per run, cleanup after each run, a bounded shrink, and a failure report
 * built from the shrunk run's own exchanges.
 */
import fc from "fast-check";
import { type RequirementId, requirementOf } from "./catalogue/index.js";
import { isConformanceFailure, isPassedOver } from "./failure.js";
import { BudgetExhaustedError, type RecordedExchange, RunAbortedError } from "./http/recorder.js";
import { RefusedAnswerError } from "./http/refusal.js";
import { isInconclusive } from "./http/transient.js";
import type { AnyProperty, ConformanceProperty } from "./properties/property.js";
import { replayCommand, toCurl, toVitest, withTeaching } from "./report/repro.js";
import type { FailureReport, PropertyResult, RequirementRef } from "./report/types.js";
import type { Session } from "./session.js";
import { type Shard, splitRuns } from "./shards.js";

/** After the first failure, shrinking stops after this many runs or this long. */
const SHRINK_RUNS = 300;
const SHRINK_MS = 20_000;

let namespaceCounter = 0;

/** A namespace no other run of this process uses: the run prefix and a fixed-width counter. */
export function nextNamespace(prefix: string): string {
  namespaceCounter = (namespaceCounter + 1) % 36 ** 4;
  return `${prefix}x${namespaceCounter.toString(36).padStart(4, "0")}`;
}

interface Captured {
  error: unknown;
  log: RecordedExchange[];
}

function isStop(error: unknown): boolean {
  return (
    error instanceof RunAbortedError || error instanceof BudgetExhaustedError || error instanceof RefusedAnswerError
  );
}

function buildFailure<Value>(
  session: Session,
  property: ConformanceProperty<Value>,
  captured: Captured,
  details: { seed: number; path: string; counterexample: string; shrinks: number },
): FailureReport {
  const { options } = session.context;
  const error = captured.error;
  const exchanges = captured.log.filter((exchange) => exchange.phase === "check");
  const failure = isConformanceFailure(error) ? error : undefined;
  const failingSeq = failure?.detail.exchange?.seq;
  const failingExchange =
    failingSeq === undefined ? exchanges.length - 1 : exchanges.findIndex((e) => e.seq === failingSeq);
  const { exchange: _exchange, ...detail } = failure?.detail ?? { exchange: undefined };
  const message = error instanceof Error ? error.message : String(error);
  // A check names the requirement it asserts first, then what else its request exercised.
  const [broken, ...alsoExercised] = (failure?.detail.requirements ?? []).map((id): RequirementRef => {
    const { level, section, doc, says } = requirementOf(id);
    return { id, level, section, doc, says };
  });
  const replay = replayCommand(options, details.path, property.area);
  const reproduced = withTeaching(exchanges, failingExchange, session.context.target);
  return {
    area: property.area,
    title: property.title,
    message: failure ? message : `The suite failed while checking: ${error instanceof Error ? error.stack : message}`,
    broken,
    alsoExercised,
    seed: details.seed,
    path: details.path,
    replay,
    counterexample: details.counterexample,
    exchanges,
    failingExchange,
    detail: failure ? (detail as FailureReport["detail"]) : undefined,
    curl: toCurl(reproduced.exchanges, options),
    vitest: toVitest(
      reproduced.exchanges,
      reproduced.failing,
      failure ? (detail as FailureReport["detail"]) : undefined,
      message,
      property.title,
      options,
    ).replace(`--path '<path>' --only <area>`, `--path '${details.path}' --only ${property.area}`),
    shrinks: details.shrinks,
  };
}

/** What one shard of a property came to. */
interface ShardOutcome {
  runs: number;
  discarded: number;
  lastDiscard: string;
  shrinkRuns: number;
  stopped?: unknown;
  /** More executions met only transient answers than the shard has runs, and none failed. */
  inconclusive: boolean;
  /** One failure for each requirement the shard found broken, in the order found. */
  failures: FailureReport[];
}

/** What the shards of one property share while they run. */
interface Tally {
  runs: number;
  started: boolean;
  shardsLeft: number;
  /** The run's requirements no longer judged: the context's `passOver`, shared by every property. */
  passOver: Set<RequirementId>;
}

/** One property as its shards see it: one instance (and session) per shard, the run split among them. */
export interface ShardedProperty {
  /** Each runs one shard; together they run every run once. */
  tasks: Array<() => Promise<void>>;
  /** The property's result, once every task has ended. */
  result(): PropertyResult;
}

/** A pass over a shard's runs from `start`: to the end, or to its first failure, shrunk. */
interface Pass {
  /** Index of fast-check's stream the pass starts at, and how many runs it may make. */
  start: number;
  runs: number;
}

/** What one pass came to; `failure` with the index of the run that failed. */
interface PassOutcome {
  runs: number;
  failure?: { report: FailureReport; index: number };
}

/** At most this many passes of a shard: one more for each requirement found broken. */
const MAX_PASSES = 40;

/**
 * Runs one shard: its slice of the runs, with its own session, then its own teardown. A
 * failure ends a pass; its requirement is then passed over, and a new pass resumes at the
 * run that failed, so each requirement found broken gets its own shrunk failure and one
 * broken requirement hides no other.
 */
async function runShard<Value>(
  session: Session,
  property: ConformanceProperty<Value>,
  shard: Shard,
  tally: Tally,
): Promise<ShardOutcome> {
  const outcome: ShardOutcome = {
    runs: 0,
    discarded: 0,
    lastDiscard: "",
    shrinkRuns: 0,
    inconclusive: false,
    failures: [],
  };
  session.passOver = tally.passOver;
  let pass: Pass = { start: shard.start, runs: shard.runs };
  try {
    for (let passes = 0; passes < MAX_PASSES; passes++) {
      const ended = await runPass(session, property, pass, tally, outcome);
      outcome.runs = pass.start - shard.start + ended.runs;
      const found = ended.failure;
      if (outcome.stopped || !found) {
        break;
      }
      outcome.failures.push(found.report);
      const broken = found.report.broken?.id;
      // A failure of the suite itself names nothing to pass over: the shard ends there.
      if (broken === undefined) {
        break;
      }
      pass = { start: found.index, runs: pass.start + pass.runs - found.index };
    }
  } finally {
    const { teardown } = property;
    if (teardown) {
      await session.recorder.inPhase("cleanup", () => teardown.call(property)).catch(() => undefined);
    }
  }
  return outcome;
}

/** Runs one pass of a shard (see {@link runShard}), adding its counts to `outcome`. */
async function runPass<Value>(
  session: Session,
  property: ConformanceProperty<Value>,
  pass: Pass,
  tally: Tally,
  outcome: ShardOutcome,
): Promise<PassOutcome> {
  const { options } = session.context;
  let last: Captured | undefined;
  let firstFailureAt = 0;
  let runs = 0;
  let shrinkRuns = 0;
  const progress = (phase: "start" | "run" | "end") =>
    session.context.progress({
      area: property.area,
      title: property.title,
      phase,
      runs: tally.runs,
      numRuns: property.numRuns,
    });
  const predicate = async (value: Value): Promise<void> => {
    // Once stopped, or once the shrink budget is spent, runs pass at once: fast-check then
    // ends with the smallest failure found so far and no more requests are sent.
    if (outcome.stopped) {
      return;
    }
    if (last) {
      shrinkRuns++;
      if (shrinkRuns > SHRINK_RUNS || performance.now() - firstFailureAt > SHRINK_MS) {
        return;
      }
    }
    session.beginExecution();
    if (!last) {
      runs++;
      tally.runs++;
    }
    let inconclusive = false;
    try {
      await property.run(value, nextNamespace(options.prefix));
    } catch (error) {
      if (isStop(error)) {
        outcome.stopped = error;
        return;
      }
      // A requirement passed over broke where nothing was left to check: the execution
      // ends there, judged on what it checked before.
      if (isPassedOver(error)) {
        return;
      }
      // Gone on past a break, a check met the answer that break left (a body without the
      // member it reads): the break is recorded already, and this is no failure of its own.
      if (!isConformanceFailure(error) && session.wentOnPast > 0) {
        return;
      }
      if (isInconclusive(error)) {
        inconclusive = true;
        outcome.discarded++;
        outcome.lastDiscard = error instanceof Error ? error.message : String(error);
        return;
      }
      const broken = isConformanceFailure(error) ? error.detail.requirements[0] : undefined;
      if (!last) {
        // Found broken here: every other shard and property passes over it from now on;
        // this shard shrinks it, a candidate failing on anything else does not reproduce it.
        if (broken !== undefined && tally.passOver.has(broken)) {
          return;
        }
        if (broken !== undefined) {
          tally.passOver.add(broken);
        }
        session.judging = broken;
        firstFailureAt = performance.now();
      } else if (broken !== session.judging) {
        return;
      }
      last = { error, log: [...session.recorder.log] };
      throw error;
    } finally {
      await session.cleanup();
      progress("run");
      // Discarded, not judged: fast-check draws another value in its place (and, while
      // shrinking, tries another candidate).
      fc.pre(!inconclusive);
    }
  };
  // The property's whole budget of discarded executions (one per run) is each shard's, so a
  // shard of one run is not inconclusive on its second transient answer; the merge judges
  // the property's total against its runs.
  const parameters: fc.Parameters<[Value]> = {
    seed: options.seed,
    numRuns: pass.runs,
    maxSkipsPerRun: Math.max(1, property.numRuns / pass.runs),
  };
  // Examples count in a replay path, so a replay passes them too.
  if (property.examples) {
    parameters.examples = property.examples.map((example) => [example]);
  }
  // A replay walks its path; a pass past the start of the stream starts at its own index
  // of it, and fast-check adds that index to the path of a failure it finds.
  if (options.path) {
    parameters.path = options.path;
  } else if (pass.start > 0) {
    parameters.path = String(pass.start);
  }
  let details: fc.RunDetails<[Value]>;
  try {
    details = await fc.check(fc.asyncProperty(property.arbitrary, predicate), parameters);
  } finally {
    session.judging = undefined;
  }
  outcome.shrinkRuns += Math.min(shrinkRuns, SHRINK_RUNS);
  if (outcome.stopped) {
    return { runs };
  }
  if (details.failed && !last) {
    outcome.inconclusive = outcome.discarded > 0;
    return { runs };
  }
  if (!details.failed || !last) {
    return { runs };
  }
  const counterexample = details.counterexample ? fc.stringify(details.counterexample[0]) : "";
  // Command sequences replay only with the replay path fast-check prints beside them.
  const replayPath = counterexample.match(/\/\*replayPath="([^"]*)"\*\//)?.[1];
  const path = details.counterexamplePath ?? "";
  const report = buildFailure(session, property, last, {
    seed: details.seed,
    path: `${path}${replayPath ? `@${replayPath}` : ""}`,
    counterexample,
    shrinks: details.numShrinks,
  });
  // A replay resumes at its own path; a run resumes at the run that failed.
  const index = options.path ? pass.start : Number(path.split(":")[0] ?? pass.start);
  return { runs, failure: { report, index: Number.isInteger(index) ? index : pass.start } };
}

/**
 * The failures of a property's shards, one a requirement: when two shards found the same
 * one, the earlier shard's, which an unsplit run would have met first.
 */
function distinctFailures(outcomes: readonly ShardOutcome[]): FailureReport[] {
  const byCause = new Map<string, FailureReport>();
  for (const failure of outcomes.flatMap((outcome) => outcome.failures)) {
    const cause = failure.broken?.id ?? `(suite) ${failure.message}`;
    if (!byCause.has(cause)) {
      byCause.set(cause, failure);
    }
  }
  return [...byCause.values()];
}

/** The property's result from its shards' outcomes, in shard order. */
function mergeOutcomes(
  base: Pick<PropertyResult, "area" | "title" | "numRuns">,
  outcomes: ShardOutcome[],
  checks: number,
  durationMs: number,
): PropertyResult {
  const sum = (pick: (outcome: ShardOutcome) => number) => outcomes.reduce((all, outcome) => all + pick(outcome), 0);
  const discarded = sum((outcome) => outcome.discarded);
  const result = {
    ...base,
    runs: sum((outcome) => outcome.runs),
    discarded,
    shrinkRuns: sum((outcome) => outcome.shrinkRuns),
    checks,
    durationMs,
  };
  const stopped = outcomes.find((outcome) => outcome.stopped)?.stopped;
  if (stopped) {
    return { ...result, status: "aborted", reason: stopped instanceof Error ? stopped.message : String(stopped) };
  }
  const failures = distinctFailures(outcomes);
  const [failure] = failures;
  if (failure) {
    return { ...result, status: "failed", failure, failures };
  }
  if (outcomes.some((outcome) => outcome.inconclusive) || discarded > base.numRuns) {
    const last = [...outcomes].reverse().find((outcome) => outcome.lastDiscard)?.lastDiscard ?? "";
    return {
      ...result,
      status: "inconclusive",
      reason: `${discarded} executions met only transient answers (last: ${last})`,
    };
  }
  return { ...result, status: "passed" };
}

/**
 * Splits a property's runs among `instances` (one per shard, each built with its own
 * session: see {@link splitRuns}); a replay (`--path`) runs as one shard.
 */
export function shardProperty(instances: Array<{ session: Session; property: AnyProperty }>): ShardedProperty {
  const [first] = instances;
  if (!first) {
    throw new Error("A property needs one instance at least");
  }
  const { options } = first.session.context;
  const base = first.property(({ area, title, numRuns }) => ({ area, title, numRuns }));
  const skip = first.property((property) => property.skip);
  if (skip) {
    return {
      tasks: [],
      result: () => ({ ...base, status: "skipped", runs: 0, shrinkRuns: 0, checks: 0, durationMs: 0, reason: skip }),
    };
  }
  const unobserved = first.property((property) => property.unobserved);
  if (unobserved) {
    return {
      tasks: [],
      result: () => ({
        ...base,
        status: "unobserved",
        runs: 0,
        shrinkRuns: 0,
        checks: 0,
        durationMs: 0,
        reason: unobserved,
      }),
    };
  }
  const shards = options.path ? [{ start: 0, runs: base.numRuns }] : splitRuns(base.numRuns, instances.length);
  const used = instances.slice(0, shards.length);
  const tally: Tally = {
    runs: 0,
    started: false,
    shardsLeft: shards.length,
    passOver: first.session.context.passOver,
  };
  const outcomes: ShardOutcome[] = new Array(shards.length);
  let started = 0;
  let ended = 0;
  const tasks = used.map(({ session, property }, index) => async () => {
    const shard = shards[index] as Shard;
    if (!tally.started) {
      tally.started = true;
      started = performance.now();
      session.context.progress({ ...base, phase: "start", runs: 0 });
    }
    outcomes[index] = await property((known) => runShard(session, known, shard, tally));
    tally.shardsLeft--;
    if (tally.shardsLeft === 0) {
      ended = performance.now();
      session.context.progress({ ...base, phase: "end", runs: tally.runs });
    }
  });
  const checks = () => used.reduce((all, { session }) => all + session.checks, 0);
  const result = (): PropertyResult => {
    const merged = mergeOutcomes(base, outcomes, checks(), Math.round(ended - started));
    // A property that proves something only by what its runs compared is unobserved when
    // no shard compared anything.
    const unproven = used.map(({ property }) => property((known) => known.unproven?.()));
    const reason = unproven[0];
    return merged.status === "passed" && reason !== undefined && unproven.every((each) => each !== undefined)
      ? { ...merged, status: "unobserved", reason }
      : merged;
  };
  return { tasks, result };
}

/**
 * Each broken requirement reported by one property, the first that found it: properties
 * running side by side may both have met it before either passed it over. A property left
 * with no failure of its own went on past the break and found nothing else: it passed.
 */
export function reportEachBreakOnce(properties: readonly PropertyResult[]): PropertyResult[] {
  const reported = new Map<RequirementId, PropertyResult>();
  return properties.map((property) => {
    const failures = (property.failures ?? []).filter((failure) => {
      const id = failure.broken?.id;
      if (id === undefined || !reported.has(id)) {
        if (id !== undefined) {
          reported.set(id, property);
        }
        return true;
      }
      return false;
    });
    if (failures.length === (property.failures ?? []).length) {
      return property;
    }
    const { failure: _first, failures: _all, ...rest } = property;
    const [first] = failures;
    if (first) {
      return { ...rest, failure: first, failures };
    }
    const elsewhere = (property.failures ?? []).map(({ broken }) => {
      const by = reported.get(broken?.id as RequirementId);
      return `${broken?.id} (reported by [${by?.area}] ${by?.title})`;
    });
    return { ...rest, status: "passed", reason: `broke only what another property reports: ${elsewhere.join(", ")}` };
  });
}
