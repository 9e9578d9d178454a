/**
 * Pieces the commands share: help examples, number parsers, the job body from
 * `--input` and `-F`/`-f`, and running one action over several targets.
 */

import type { JobTarget } from "@jobs-toolkit/sdk";
import { type Command, InvalidArgumentError } from "commander";
import type { Context } from "../context.js";
import { exitCodeOf, UsageError } from "../errors.js";
import { applyFields, collect, type JsonObject, readInputObject } from "../input.js";
import { parseTarget, targetText } from "../targets.js";

/** Help text listing examples, shown after the options. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => (line.startsWith("#") ? `  ${line}\n` : `  $ ${line}\n`)).join("")}`;
}

/** Parses a positive integer option value, or fails as a usage error. */
export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1) {
    throw new InvalidArgumentError("must be an integer of at least 1");
  }
  return number;
}

/** Adds `--input`, `-F` and `-f` to a command that sends a job body. */
export function withBodyOptions(command: Command): Command {
  return command
    .option("-i, --input <file>", "read the body from a JSON or YAML file, or - for stdin")
    .option("-F, --field <field=value>", "set a field, typed: numbers, true, false, null, JSON (repeatable)", collect)
    .option("-f, --raw-field <field=value>", "set a field to a string as it is (repeatable)", collect);
}

/** The options withBodyOptions adds. */
export interface BodyOptions {
  input?: string;
  field?: string[];
  rawField?: string[];
}

/** The body `--input` and `-F`/`-f` describe (fields override the file), or a usage error when there is none. */
export async function readBody(context: Context, options: BodyOptions): Promise<JsonObject> {
  const fields = options.field ?? [];
  const raw = options.rawField ?? [];
  if (options.input === undefined && fields.length === 0 && raw.length === 0) {
    throw new UsageError("nothing to send: give --input FILE (or - for stdin), or fields with -F name=value");
  }
  const body = options.input === undefined ? {} : await readInputObject(context.deps, options.input);
  return applyFields(body, fields, raw);
}

/**
 * Runs `action` for each target in turn; a failure is reported on stderr and the rest
 * still run, the exit code rising to the worst failure. Resolves what succeeded.
 */
export async function forEachTarget<Result>(
  context: Context,
  texts: readonly string[],
  action: (target: JobTarget) => Promise<Result>,
): Promise<Result[]> {
  const targets = texts.map(parseTarget);
  const results: Result[] = [];
  for (const target of targets) {
    try {
      results.push(await action(target));
    } catch (error) {
      context.deps.stderr.write(`${targetText(target)}: `);
      context.report(error, exitCodeOf(error));
    }
  }
  return results;
}

/** The paging numbers a list answer carries, as the hint reads them. */
interface PagingSeen {
  page: number;
  pages: number;
  total: number;
  next?: string | null;
}

/**
 * The hint a page of a list leaves on stderr: where the next page is, or that the page
 * asked is past the last (an empty page, which the API answers as a success); none for a
 * last page. `noun` names one item: `job`, `location`.
 */
export function pagingHint({ page, pages, total, next }: PagingSeen, noun: string): string | undefined {
  const position = `page ${page} of ${pages} (${total} ${noun}${total === 1 ? "" : "s"})`;
  if (next) {
    return `${position}: --page ${page + 1} for more, --all for every page`;
  }
  return page > Math.max(pages, 1)
    ? `${position} is past the last page: --page ${Math.max(pages, 1)} for the last`
    : undefined;
}
