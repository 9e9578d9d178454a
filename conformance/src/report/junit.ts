/**
 * JUnit XML for CI: one test case per property, failures with the whole failure text,
 * skipped properties and checks with their reasons, and one skipped case per waiver.
 */
import { escapeMarkup as escapeXml } from "./escape.js";
import { formatFailure } from "./pretty.js";
import type { ConformanceReport } from "./types.js";
import { evidenceLines, waiverLine } from "./waivers.js";

/** The report as a JUnit XML document. */
export function formatJunit(report: ConformanceReport): string {
  const cases = report.properties.map((property) => {
    const open = `  <testcase classname="jobs-conformance.${property.area}" name="${escapeXml(property.title)}" time="${property.durationMs / 1000}">`;
    const failures = property.failures ?? [];
    if (property.status === "failed" && failures.length > 0) {
      // One failure element a case: every requirement the property found broken is in it.
      const message = failures.map((failure) => failure.message.split("\n")[0] ?? "").join(" | ");
      const text = failures.map((failure) => formatFailure(failure)).join("\n\n");
      return `${open}\n    <failure message="${escapeXml(message)}">${escapeXml(text)}</failure>\n  </testcase>`;
    }
    if (property.status === "skipped") {
      return `${open}\n    <skipped message="${escapeXml(property.reason ?? "")}"/>\n  </testcase>`;
    }
    // Transient answers kept it from a verdict: neither passed nor failed.
    if (property.status === "inconclusive" || property.status === "unobserved") {
      return `${open}\n    <skipped message="${escapeXml(`${property.status}: ${property.reason ?? ""}`)}"/>\n  </testcase>`;
    }
    if (property.status === "aborted") {
      return `${open}\n    <error message="${escapeXml(property.reason ?? "")}"/>\n  </testcase>`;
    }
    return `${open}</testcase>`;
  });
  const skippedChecks = report.skipped.map(
    (skip) =>
      `  <testcase classname="jobs-conformance.${skip.area}" name="${escapeXml(skip.check)}"><skipped message="${escapeXml(skip.reason)}"/></testcase>`,
  );
  // Each requirement is a case too, so CI dashboards show the matrix.
  const requirementCases = report.coverage.requirements.map((requirement) => {
    const open = `  <testcase classname="jobs-conformance.requirements.${requirement.level}" name="${escapeXml(requirement.id)}" time="0">`;
    if (requirement.status === "failed") {
      return `${open}\n    <failure message="${escapeXml(`failed in ${requirement.failures} propert${requirement.failures === 1 ? "y" : "ies"} (section ${requirement.section}, see ${requirement.doc})`)}">${escapeXml(requirement.says)}</failure>\n  </testcase>`;
    }
    if (requirement.status === "waived") {
      const waiver = report.waivers.find((candidate) => candidate.id === requirement.id);
      return `${open}\n    <skipped message="${escapeXml(`waived: ${waiver?.reason ?? ""}`)}"/>\n  </testcase>`;
    }
    if (requirement.status === "skipped" || requirement.status === "not-checkable") {
      return `${open}\n    <skipped message="${escapeXml(`${requirement.status === "not-checkable" ? "not checkable: " : ""}${requirement.note}`)}"/>\n  </testcase>`;
    }
    return `${open}\n    <system-out>${escapeXml(`checked ${requirement.checks} times: ${requirement.note}`)}</system-out>\n  </testcase>`;
  });
  // Each waiver is a case, skipped: in use, no longer needed or never exercised, it asks to be read.
  const waiverCases = report.waivers.map(
    (waiver) =>
      `  <testcase classname="jobs-conformance.waivers" name="${escapeXml(waiver.id)}" time="0">\n    <skipped message="${escapeXml(waiverLine(waiver))}"/>${waiver.evidence ? `\n    <system-out>${escapeXml(evidenceLines(waiver).join("\n"))}</system-out>` : ""}\n  </testcase>`,
  );
  const failures = report.properties.filter((p) => p.status === "failed").length;
  const errors = report.properties.filter((p) => p.status === "aborted").length + (report.error ? 1 : 0);
  const skipped =
    report.properties.filter((p) => ["skipped", "inconclusive", "unobserved"].includes(p.status)).length +
    skippedChecks.length +
    report.coverage.requirements.filter((r) => ["skipped", "not-checkable", "waived"].includes(r.status)).length +
    waiverCases.length;
  const { coverage } = report;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="jobs-conformance" tests="${cases.length + skippedChecks.length + requirementCases.length + waiverCases.length}" failures="${failures + coverage.requirements.filter((r) => r.status === "failed").length}" errors="${errors}" skipped="${skipped}" time="${report.durationMs / 1000}">`,
    `  <properties><property name="seed" value="${report.seed}"/><property name="profile" value="${report.profile}"/><property name="checks" value="${report.checks}"/><property name="requirements.checkable" value="${coverage.checkable}"/><property name="requirements.checked" value="${coverage.checked}"/><property name="requirements.percent" value="${coverage.percent}"/></properties>`,
    ...cases,
    ...skippedChecks,
    ...requirementCases,
    ...waiverCases,
    report.error ? `  <system-err>${escapeXml(report.error)}</system-err>` : "",
    "</testsuite>",
    "",
  ].join("\n");
}
