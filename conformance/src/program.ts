/**
 * The jobs-conformance command line: options to {@link checkConformance}, the report to
 * stdout or a file, progress to a TTY's stderr, and Ctrl-C that cleans up before exit.
 */
import { writeFile } from "node:fs/promises";
import { Command, InvalidArgumentError, Option } from "commander";
import { howToObserve } from "./dialect/how-to-observe.js";
import { writeDialectText } from "./dialect-file.js";
import {
  AREAS,
  type Area,
  type ConformanceReport,
  checkConformance,
  formatHtml,
  formatJunit,
  formatPretty,
} from "./index.js";
import { DEFAULT_CONCURRENCY, DEFAULT_MAX_RESPONSE_BYTES, type ProgressEvent } from "./options.js";
import { addVerifyContract } from "./program-contract.js";
import { type DialectDeps, givenDialect } from "./program-dialect.js";
import { describeSummary, differentialRun } from "./program-differential.js";
import { readWaivers, waiveArgument } from "./waivers-file.js";

/** What the program writes to and reads from, injectable for tests. */
export interface ProgramDeps extends DialectDeps {
  stdout: (text: string) => void;
  isTTY: boolean;
}

function integer(name: string, min: number) {
  return (value: string): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) {
      throw new InvalidArgumentError(`${name} must be an integer of at least ${min}.`);
    }
    return parsed;
  };
}

/** Exit code of a run whose transient answers kept it from judging, with no check failed. */
const EXIT_INCONCLUSIVE = 4;
/** Exit code of a run that could not find what its checks need (a set-up problem), with no check failed. */
const EXIT_SETUP = 5;
/** Exit code of a `--write-dialect` run that learnt the dialect but could not observe every knob, with no check failed. */
const EXIT_UNOBSERVED = 6;

function rateLimit(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(value.trim());
  const parsed = match ? Number(match[1]) : Number.NaN;
  if (!(parsed > 0)) {
    throw new InvalidArgumentError("--rate-limit must be a number of requests a second, e.g. 50/s.");
  }
  return parsed;
}

function idList(value: string): number[] {
  const ids = value.split(",").map((part) => Number(part.trim()));
  if (ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) {
    throw new InvalidArgumentError("give ids as positive integers separated by commas, e.g. 4,7,9.");
  }
  return ids;
}

function planEntry(value: string, all: Record<string, string>): Record<string, string> {
  const match = /^(.+)=(standard|unlimited)$/.exec(value);
  if (!match?.[1] || !match[2]) {
    throw new InvalidArgumentError(
      "give a plan as KEY=standard or KEY=unlimited (KEY: the key or its number, e.g. 2).",
    );
  }
  return { ...all, [match[1]]: match[2] };
}

function percentage(value: string): number {
  const parsed = Number(value);
  if (value.trim() === "" || !Number.isFinite(parsed) || parsed < 0 || parsed > 100) {
    throw new InvalidArgumentError("--min-coverage must be a percentage from 0 to 100.");
  }
  return parsed;
}

function render(report: ConformanceReport, reporter: string): string {
  if (reporter === "json") {
    return `${JSON.stringify(report, null, 2)}\n`;
  }
  if (reporter === "junit") {
    return formatJunit(report);
  }
  if (reporter === "html") {
    return formatHtml(report);
  }
  return `${formatPretty(report)}\n`;
}

/** Minutes and seconds, as `3:07`. */
function clockText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** One line on a terminal, redrawn at most five times a second; nothing when stderr is not a TTY. */
function progressLine(deps: ProgramDeps): (event: ProgressEvent) => void {
  if (!deps.isTTY) {
    return () => {};
  }
  const started = Date.now();
  let last = 0;
  return (event) => {
    const now = Date.now();
    if (event.phase !== "end" && now - last < 200) {
      return;
    }
    last = now;
    const elapsed = now - started;
    // An estimate only once there is something to go by.
    const left =
      event.fraction >= 0.02 ? `, ~${clockText((elapsed * (1 - event.fraction)) / event.fraction)} left` : "";
    const finished = event.propertiesDone === event.propertiesTotal && event.phase === "end";
    deps.stderr(
      `\r\x1b[K${event.propertiesDone}/${event.propertiesTotal} properties, ${event.requests} requests (${event.inFlight} in flight), ${event.retries} retries, ${clockText(elapsed)}${left}${finished ? "\n" : ""}`,
    );
  };
}

/** The requirements a deployment whose dialect was learnt breaks, one line each. */
function describeDeviations(report: ConformanceReport): string {
  const broken = new Map<string, string>();
  for (const { failure, title } of report.properties) {
    if (failure) {
      broken.set(failure.broken?.id ?? title, failure.broken?.says ?? failure.message.split("\n")[0] ?? "");
    }
  }
  const lines = [...broken].map(([id, title]) => `Deviation: ${id} (${title})\n`);
  return `The deployment breaks ${broken.size} requirement${broken.size === 1 ? "" : "s"} of the run's profile (the report says how); its dialect keeps them as it has them, and the fake answers as it does where the dialect can say it:\n${lines.join("")}`;
}

/** Writes the learnt dialect and says what it holds; false when it could not be written. */
async function writeDialect(report: ConformanceReport, file: string, deps: ProgramDeps): Promise<boolean> {
  if (!report.dialect) {
    // The run's own outcome (its exit code) says why.
    deps.stderr(`No dialect was learnt, so ${file} was not written.\n`);
    return true;
  }
  const { document, unobservable } = report.dialect;
  try {
    await writeDialectText(file, `${JSON.stringify(document, null, 2)}\n`);
  } catch (error) {
    deps.stderr(`Could not write the dialect to ${file} (${(error as Error).message}).\n`);
    return false;
  }
  const left = unobservable.map(({ knob }) => knob).join(", ");
  deps.stderr(
    `Dialect written to ${file}${left ? `; not observable, so left out and listed as "unobserved" (a proof with the file is inconclusive): ${left}` : ""}.\n`,
  );
  for (const { knob, reason } of unobservable) {
    deps.stderr(`Unobserved: ${knob} (${reason}); to observe it, pass ${howToObserve(knob)}.\n`);
  }
  return true;
}

/** The commander program; `parseAsync` it with the process arguments. */
export function createProgram(deps: ProgramDeps): Command {
  const program = new Command("jobs-conformance")
    .description("Prove a deployment of the Job Posting API right or wrong.")
    // The run's options come before a command's name: verify-contract has its own --base-url.
    .enablePositionalOptions()
    .option("--base-url <url>", "root URL of the deployment, e.g. http://127.0.0.1:4010")
    .option(
      "--api-key <key>",
      "an API key; repeat with a key of another employer for the tenancy checks",
      (v, all: string[]) => [...all, v],
      [],
    )
    .addOption(
      new Option(
        "--profile <profile>",
        "seed: seed-level requirements only; reference: the toolkit's decisions as well; dialect: the knobs of --dialect",
      )
        .choices(["seed", "reference", "dialect"])
        .default("seed"),
    )
    .option(
      "--dialect <file>",
      "with --profile dialect: the dialect to hold the target to (default: the reference server's)",
    )
    .option("--write-dialect <file>", "after the checks, learn the target's dialect and write it to this file")
    .option(
      "--differential <url>",
      "with --profile dialect: hold --base-url to the dialect learnt from this second deployment",
    )
    .option(
      "--api-key2 <key>",
      "an API key of the --differential deployment; repeat with a key of another employer",
      (v, all: string[]) => [...all, v],
      [],
    )
    .option(
      "--differential-against <url>",
      "send each request to this second deployment too (--api-key2 for each --api-key) and list where an app could tell the answers apart",
    )
    .option("--runs <n>", "runs per property", integer("--runs", 1), 100)
    .option("--seed <seed>", "replay: the seed a report printed", integer("--seed", -2147483648))
    .option("--path <path>", "replay: the path a report printed")
    .addOption(new Option("--only <area...>", "run only these areas").choices([...AREAS]))
    .addOption(
      new Option("--reporter <reporter>", "report format")
        .choices(["pretty", "json", "junit", "html"])
        .default("pretty"),
    )
    .option("--out <file>", "write the report to a file instead of stdout")
    .option(
      "--concurrency <n>",
      "most requests in flight; each property's runs split into this many shards side by side (1: one request at a time)",
      integer("--concurrency", 1),
      DEFAULT_CONCURRENCY,
    )
    .option("--timeout <ms>", "longest wait for one response, its body included", integer("--timeout", 1), 10_000)
    .option(
      "--max-response-bytes <n>",
      "most bytes of one response read; a larger one stops the run",
      integer("--max-response-bytes", 1),
      DEFAULT_MAX_RESPONSE_BYTES,
    )
    .option("--max-requests <n>", "request budget of the checks (0: none)", integer("--max-requests", 0), 0)
    .option(
      "--retries <n>",
      "retries of one request after a transient answer (429, 502-504, reset, timeout)",
      integer("--retries", 0),
      6,
    )
    .option("--rate-limit <rate>", "most requests a second, e.g. 50/s or 50 (default: unpaced)", rateLimit)
    .option(
      "--category-ids <ids>",
      "job category ids the target takes, e.g. 4,7,9 (when it does not list them)",
      idList,
    )
    .option(
      "--position-type-ids <ids>",
      "position type ids the target takes, e.g. 1,2 (when it does not list them)",
      idList,
    )
    .option("--categories-path <path>", "where the target lists its job categories, when not at a usual path")
    .option(
      "--position-types-path <path>",
      "where the target lists its position types, when not at /api/v1.1/positiontypes",
    )
    .option(
      "--plan <key=plan>",
      "a key's job plan, standard or unlimited, by the key or its number (2=standard); repeatable",
      planEntry,
      {},
    )
    .option("--admin-token <token>", "Admin-Token for the reference server's /__admin controls")
    .option("--dry-run", "print the plan and send nothing")
    .option(
      "--min-coverage <pct>",
      "fail when fewer than this percentage of the profile's checkable requirements were checked",
      percentage,
    )
    .option(
      "--waive <id=reason>",
      "a requirement the deployment breaks on purpose, and why: still checked and shown, it does not fail the run (repeatable)",
      waiveArgument,
      {},
    )
    .option("--waivers <file>", "waivers from a YAML or JSON file mapping requirement ids to reasons")
    .action(async (flags) => {
      if (!flags.baseUrl) {
        throw new InvalidArgumentError("--base-url is required.");
      }
      if (flags.apiKey.length === 0) {
        throw new InvalidArgumentError("give at least one --api-key.");
      }
      // The command line's own waivers win over the file's.
      const waivers = { ...(flags.waivers ? await readWaivers(flags.waivers) : {}), ...flags.waive };
      // The seed goes out first, so even a run killed part-way can be replayed.
      const seed: number = flags.seed ?? Math.floor(Math.random() * 0x7fffffff);
      deps.stderr(`Seed: ${seed}\n`);
      let dialect: Awaited<ReturnType<typeof givenDialect>>;
      try {
        dialect = await givenDialect(flags, seed, deps);
      } catch (error) {
        if (error instanceof InvalidArgumentError) {
          throw error;
        }
        // The second deployment of --differential could not be learnt: a run that failed.
        deps.stderr(`${(error as Error).message}\n`);
        process.exitCode = 1;
        return;
      }
      // A dry run sends nothing, to the second deployment neither.
      const mirror = flags.dryRun ? undefined : differentialRun(flags, deps.fetch);
      const fetch = mirror?.fetch ?? deps.fetch;
      const report = await checkConformance({
        baseUrl: flags.baseUrl,
        apiKeys: flags.apiKey,
        profile: flags.profile,
        ...dialect,
        learnDialect: Boolean(flags.writeDialect),
        numRuns: flags.runs,
        seed,
        ...(flags.path ? { path: flags.path } : {}),
        ...(flags.only ? { only: flags.only as Area[] } : {}),
        concurrency: flags.concurrency,
        timeoutMs: flags.timeout,
        maxResponseBytes: flags.maxResponseBytes,
        maxRequests: flags.maxRequests,
        retries: flags.retries,
        ...(flags.categoryIds ? { categoryIds: flags.categoryIds } : {}),
        ...(flags.positionTypeIds ? { positionTypeIds: flags.positionTypeIds } : {}),
        ...(flags.categoriesPath ? { categoriesPath: flags.categoriesPath } : {}),
        ...(flags.positionTypesPath ? { positionTypesPath: flags.positionTypesPath } : {}),
        ...(Object.keys(flags.plan).length > 0 ? { plans: flags.plan } : {}),
        ...(flags.rateLimit === undefined ? {} : { rateLimit: flags.rateLimit }),
        ...(flags.adminToken ? { adminToken: flags.adminToken } : {}),
        dryRun: Boolean(flags.dryRun),
        waivers,
        ...(flags.minCoverage === undefined ? {} : { minCoverage: flags.minCoverage }),
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(fetch ? { fetch } : {}),
        onProgress: progressLine(deps),
      });
      const text = render(report, flags.reporter);
      const failed = report.properties.some((property) => property.status === "failed");
      const setupProblem = !failed && report.setup.length > 0;
      const verdict = report.ok
        ? "passed"
        : setupProblem
          ? "SET-UP PROBLEM"
          : report.inconclusive
            ? "INCONCLUSIVE"
            : "FAILED";
      const outcome = `${verdict}: ${report.checks} checks`;
      // A learning run is after the deployment as it is: what it breaks is reported beside
      // the dialect, and is no failure of the run.
      const learnt = report.dialect !== undefined && report.error === undefined;
      if (!report.ok && !(learnt && (failed || !report.inconclusive))) {
        process.exitCode = setupProblem ? EXIT_SETUP : report.inconclusive ? EXIT_INCONCLUSIVE : 1;
      } else if (report.dialect && report.dialect.unobservable.length > 0) {
        // A dialect with knobs nobody saw proves nothing about them: not a clean learning run.
        process.exitCode = EXIT_UNOBSERVED;
      }
      if (learnt && failed) {
        deps.stderr(describeDeviations(report));
      }
      if (mirror) {
        // The protocol's edges go to both sides too: an app meets them whatever the run drew.
        await mirror.sendEdges(flags.baseUrl, flags.apiKey[0] as string);
        const summary = mirror.summary();
        deps.stderr(describeSummary(flags.differentialAgainst, summary));
        // A difference an app could see fails the run; nothing compared proves nothing.
        if (summary.differing.length > 0) {
          process.exitCode = 1;
        } else if (summary.compared === 0 && (process.exitCode ?? 0) === 0) {
          process.exitCode = EXIT_INCONCLUSIVE;
        }
      }
      for (const { missing, pass } of setupProblem ? report.setup : []) {
        deps.stderr(`Set-up problem: ${missing} could not be read; pass ${pass}.\n`);
      }
      // Like an --out file, a dialect file that cannot be written is exit code 3.
      if (flags.writeDialect && !(await writeDialect(report, flags.writeDialect, deps))) {
        process.exitCode = 3;
      }
      if (!flags.out) {
        return deps.stdout(text);
      }
      try {
        await writeFile(flags.out, text);
      } catch (error) {
        // A full disk or a missing folder: the outcome is known, so say it, and keep the
        // exit code apart from a failed check (1) and a bad command line (2).
        deps.stderr(`Could not write the report to ${flags.out} (${(error as Error).message}); the run ${outcome}.\n`);
        process.exitCode = 3;
        return;
      }
      deps.stdout(`${outcome}; report written to ${flags.out}\n`);
    });
  addVerifyContract(program, deps, { integer, rateLimit, maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES });
  return program;
}
