/** `jobs list`: one page of the employer's job headers, or every page with `--all`. */

import type { JobHeader, JobListQuery } from "@jobs-toolkit/sdk";
import { Command, Option } from "commander";
import { expectJobHeaders } from "../answers.js";
import type { Context } from "../context.js";
import { JOB_COLUMNS, writeList } from "../output.js";
import { examples, pagingHint, positiveInteger } from "./shared.js";

interface ListOptions {
  q?: string;
  status?: "active" | "archived" | "draft";
  page?: number;
  pageSize?: number;
  all?: boolean;
}

/** Creates `jobs list`. */
export function createJobsListCommand(context: Context): Command {
  return new Command("list")
    .description("list the employer's jobs, newest first (one page, or every page with --all)")
    .option("--q <text>", "only jobs whose title or referenceId contains this text (case-insensitive)")
    .addOption(new Option("--status <status>", "only jobs in this status").choices(["active", "archived", "draft"]))
    .option("--page <n>", "the page to show (default 1)", positiveInteger)
    .option("--page-size <n>", "jobs per page, at most 100 (default 10; 100 with --all)", positiveInteger)
    .option("--all", "every page, from --page on")
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs list",
        "jobs-cli jobs list --status active --q nurse --page 2",
        "jobs-cli jobs list --all --output ndjson > jobs.ndjson",
      ),
    )
    .action(async (options: ListOptions, command: Command) => {
      const client = await context.client(command);
      const query: JobListQuery = {
        ...(options.q === undefined ? {} : { q: options.q }),
        ...(options.status === undefined ? {} : { status: options.status }),
        ...(options.page === undefined ? {} : { page: options.page }),
        pageSize: options.pageSize ?? (options.all ? 100 : 10),
      };
      if (!options.all) {
        const page = await client.jobs.list(query);
        writeList(context, command, expectJobHeaders(page, context.lastRequest()), JOB_COLUMNS);
        const hint = pagingHint(page.paging, "job");
        if (hint) {
          context.note(command, hint);
        }
        return;
      }
      // NDJSON streams page by page; the other formats need every row first.
      const streaming = context.format(command) === "ndjson";
      const rows: JobHeader[] = [];
      for await (const page of client.jobs.pages(query)) {
        const headers = expectJobHeaders(page, context.lastRequest());
        if (streaming) {
          writeList(context, command, headers, JOB_COLUMNS);
        } else {
          rows.push(...headers);
        }
      }
      if (!streaming) {
        writeList(context, command, rows, JOB_COLUMNS);
      }
    });
}
