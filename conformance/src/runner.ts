/**
 * Runs one property with fast-check: a fresh namespace per run, cleanup after each run,
 * a bounded shrink, and a failure report built from the shrunk run's own exchanges.
 */
import fc from "fast-check";
import { requirementOf } from "./catalogue/index.js";
import { isConformanceFailure } from "./failure.js";
import { BudgetExhaustedError, type RecordedExchange, RunAbortedError } from "./http/recorder.js";
import { RefusedAnswerError } from "./http/refusal.js";
import { isInconclusive } from "./http/transient.js";
import type { ConformanceProperty } from "./properties/property.js";
import { replayCommand, toCurl, toVitest } from "./report/repro.js";
import type { FailureReport, PropertyResult, RequirementRef } from "./report/types.js";
import type { Session } from "./session.js";

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
    curl: toCurl(exchanges, options),
    vitest: toVitest(
      exchanges,
      failingExchange,
      failure ? (detail as FailureReport["detail"]) : undefined,
      message,
      property.title,
      options,
    ).replace(`--path '<path>' --only <area>`, `--path '${details.path}' --only ${property.area}`),
    shrinks: details.shrinks,
  };
}

/** Runs a property to its end and reports it. */
export async function runProperty<Value>(
  session: Session,
  property: ConformanceProperty<Value>,
): Promise<PropertyResult> {
  const { options } = session.context;
  const started = performance.now();
  const base = { area: property.area, title: property.title, numRuns: property.numRuns };
  if (property.skip) {
    return { ...base, status: "skipped", runs: 0, shrinkRuns: 0, checks: 0, durationMs: 0, reason: property.skip };
  }
  if (property.unobserved) {
    const reason = property.unobserved;
    return { ...base, status: "unobserved", runs: 0, shrinkRuns: 0, checks: 0, durationMs: 0, reason };
  }
  let runs = 0;
  let discarded = 0;
  let lastDiscard = "";
  let last: Captured | undefined;
  let stopped: unknown;
  let firstFailureAt = 0;
  let shrinkRuns = 0;
  const predicate = async (value: Value): Promise<void> => {
    // Once stopped, or once the shrink budget is spent, runs pass at once: fast-check then
    // ends with the smallest failure found so far and no more requests are sent.
    if (stopped) {
      return;
    }
    if (last) {
      shrinkRuns++;
      if (shrinkRuns > SHRINK_RUNS || performance.now() - firstFailureAt > SHRINK_MS) {
        return;
      }
    }
    session.recorder.clear();
    if (!last) {
      runs++;
    }
    let inconclusive = false;
    try {
      await property.run(value, nextNamespace(options.prefix));
    } catch (error) {
      if (isStop(error)) {
        stopped = error;
        return;
      }
      if (isInconclusive(error)) {
        inconclusive = true;
        discarded++;
        lastDiscard = error instanceof Error ? error.message : String(error);
        return;
      }
      if (!last) {
        firstFailureAt = performance.now();
      }
      last = { error, log: [...session.recorder.log] };
      throw error;
    } finally {
      await session.cleanup();
      session.context.progress({
        area: property.area,
        title: property.title,
        phase: "run",
        runs,
        numRuns: property.numRuns,
      });
      // Discarded, not judged: fast-check draws another value in its place (and, while
      // shrinking, tries another candidate).
      fc.pre(!inconclusive);
    }
  };
  session.context.progress({
    area: property.area,
    title: property.title,
    phase: "start",
    runs: 0,
    numRuns: property.numRuns,
  });
  // More discarded executions than runs end the property as inconclusive.
  const parameters: fc.Parameters<[Value]> = { seed: options.seed, numRuns: property.numRuns, maxSkipsPerRun: 1 };
  // Examples count in a replay path, so a replay passes them too.
  if (property.examples) {
    parameters.examples = property.examples.map((example) => [example]);
  }
  if (options.path) {
    parameters.path = options.path;
  }
  let details: fc.RunDetails<[Value]>;
  try {
    details = await fc.check(fc.asyncProperty(property.arbitrary, predicate), parameters);
  } finally {
    const { teardown } = property;
    if (teardown) {
      await session.recorder.inPhase("cleanup", () => teardown.call(property)).catch(() => undefined);
    }
  }
  session.context.progress({
    area: property.area,
    title: property.title,
    phase: "end",
    runs,
    numRuns: property.numRuns,
  });
  const result = {
    ...base,
    runs,
    discarded,
    shrinkRuns: Math.min(shrinkRuns, SHRINK_RUNS),
    checks: session.checks,
    durationMs: Math.round(performance.now() - started),
  };
  if (stopped) {
    return { ...result, status: "aborted", reason: stopped instanceof Error ? stopped.message : String(stopped) };
  }
  if (details.failed && !last && discarded > 0) {
    const reason = `${discarded} executions met only transient answers (last: ${lastDiscard})`;
    return { ...result, status: "inconclusive", reason };
  }
  const unproven = !details.failed || !last ? property.unproven?.() : undefined;
  if (unproven) {
    return { ...result, status: "unobserved", reason: unproven };
  }
  if (!details.failed || !last) {
    return { ...result, status: "passed" };
  }
  const counterexample = details.counterexample ? fc.stringify(details.counterexample[0]) : "";
  // Command sequences replay only with the replay path fast-check prints beside them.
  const replayPath = counterexample.match(/\/\*replayPath="([^"]*)"\*\//)?.[1];
  const failure = buildFailure(session, property, last, {
    seed: details.seed,
    path: `${details.counterexamplePath ?? ""}${replayPath ? `@${replayPath}` : ""}`,
    counterexample,
    shrinks: details.numShrinks,
  });
  return { ...result, status: "failed", failure };
}
