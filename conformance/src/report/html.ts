/**
 * One self-contained HTML page: the verdict, the requirement matrix, and the failures
 * grouped by cause, each closed until opened, with its shrunk requests, curl lines and
 * vitest reproduction. Inline styles only, no
 * scripts and a policy that forbids every fetch, so it opens anywhere without a network.
 */
import { escapeMarkup as escapeHtml } from "./escape.js";
import { type FailureGroup, groupFailures } from "./groups.js";
import { coverageLine, formatExchange, groupHeading, runsText, setupLines } from "./pretty.js";
import type { ConformanceReport, FailureReport, RequirementCoverage, RequirementRef } from "./types.js";
import { evidenceLines, waiverLine } from "./waivers.js";

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #1b1f24; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d0d7de; padding: .3rem .5rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
pre { background: #f6f8fa; padding: .75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
code { font-family: ui-monospace, monospace; }
summary { cursor: pointer; font-weight: 600; margin: .4rem 0; }
details.failure { margin-left: 1.2rem; }
.checked { color: #1a7f37; } .failed { color: #cf222e; font-weight: bold; }
.skipped { color: #9a6700; } .not-checkable { color: #57606a; }
.verdict-ok { color: #1a7f37; } .verdict-failed { color: #cf222e; }
`;

function anchor(index: number): string {
  return `failure-${index + 1}`;
}

/** A requirement linked to its section of the behaviour document and to its matrix row. */
function requirementItem(requirement: RequirementRef): string {
  const id = escapeHtml(requirement.id);
  return `<a href="#req-${id}"><code>${id}</code></a> (${requirement.level} level, section <a href="${escapeHtml(requirement.doc)}">“${escapeHtml(requirement.section)}”</a>): ${escapeHtml(requirement.says)}`;
}

function matrixRow(requirement: RequirementCoverage, links: string[]): string {
  const status =
    links.length > 0
      ? links.map((link) => `<a class="failed" href="#${link}">failed</a>`).join(" ")
      : `<span class="${requirement.status}">${requirement.status}</span>`;
  return `<tr id="req-${escapeHtml(requirement.id)}"><td><code>${escapeHtml(requirement.id)}</code></td><td>${requirement.level}</td><td><a href="${escapeHtml(requirement.doc)}">${escapeHtml(requirement.section)}</a></td><td>${escapeHtml(requirement.says)}</td><td>${status}</td><td>${requirement.checks}</td><td>${requirement.failures}</td><td>${escapeHtml(requirement.note)}</td></tr>`;
}

/**
 * One failure, closed: its summary says what broke. The anchor sits inside, so following
 * a link to it opens the failure and its group (a browser opens the details around a
 * fragment it scrolls to).
 */
function failureSection(failure: FailureReport, index: number): string {
  const exchanges = failure.exchanges
    .map((exchange, position) => formatExchange(exchange, position, position === failure.failingExchange))
    .join("\n");
  const also =
    failure.alsoExercised.length > 0
      ? `<p>Also exercised (not shown broken):</p><ul>${failure.alsoExercised.map((requirement) => `<li>${requirementItem(requirement)}</li>`).join("")}</ul>`
      : "";
  return [
    `<details class="failure"><summary>${index + 1}. [${escapeHtml(failure.area)}] ${escapeHtml(failure.title)}</summary>`,
    `<div id="${anchor(index)}">`,
    `<pre>${escapeHtml(failure.message)}</pre>`,
    failure.broken
      ? `<p>Broken: ${requirementItem(failure.broken)}</p>${also}`
      : "<p>A failure of the suite itself, not of the target.</p>",
    `<p>Seed <code>${failure.seed}</code>, path <code>${escapeHtml(failure.path)}</code>, ${failure.shrinks} shrinks.</p>`,
    `<h4>Replay</h4><pre>${escapeHtml(failure.replay)}</pre>`,
    `<h4>Shrunk requests and responses</h4><pre>${escapeHtml(exchanges)}</pre>`,
    `<h4>curl</h4><pre>${escapeHtml(failure.curl)}</pre>`,
    `<h4>vitest (save as repro.test.ts)</h4><pre>${escapeHtml(failure.vitest)}</pre>`,
    "</div></details>",
  ].join("\n");
}

/** A group of failures with one cause, closed, its failures numbered across the page. */
function groupSection(group: FailureGroup, index: number, number: (failure: FailureReport) => number): string {
  return [
    `<details class="group"><summary>${escapeHtml(groupHeading(group, index))}</summary>`,
    ...group.failures.map((failure) => failureSection(failure, number(failure))),
    "</details>",
  ].join("\n");
}

/** The waivers, each with how it fared and, when in use, the break it keeps from failing the run. */
function waiverSection(report: ConformanceReport): string {
  if (report.waivers.length === 0) {
    return "";
  }
  const items = report.waivers.map(
    (waiver) =>
      `<li id="waiver-${escapeHtml(waiver.id)}" class="${waiver.status}">${escapeHtml(waiverLine(waiver))}${evidenceLines(
        waiver,
      )
        .map((line) => `<br>evidence: <code>${escapeHtml(line)}</code>`)
        .join("")}</li>`,
  );
  return `<h2>Waivers (checked, not failing the run)</h2><ul>${items.join("")}</ul>`;
}

/** The report as one HTML page. */
export function formatHtml(report: ConformanceReport): string {
  const groups = groupFailures(report.properties);
  // Numbered group by group, so the numbers read in page order.
  const failures = groups.flatMap((group) => group.failures);
  const number = (failure: FailureReport) => failures.indexOf(failure);
  const linksOf = (id: string) =>
    failures.flatMap((failure, index) => (failure.broken?.id === id ? [anchor(index)] : []));
  const { coverage } = report;
  const properties = report.properties
    .map(
      (property) =>
        `<tr><td>${escapeHtml(property.area)}</td><td>${escapeHtml(property.title)}</td><td class="${property.status === "passed" ? "checked" : property.status}">${property.status}</td><td>${escapeHtml(runsText(property))}</td><td>${property.checks}</td><td>${escapeHtml(property.reason ?? "")}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>jobs-conformance: ${report.ok ? "passed" : "FAILED"} (${escapeHtml(report.profile)} profile)</title>
<style>${STYLE}</style>
</head>
<body>
<h1 class="${report.ok ? "verdict-ok" : "verdict-failed"}">${report.ok ? "Passed" : "Failed"}: ${escapeHtml(report.baseUrl)}, ${escapeHtml(report.profile)} profile</h1>
<p>Seed <code>${report.seed}</code>, prefix <code>${escapeHtml(report.prefix)}</code>, ${report.numRuns} runs per property, ${report.checks} checks, ${report.requests} requests, ${Math.round(report.durationMs / 100) / 10} s.</p>
<p id="coverage">Requirements: ${escapeHtml(coverageLine(report))}.</p>
${report.error ? `<p class="failed">Run error: ${escapeHtml(report.error)}</p>` : ""}
${setupLines(report)
  .map((line) => `<p class="failed">${escapeHtml(line)}</p>`)
  .join("\n")}
${report.notes.map((note) => `<p>Note: ${escapeHtml(note)}</p>`).join("\n")}
<h2>Properties</h2>
<table><thead><tr><th>Area</th><th>Property</th><th>Status</th><th>Runs</th><th>Checks</th><th>Reason</th></tr></thead>
<tbody>
${properties}
</tbody></table>
<h2>Failures (${failures.length}, in ${groups.length} group${groups.length === 1 ? "" : "s"} by cause)</h2>
${groups.map((group, index) => groupSection(group, index, number)).join("\n") || "<p>None.</p>"}
<h2>Requirement matrix</h2>
<table id="requirements"><thead><tr><th>Id</th><th>Level</th><th>Section</th><th>Requirement</th><th>Status</th><th>Checks</th><th>Failures</th><th>How checked / why not</th></tr></thead>
<tbody>
${coverage.requirements.map((requirement) => matrixRow(requirement, linksOf(requirement.id))).join("\n")}
</tbody></table>
${waiverSection(report)}
${report.skipped.length > 0 ? `<h2>Skipped checks</h2><ul>${report.skipped.map((skip) => `<li>[${escapeHtml(skip.area)}] ${escapeHtml(skip.check)}: ${escapeHtml(skip.reason)}</li>`).join("")}</ul>` : ""}
</body>
</html>
`;
}
