/**
 * `jobs sync PATH...`: makes the employer's jobs match a folder of job files, like
 * `kubectl apply`. Idempotent: a second run with the same files sends no write.
 */
import { Command } from "commander";
import type { Context } from "../context.js";
import { EXIT, exitCodeOf, formatError } from "../errors.js";
import { createProgress } from "../progress.js";
import { loadDesiredJobs } from "../sync/load.js";
import { renderFailures, renderSyncTable, renderSyncTsv, syncJson } from "../sync/report.js";
import { runSync } from "../sync/run.js";
import { jsonText } from "../terminal.js";
import { examples, positiveInteger } from "./shared.js";

interface SyncCommandOptions {
  dryRun?: boolean;
  prune?: boolean;
  concurrency: number;
  progress: boolean;
}

/** Creates `jobs sync`. */
export function createJobsSyncCommand(context: Context): Command {
  return new Command("sync")
    .description("create, update or leave alone each job of the files by its referenceId (idempotent)")
    .argument(
      "<paths...>",
      "job files (.json, .yaml, .yml, one job each; .ndjson/.jsonl, one a line), folders (walked), or - for stdin",
    )
    .option("--dry-run", "show the field-level diff of what would change, and send no write")
    .option(
      "--prune",
      "archive the employer's jobs whose referenceId no file names (jobs without one, and archived ones, are left alone)",
    )
    .option("--concurrency <n>", "jobs in flight at once", positiveInteger, 4)
    .option("--no-progress", "no progress bar (it is only drawn when stderr is a terminal)")
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs sync jobs/",
        "jobs-cli jobs sync jobs/ --dry-run --prune",
        "jobs-cli jobs sync export.ndjson --concurrency 8 --json > report.json",
        "ats-export | jobs-cli jobs sync -",
        "# a job is unchanged when the server already holds every field its file states;",
        "# fields a file leaves out are not touched. A broken file stops the sync before any write;",
        "# a job the server rejects is reported at the end with its file and field errors (exit 1)",
      ),
    )
    .action(async (paths: string[], options: SyncCommandOptions, command: Command) => {
      const { jobs, warnings } = await loadDesiredJobs(context.deps, paths);
      for (const warning of warnings) {
        context.note(command, `warning: ${warning}`);
      }
      const client = await context.client(command);
      const progress = createProgress(
        context.deps.stderr,
        options.dryRun ? "plan" : "sync",
        options.progress && !context.options(command).quiet,
      );
      const counts = { created: 0, updated: 0, unchanged: 0, archived: 0, failed: 0 };
      const report = await runSync(client, jobs, {
        dryRun: options.dryRun ?? false,
        prune: options.prune ?? false,
        concurrency: options.concurrency,
        lastRequest: context.lastRequest,
        onResult: (result, done, total) => {
          counts[result.action] += 1;
          progress.update(
            done,
            total,
            `created ${counts.created}  updated ${counts.updated}  unchanged ${counts.unchanged}  failed ${counts.failed}`,
          );
        },
      }).finally(() => progress.finish());
      const format = context.format(command);
      if (format === "json") {
        context.out(`${jsonText(syncJson(report), 2)}\n`);
      } else if (format === "ndjson") {
        context.out(report.results.map((result) => `${jsonText(result)}\n`).join(""));
      } else if (format === "tsv") {
        context.out(renderSyncTsv(report));
      } else {
        context.out(renderSyncTable(report));
      }
      const failed = report.results.filter((result) => result.action === "failed");
      context.deps.stderr.write(renderFailures(failed, report.results.length));
      if (failed.length > 0) {
        context.raise(EXIT.API);
      }
      if (report.fatal !== undefined) {
        context.deps.stderr.write(formatError(report.fatal, "error: sync stopped"));
        context.raise(exitCodeOf(report.fatal));
      }
    });
}
