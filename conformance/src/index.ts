/**
 * The Job Posting API conformance suite: `checkConformance` runs every property against
 * a deployment (or an in-process `fetch`) and returns a report; `assertConformance`
 * throws it when anything failed.
 *
 * @example
 * import { assertConformance } from "@jobs-toolkit/conformance";
 * await assertConformance({ baseUrl: "http://127.0.0.1:4010", apiKeys: ["demo-key-1", "demo-key-2"], profile: "reference" });
 * @see ../README.md
 */
import { createSpecValidator } from "@jobs-toolkit/spec/validator";
import { BARE_CANDIDATES, createLocationPool } from "./arbitraries/location-pool.js";
import { checkWaivers } from "./catalogue/waivers.js";
import { cleanupRun } from "./cleanup.js";
import { type Coverage, type RunContext, setupBlock } from "./context.js";
import { type LearntDialect, observeDialect } from "./dialect/learn.js";
import { probePlans } from "./discovery/within-plan.js";
import { reconcileCreate } from "./http/reconcile.js";
import { Transport } from "./http/recorder.js";
import { DEFAULT_RETRY_POLICY, isInconclusive } from "./http/transient.js";
import { type Area, type ConformanceOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import { planReport } from "./plan.js";
import { createProgress } from "./progress.js";
import { PROPERTIES } from "./properties/index.js";
import type { AnyProperty } from "./properties/property.js";
import { REFERENCE_RULES } from "./properties/reference-rules.js";
import { SEED_RULES } from "./properties/seed-rules.js";
import { formatPretty } from "./report/pretty.js";
import { belowMinimum, summarizeRequirements } from "./report/requirements.js";
import type { ConformanceReport, PropertyResult } from "./report/types.js";
import { waiverOutcomes } from "./report/waivers.js";
import { nextNamespace, reportEachBreakOnce, shardProperty } from "./runner.js";
import { Session } from "./session.js";
import { discoverTarget, probeJob } from "./target.js";

export { CATALOGUE, type Requirement, type RequirementId } from "./catalogue/index.js";
export type { SetupProblem } from "./context.js";
export type { ContractDifference } from "./contract/judge.js";
export { contractToPact, type PactFile } from "./contract/pact.js";
export { formatContractReport } from "./contract/report.js";
export { type ContractStatesOptions, contractStates } from "./contract/states.js";
export {
  type ContractReport,
  type ContractVerifyOptions,
  type ExchangeVerdict,
  type TestVerdict,
  verifyContract,
} from "./contract/verify.js";
export type { LearntDialect, UnobservedKnob } from "./dialect/learn.js";
export { AREAS, type Area, type ConformanceOptions, type Profile, type ProgressEvent } from "./options.js";
export { formatHtml } from "./report/html.js";
export { formatJunit } from "./report/junit.js";
export { formatPretty } from "./report/pretty.js";
export type {
  ConformanceReport,
  FailureReport,
  PropertyResult,
  RequirementCoverage,
  RequirementSummary,
  WaiverOutcome,
} from "./report/types.js";

/** Thrown by {@link assertConformance}; carries the whole report. */
export class ConformanceError extends Error {
  override name = "ConformanceError";

  readonly report: ConformanceReport;

  constructor(report: ConformanceReport) {
    super(formatPretty(report));
    this.report = report;
  }
}

function coverageOf(
  coverage: Coverage,
  options: ResolvedOptions,
  properties: PropertyResult[],
  skips: RunContext["skips"],
  waived: readonly string[],
): ConformanceReport["coverage"] {
  const operations = [...coverage.operations.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operationId, statuses]) => ({
      operationId,
      statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => [String(s), n])),
    }));
  const requirements = summarizeRequirements({
    profile: options.profile,
    areas: options.areas,
    counts: coverage.requirements,
    properties,
    skips,
    waived,
    minimum: options.minCoverage,
  });
  return { operations, ...requirements };
}

/** Areas whose checks send no job, so they run without the reference collections' ids. */
const READS_NO_REFERENCE_DATA: ReadonlySet<Area> = new Set(["query", "collections"]);

/** The result of an area not run for `reason`. */
function notRunFor(area: Area, numRuns: number, reason: string): PropertyResult {
  return {
    area,
    title: `the checks of the ${area} area`,
    status: "skipped",
    numRuns,
    runs: 0,
    shrinkRuns: 0,
    checks: 0,
    durationMs: 0,
    reason,
  };
}

/** One property of the run: builds an instance of it, with a session of its own, per shard. */
type Build = () => { session: Session; property: AnyProperty };

/**
 * Runs the properties' shards side by side, up to `concurrency` at once (workers share one
 * queue, so each shard runs once). A shard of a property that moves the clock moves a
 * clock scope of its own where the target's clock has scopes; where it has one clock,
 * such a property runs alone after the others, as one shard, since its runs set the
 * clock every other run reads.
 */
async function runAll(context: RunContext, selected: Build[]): Promise<PropertyResult[]> {
  const { concurrency, prefix } = context.options;
  const scoped = context.target.clockScopes === true;
  const planned = selected.map((build) => {
    const first = build();
    const movesClock = first.property((property) => property.movesClock === true);
    const exclusive = movesClock && !scoped;
    // Only a property whose runs are split needs more instances: not one that drives the
    // clock, is not run (skipped or unobserved), or replays one path.
    const alone = first.property(
      (property) => exclusive || property.skip !== undefined || property.unobserved !== undefined,
    );
    const shards =
      alone || context.options.path
        ? 1
        : Math.min(
            concurrency,
            first.property((p) => p.numRuns),
          );
    const instances = [first, ...Array.from({ length: shards - 1 }, build)];
    if (movesClock && scoped) {
      for (const { session } of instances) {
        session.useClockScope(nextNamespace(prefix));
      }
    }
    return { exclusive, sharded: shardProperty(instances) };
  });
  const queue = planned
    .filter(({ exclusive }) => !exclusive)
    .flatMap(({ sharded }) => sharded.tasks)
    .values();
  const worker = async () => {
    for (const task of queue) {
      await task();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const { sharded } of planned.filter(({ exclusive }) => exclusive)) {
    for (const task of sharded.tasks) {
      await task();
    }
  }
  return planned.map(({ sharded }) => sharded.result());
}

/**
 * Runs the suite and reports; never throws for a failing target (see `report.ok`).
 *
 * @example
 * const report = await checkConformance({ fetch: server.fetch, apiKeys: ["demo-key-1"], profile: "reference" });
 */
export async function checkConformance(input: ConformanceOptions): Promise<ConformanceReport> {
  const options = resolveOptions(input);
  // An unknown id is refused before anything is sent, dry run included.
  const waivers = checkWaivers(options.waivers);
  if (options.dryRun) {
    return planReport(options, waivers);
  }
  const started = performance.now();
  const validator = await createSpecValidator();
  const created = options.apiKeys.map(() => new Set<number>());
  const transport: Transport = new Transport({
    fetch: options.fetch ?? ((request) => fetch(request)),
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    maxRequests: options.maxRequests,
    signal: options.signal,
    retry: { ...DEFAULT_RETRY_POLICY, retries: options.retries },
    rateLimit: options.rateLimit,
    reconcile: (request, body) => reconcileCreate(transport, options, created, request, body),
  });
  const coverage: Coverage = { operations: new Map(), requirements: new Map() };
  /** How many properties the run has, once they are built. */
  let total = 0;
  transport.onExchange((exchange) => {
    if (exchange.phase === "cleanup") {
      return;
    }
    const found = validator.match(exchange.method, exchange.url, exchange.requestHeaders);
    const name = found?.operationId ?? "(undocumented)";
    const statuses = coverage.operations.get(name) ?? new Map<number, number>();
    statuses.set(exchange.status, (statuses.get(exchange.status) ?? 0) + 1);
    coverage.operations.set(name, statuses);
  });
  const context: RunContext = {
    options,
    transport,
    validator,
    target: {
      categories: [],
      positionTypes: [],
      locations: undefined,
      bareCities: [],
      taught: [],
      clock: false,
      plans: [],
      notes: [],
      setup: [],
    },
    coverage,
    skips: [],
    created,
    progress: createProgress(transport, () => total, options.onProgress),
    deleted: { count: 0 },
    // Our own server replaces an update's salary whole: the reference profile holds it to that.
    readings: options.profile === "reference" ? { salary: { reading: "replace", seen: "the reference profile" } } : {},
    waivers,
    passOver: new Set(waivers.map(({ id }) => id)),
    passedOver: new Map(),
  };
  const setup = new Session(context, "model");
  let properties: PropertyResult[] = [];
  let error: string | undefined;
  let stoppedByTransients = false;
  let cleanup: ConformanceReport["cleanup"] = { deleted: 0, left: [], errors: [] };
  let dialect: LearntDialect | undefined;
  const sessions: Session[] = [setup];
  try {
    context.target = await discoverTarget(setup);
    const env = {
      target: context.target,
      pool: createLocationPool(context.target, options.profile),
      // The dialect's probes send what the seed profile sends.
      profile: options.profile === "dialect" ? "seed" : options.profile,
    };
    const blocked = setupBlock(context.target.setup);
    // The seed profile draws jobs with autoRefresh: a plan's refusal of one is no broken rule.
    if (options.profile === "seed" && !blocked) {
      await probePlans(setup, probeJob(setup, context.target, BARE_CANDIDATES.slice(0, 1)));
    }
    // Properties that send jobs are not even built without the ids their jobs need.
    const runnable = options.areas.filter((area) => !blocked || READS_NO_REFERENCE_DATA.has(area));
    const selected = runnable.flatMap((area) =>
      PROPERTIES[area].map(
        (factory): Build =>
          () => {
            const session = new Session(context, area);
            sessions.push(session);
            return { session, property: factory({ session, env, numRuns: options.numRuns }) };
          },
      ),
    );
    total = selected.length;
    const notRun = options.areas
      .filter((area) => !runnable.includes(area))
      .map((area) => notRunFor(area, options.numRuns, blocked ?? ""));
    properties = [...reportEachBreakOnce(await runAll(context, selected)), ...notRun];
    // Every knob is observed with jobs, which need the ids the set-up lacks.
    if (options.learnDialect && !blocked) {
      // Each rule of the catalogue, broken alone, teaches the deployment's words for it.
      const rules = [...SEED_RULES, ...REFERENCE_RULES];
      dialect = await observeDialect(context, env, () => nextNamespace(options.prefix), rules);
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    stoppedByTransients = isInconclusive(caught);
  } finally {
    cleanup = await cleanupRun(context, setup);
    cleanup.deleted += context.deleted.count;
  }
  // A refused answer (a redirect to another origin, a body past the cap) stopped the checks.
  error ??= transport.refused?.message;
  const checks = sessions.reduce((sum, session) => sum + session.checks, 0);
  const waived = waiverOutcomes(waivers, coverage.requirements, context.passedOver);
  const summary = coverageOf(
    coverage,
    options,
    properties,
    context.skips,
    waived.filter(({ status }) => status === "waived").map(({ id }) => id),
  );
  if (!error && belowMinimum(summary)) {
    error = `${summary.percent}% of the checkable requirements were checked, below --min-coverage ${summary.minimum}%`;
  }
  const failed = properties.some((property) => property.status === "failed");
  const inconclusive =
    !failed &&
    (stoppedByTransients ||
      (!error && properties.some(({ status }) => status === "inconclusive" || status === "unobserved")));
  const problems = context.target.setup;
  return {
    ok:
      !error &&
      problems.length === 0 &&
      properties.every((property) => property.status === "passed" || property.status === "skipped"),
    inconclusive,
    transient: { ...transport.transient },
    setup: problems,
    seed: options.seed,
    profile: options.profile,
    baseUrl: options.baseUrl,
    prefix: options.prefix,
    numRuns: options.numRuns,
    dryRun: false,
    keyCount: options.apiKeys.length,
    properties,
    waivers: waived,
    skipped: context.skips,
    notes: [
      ...context.target.notes,
      ...(dialect?.unobservable ?? []).map(({ knob, reason }) => `dialect: ${knob} was not learnt: ${reason}`),
    ],
    coverage: summary,
    checks,
    requests: transport.requests,
    durationMs: Math.round(performance.now() - started),
    cleanup,
    ...(dialect ? { dialect } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * Runs the suite and throws a {@link ConformanceError} (whose message is the pretty
 * report) when anything failed.
 */
export async function assertConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const report = await checkConformance(options);
  if (!report.ok) {
    throw new ConformanceError(report);
  }
  return report;
}

/**
 * Learns a target's dialect: runs the suite as `options` say (`only: []` runs no check at
 * all), then observes every knob of the dialect document with jobs of its own, and
 * returns the document, checked against the dialect schema, with the report. Throws a
 * {@link ConformanceError} when the run could not learn it (setup failed, stopped, or
 * transient answers).
 *
 * @example
 * const { dialect } = await learnDialect({ baseUrl: "https://jobs.example.org", apiKeys: [key], only: [] });
 * await writeFile("my-deployment.json", JSON.stringify(dialect.document, null, 2));
 */
export async function learnDialect(
  options: ConformanceOptions,
): Promise<{ dialect: LearntDialect; report: ConformanceReport }> {
  const report = await checkConformance({ ...options, learnDialect: true });
  if (!report.dialect) {
    throw new ConformanceError(report);
  }
  return { dialect: report.dialect, report };
}
