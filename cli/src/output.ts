/**
 * Writes results to stdout as a table (aligned, fitted to the terminal on a TTY), JSON,
 * NDJSON (one object a line, for streaming into other tools) or TSV (for awk and cut).
 */

import type { Job, JobHeader } from "@jobs-toolkit/sdk";
import type { Command } from "commander";
import type { Context } from "./context.js";
import { jsonText, visible } from "./terminal.js";

/** One column of a table: its header and how a row shows in it. */
export interface Column<Row> {
  header: string;
  value(row: Row): unknown;
}

// The narrowest a column is shrunk to when a table is fitted to the terminal.
const MIN_COLUMN_WIDTH = 8;

/**
 * A cell as one line of text, safe for a terminal: control characters, tab and newline
 * included (they would break the layout of every format but JSON), shown escaped.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return "";
  }
  const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  return visible(text);
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/** Columns padded to their widest cell; with `maxWidth`, the widest columns shrink until the line fits. */
function renderTable(header: readonly string[], rows: readonly string[][], maxWidth?: number): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] ?? "").length)));
  if (maxWidth !== undefined) {
    const total = () => widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1);
    while (total() > maxWidth) {
      const widest = widths.indexOf(Math.max(...widths));
      if ((widths[widest] ?? 0) <= MIN_COLUMN_WIDTH) {
        break;
      }
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  }
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        const text = truncate(cell, width);
        return index === cells.length - 1 ? text : text.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  return [header, ...rows].map((cells) => `${line(cells)}\n`).join("");
}

/** Tab-separated values with a header line. */
function renderTsv(header: readonly string[], rows: readonly string[][]): string {
  return [header, ...rows].map((cells) => `${cells.join("\t")}\n`).join("");
}

/** Writes a list of records in the chosen format; JSON is one array, NDJSON one record a line. */
export function writeList<Row>(context: Context, command: Command, rows: readonly Row[], columns: Column<Row>[]): void {
  const format = context.format(command);
  if (format === "json") {
    return void context.out(`${jsonText(rows, 2)}\n`);
  }
  if (format === "ndjson") {
    return void context.out(rows.map((row) => `${jsonText(row)}\n`).join(""));
  }
  const header = columns.map((column) => column.header);
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  if (format === "tsv") {
    return void context.out(renderTsv(header, cells));
  }
  const { stdout } = context.deps;
  context.out(renderTable(header, cells, stdout.isTTY ? (stdout.columns ?? 100) : undefined));
}

/** Writes one record: JSON as it is, or its fields as `name  value` lines. */
function writeRecord<Data>(context: Context, command: Command, data: Data, fields: [string, unknown][]): void {
  const format = context.format(command);
  if (format === "json") {
    return void context.out(`${jsonText(data, 2)}\n`);
  }
  if (format === "ndjson") {
    return void context.out(`${jsonText(data)}\n`);
  }
  const rows = fields.map(([name, value]) => [name, cellText(value)]);
  if (format === "tsv") {
    return void context.out(renderTsv(["FIELD", "VALUE"], rows));
  }
  const width = Math.max(...fields.map(([name]) => name.length));
  context.out(rows.map(([name, value]) => `${(name ?? "").padEnd(width)}  ${value}\n`).join(""));
}

/** The columns of a job list. */
export const JOB_COLUMNS: Column<JobHeader>[] = [
  { header: "ID", value: (job) => job.id },
  { header: "REFERENCE", value: (job) => job.referenceId ?? "" },
  { header: "STATUS", value: (job) => job.status },
  { header: "PUBLISHED", value: (job) => job.publishDate.slice(0, 10) },
  { header: "LOCATIONS", value: (job) => job.locations.map((location) => location.description).join("; ") },
  { header: "TITLE", value: (job) => job.title },
];

function salaryText(job: Job): string {
  const { salary } = job;
  if (!salary) {
    return "";
  }
  const range = salary.maxAmount === null || salary.maxAmount === undefined ? "" : ` to ${salary.maxAmount}`;
  // A server's answer may leave out a nested name; the line shows the rest.
  return `${salary.amount}${range} ${salary.type?.name ?? ""}${salary.plusCommission ? " plus commission" : ""}`;
}

/** The fields of one job, in the order responses write them. */
function jobFields(job: Job): [string, unknown][] {
  return [
    ["id", job.id],
    ["referenceId", job.referenceId],
    ["employer", job.employer.name],
    ["title", job.title],
    ["publishDate", job.publishDate],
    ["closeDate", job.closeDate],
    ["confidential", job.confidential],
    ["autoRefresh", job.autoRefresh],
    ["status", job.status],
    ["locations", job.locations.map((location) => location.description).join("; ")],
    ["categories", job.categories.map((category) => `${category.id} ${category.name}`).join("; ")],
    ["positionType", `${job.positionType.id} ${job.positionType.name}`],
    ["salary", salaryText(job)],
    ["applicantRoutingType", `${job.applicantRoutingType.id} ${job.applicantRoutingType.name}`],
    ["applicationEmail", job.applicationEmail],
    ["applicationUrl", job.applicationUrl],
    ["description", job.description],
  ];
}

/** Writes one job. */
export function writeJob(context: Context, command: Command, job: Job): void {
  writeRecord(context, command, job, jobFields(job));
}
