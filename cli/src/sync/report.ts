/**
 * Writes a sync report: the plan or outcome on stdout (table, JSON, NDJSON or TSV),
 * and the failures, each with its file and field errors, on stderr at the end.
 */
import { cellText } from "../output.js";
import type { Change } from "./diff.js";
import type { SyncAction, SyncReport, SyncResult } from "./run.js";

// Long values (a description) are cut in the table; JSON output keeps them whole.
const VALUE_WIDTH = 60;
const ACTIONS: readonly SyncAction[] = ["created", "updated", "unchanged", "archived", "failed"];
const PLANNED: Readonly<Record<SyncAction, string>> = {
  created: "create",
  updated: "update",
  unchanged: "unchanged",
  archived: "archive",
  failed: "failed",
};

/** How many jobs had each outcome. */
function summarize(report: SyncReport): Record<SyncAction, number> {
  const counts = Object.fromEntries(ACTIONS.map((action) => [action, 0])) as Record<SyncAction, number>;
  for (const result of report.results) {
    counts[result.action] += 1;
  }
  return counts;
}

/** The summary line: `3 created, 1 updated, 46 unchanged, 2 archived, 0 failed`. */
function summaryLine(report: SyncReport): string {
  const counts = summarize(report);
  const parts = ACTIONS.map(
    (action) =>
      `${counts[action]} ${report.dryRun && action !== "unchanged" && action !== "failed" ? `to ${PLANNED[action]}` : action}`,
  );
  return `${report.dryRun ? "dry run, nothing sent: " : ""}${parts.join(", ")}`;
}

function valueText(value: unknown): string {
  if (value === undefined) {
    return "(none)";
  }
  const text = cellText(JSON.stringify(value));
  return text.length > VALUE_WIDTH ? `${text.slice(0, VALUE_WIDTH - 1)}…` : text;
}

function changeLine(change: Change): string {
  if (change.from === undefined) {
    return `      + ${cellText(change.field)}: ${valueText(change.to)}\n`;
  }
  return `      ~ ${cellText(change.field)}: ${valueText(change.from)} -> ${valueText(change.to)}\n`;
}

/** The table form: one line per job that changes (or would), its field-level diff, then the summary. */
export function renderSyncTable(report: SyncReport): string {
  let text = "";
  for (const result of report.results) {
    if (result.action === "unchanged") {
      continue;
    }
    const action = report.dryRun ? PLANNED[result.action] : result.action;
    const id = result.id === null ? "" : `job ${cellText(result.id)}`;
    const file = result.file === null ? "(no file: pruned)" : cellText(result.file);
    text += `${[action.padEnd(9), cellText(result.referenceId), id, file].filter(Boolean).join("  ")}\n`;
    // A dry run shows every field it would send; a real run shows what it changed.
    const shown = (result.changes ?? []).filter((change) => report.dryRun || change.from !== undefined);
    text += shown.map(changeLine).join("");
  }
  return `${text}${summaryLine(report)}\n`;
}

/** The TSV form: a header, then one line per job. */
export function renderSyncTsv(report: SyncReport): string {
  const rows = report.results.map((result) =>
    [result.action, result.referenceId, result.id, result.file].map(cellText).join("\t"),
  );
  return `ACTION\tREFERENCE\tID\tFILE\n${rows.map((row) => `${row}\n`).join("")}`;
}

/** The JSON form: the summary and every result. */
export function syncJson(report: SyncReport): object {
  return { dryRun: report.dryRun, summary: summarize(report), results: report.results };
}

/** The failures for stderr: each job's file and referenceId, the problem, and every field error. */
export function renderFailures(failed: readonly SyncResult[], total: number): string {
  if (failed.length === 0) {
    return "";
  }
  let text = `error: ${failed.length} of ${total} jobs failed\n`;
  for (const result of failed) {
    const where = result.file === null ? `job ${cellText(result.id)}` : cellText(result.file);
    text += `  ${where} (${cellText(result.referenceId)}): ${cellText(result.error?.title ?? "failed")}\n`;
    for (const rule of result.error?.errors ?? []) {
      text += `    ${cellText(rule.pointer || "(body)")}: ${cellText(rule.message)}\n`;
    }
  }
  return text;
}
