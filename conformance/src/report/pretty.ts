/**
 * The human report: the seed first, the failures grouped by cause (each group's first
 * failure with its shrunk exchanges, replay command, curl lines and vitest file), then
 * skipped checks, coverage and counts.
 */
import type { RecordedExchange } from "../http/recorder.js";
import { type FailureGroup, groupFailures } from "./groups.js";
import type { ConformanceReport, FailureReport, PropertyResult } from "./types.js";
import { evidenceLines, waiverLine } from "./waivers.js";

const BODY_SHOWN = 600;

function clip(text: string | undefined): string {
  if (!text) {
    return "";
  }
  return text.length > BODY_SHOWN ? `${text.slice(0, BODY_SHOWN)}... (${text.length} characters)` : text;
}

/** One exchange as request and response lines. */
export function formatExchange(exchange: RecordedExchange, index: number, failing: boolean): string {
  const url = new URL(exchange.url);
  const lines = [`${failing ? ">>" : "  "} ${index + 1}. ${exchange.method} ${url.pathname}${url.search}`];
  for (const [name, value] of Object.entries(exchange.requestHeaders)) {
    if (["content-type", "x-http-method-override"].includes(name)) {
      lines.push(`       ${name}: ${value}`);
    }
    if (name === "api-key") {
      lines.push(`       api-key: <${value === "conformance-wrong-key" ? "wrong key" : "key"}>`);
    }
  }
  if (exchange.requestBody !== undefined) {
    lines.push(`       ${clip(exchange.requestBody)}`);
  }
  lines.push(
    `     <- ${exchange.status} (${exchange.durationMs} ms) ${exchange.responseHeaders["content-type"] ?? ""}`,
  );
  if (exchange.responseHeaders.location) {
    lines.push(`       location: ${exchange.responseHeaders.location}`);
  }
  if (exchange.responseBody) {
    lines.push(`       ${clip(exchange.responseBody)}`);
  }
  return lines.join("\n");
}

function requirementLines(failure: FailureReport): string[] {
  const { broken } = failure;
  if (!broken) {
    return ["  (a failure of the suite itself, not of the target)"];
  }
  const lines = [
    `  Broken: requirement ${broken.id} (${broken.level} level, section "${broken.section}", see ${broken.doc}): ${broken.says}`,
  ];
  if (failure.alsoExercised.length > 0) {
    lines.push(
      `  Also exercised (not shown broken): ${failure.alsoExercised.map((requirement) => requirement.id).join(", ")}`,
    );
  }
  return lines;
}

/** A failure in brief: what broke and how to replay it. */
function formatFailureBrief(failure: FailureReport): string {
  return [
    `FAILED [${failure.area}] ${failure.title}`,
    `  ${failure.message.split("\n")[0]}`,
    `  Replay: ${failure.replay}`,
  ].join("\n");
}

/** A failure as text. */
export function formatFailure(failure: FailureReport): string {
  return [
    `FAILED [${failure.area}] ${failure.title}`,
    `  ${failure.message.replaceAll("\n", "\n  ")}`,
    ...requirementLines(failure),
    `  Seed: ${failure.seed}  Path: ${failure.path}  Shrinks: ${failure.shrinks}`,
    `  Replay: ${failure.replay}`,
    `  Counterexample: ${failure.counterexample}`,
    "",
    "  Requests and responses of the shrunk run:",
    ...failure.exchanges.map((exchange, index) => formatExchange(exchange, index, index === failure.failingExchange)),
    "",
    "  curl:",
    `    ${failure.curl.replaceAll("\n", "\n    ")}`,
    "",
    "  vitest (save as repro.test.ts):",
    `    ${failure.vitest.replaceAll("\n", "\n    ")}`,
  ].join("\n");
}

function groupsText(count: number): string {
  return `${count} failure group${count === 1 ? "" : "s"}`;
}

/** The heading of a failure group: the cause, and how many properties it failed. */
export function groupHeading(group: FailureGroup, index: number): string {
  const cause = group.broken ? `requirement ${group.broken.id} broken` : "the suite itself failed";
  const count = group.failures.length;
  return `Failure group ${index + 1}: ${cause}, shown by ${group.requests.join(", ")} (${count} propert${count === 1 ? "y" : "ies"})`;
}

/** A group as text: its first failure in full, the others in brief (the same cause). */
function formatGroup(group: FailureGroup, index: number): string {
  const [first, ...others] = group.failures;
  return [
    groupHeading(group, index),
    ...(first ? [formatFailure(first)] : []),
    ...others.map((failure) => `${formatFailureBrief(failure)}\n  (same cause as above)`),
  ].join("\n\n");
}

/** Coverage: operations by status, then every requirement of the catalogue. */
function formatCoverage(report: ConformanceReport): string {
  const { coverage } = report;
  const lines = ["Coverage: operations x status codes"];
  for (const operation of coverage.operations) {
    const statuses = Object.entries(operation.statuses)
      .map(([status, count]) => `${status}x${count}`)
      .join(" ");
    lines.push(`  ${operation.operationId.padEnd(22)} ${statuses}`);
  }
  lines.push(`Requirements: ${coverageLine(report)}`);
  const mark = { checked: "ok  ", failed: "FAIL", waived: "WAIV", skipped: "skip", "not-checkable": "n/a " } as const;
  for (const requirement of coverage.requirements) {
    const count = ["checked", "failed", "waived"].includes(requirement.status) ? `${requirement.checks}x` : "";
    const note = requirement.status === "checked" ? "" : `  (${requirement.note})`;
    lines.push(`  ${mark[requirement.status]} ${count.padStart(7)} ${requirement.id}${note}`);
  }
  return lines.join("\n");
}

/** The coverage figure in one line. */
export function coverageLine(report: ConformanceReport): string {
  const { coverage } = report;
  const level = report.profile === "reference" ? "" : `${report.profile}-level `;
  const minimum = coverage.minimum === undefined ? "" : `, minimum ${coverage.minimum}%`;
  return `${coverage.checked} of ${coverage.checkable} checkable ${level}requirements checked (${coverage.percent}%${minimum})`;
}

/** How many runs a property made: all of them, or those up to its failure and the shrinking after. */
export function runsText(property: PropertyResult): string {
  if (property.status === "failed") {
    const broken = property.failures?.length ?? 1;
    return `failed: ${broken} requirement${broken === 1 ? "" : "s"} broken in ${property.runs}/${property.numRuns} runs, then ${property.shrinkRuns} shrinking runs`;
  }
  const discarded = property.discarded ? `, ${property.discarded} set aside for transient answers` : "";
  return `${property.runs}/${property.numRuns} runs${discarded}`;
}

/** What the run could not find, and what to pass: said first and last, since it decides what the run proves. */
export function setupLines(report: ConformanceReport): string[] {
  return report.setup.map(
    ({ missing, reason, pass }) =>
      `SET-UP PROBLEM: ${missing} could not be read (${reason}); pass ${pass}. The checks that send jobs were not run: the target was not judged on them.`,
  );
}

/** The waivers: each requirement waived with its reason and evidence, or why its waiver is idle. */
function waiverSection(report: ConformanceReport): string[] {
  const lines = ["Waivers (checked, not failing the run):"];
  for (const waiver of report.waivers) {
    lines.push(`  ${waiverLine(waiver)}`, ...evidenceLines(waiver).map((line) => `    evidence: ${line}`));
  }
  return lines;
}

/** The whole report as text. */
export function formatPretty(report: ConformanceReport): string {
  const lines = [
    `Seed: ${report.seed}`,
    `Target: ${report.baseUrl}  profile: ${report.profile}  prefix: ${report.prefix}  runs: ${report.numRuns}`,
  ];
  if (report.dryRun) {
    lines.push("Dry run: nothing was sent.");
  }
  for (const note of report.notes) {
    lines.push(`Note: ${note}`);
  }
  lines.push(...setupLines(report));
  lines.push("");
  for (const property of report.properties) {
    const mark = {
      passed: "ok  ",
      failed: "FAIL",
      skipped: "skip",
      aborted: "STOP",
      inconclusive: "????",
      unobserved: "????",
    }[property.status];
    const extra = property.reason ? ` (${property.reason})` : "";
    lines.push(
      `${mark} [${property.area}] ${property.title}: ${runsText(property)}, ${property.checks} checks, ${property.durationMs} ms${extra}`,
    );
  }
  groupFailures(report.properties).forEach((group, index) => {
    lines.push("", formatGroup(group, index));
  });
  if (report.waivers.length > 0) {
    lines.push("", ...waiverSection(report));
  }
  if (report.skipped.length > 0) {
    lines.push("", "Skipped checks:");
    for (const skip of report.skipped) {
      lines.push(`  [${skip.area}] ${skip.check}: ${skip.reason}`);
    }
  }
  if (!report.dryRun) {
    lines.push("", formatCoverage(report));
  }
  if (report.error) {
    lines.push("", `Run error: ${report.error}`);
  }
  if (report.cleanup.left.length > 0) {
    lines.push(`Cleanup could not delete jobs ${report.cleanup.left.join(", ")}`);
  }
  const failed = report.properties.filter((property) => property.status === "failed").length;
  const inconclusive = report.properties.filter((property) => property.status === "inconclusive").length;
  const unobserved = report.properties.filter((property) => property.status === "unobserved").length;
  const waived = report.waivers.filter((waiver) => waiver.status === "waived").length;
  const { retries, gaveUp, unknownOutcomes } = report.transient;
  lines.push(
    "",
    `${report.checks} checks, ${report.requests} requests, ${report.cleanup.deleted} jobs cleaned up, ${Math.round(report.durationMs / 100) / 10} s`,
    `Transient answers: ${retries} retries, ${gaveUp} requests given up, ${unknownOutcomes} creates of unknown outcome`,
    `Seed: ${report.seed}`,
    // Properties, each a behaviour run many times; the requirements' own tally is the coverage above.
    `Properties: ${report.properties.filter((p) => p.status === "passed").length} passed, ${failed} failed${failed > 0 ? ` (${groupsText(groupFailures(report.properties).length)})` : ""}, ${report.properties.filter((p) => p.status === "skipped").length} skipped${inconclusive > 0 ? `, ${inconclusive} inconclusive` : ""}${unobserved > 0 ? `, ${unobserved} unobserved` : ""}${waived > 0 ? `; ${waived} requirement${waived === 1 ? "" : "s"} waived` : ""}`,
  );
  lines.push(...setupLines(report));
  if (report.inconclusive && unobserved > 0) {
    lines.push(
      "INCONCLUSIVE: what the unobserved properties prove was never seen (0 checks); no check failed. Learn the dialect again where the target shows it (see each reason).",
    );
  } else if (report.inconclusive) {
    lines.push(
      "INCONCLUSIVE: transient answers (429, 5xx, resets, timeouts) kept the run from judging; no check failed. Run again, slower (--rate-limit, --concurrency), or when the target is steadier.",
    );
  }
  return lines.join("\n");
}
