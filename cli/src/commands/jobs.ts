/** `jobs`: the group of job commands. */
import { Command } from "commander";
import type { Context } from "../context.js";
import { createJobsArchiveCommand } from "./jobs-archive.js";
import { createJobsCreateCommand } from "./jobs-create.js";
import { createJobsDeleteCommand } from "./jobs-delete.js";
import { createJobsGetCommand } from "./jobs-get.js";
import { createJobsListCommand } from "./jobs-list.js";
import { createJobsPublishCommand } from "./jobs-publish.js";
import { createJobsPutCommand } from "./jobs-put.js";
import { createJobsSyncCommand } from "./jobs-sync.js";
import { createJobsUpdateCommand } from "./jobs-update.js";
import { examples } from "./shared.js";

/** Creates `jobs` with its subcommands. */
export function createJobsCommand(context: Context): Command {
  return new Command("jobs")
    .description("list, read, create, update, upsert, archive, publish, delete and sync job postings")
    .addCommand(createJobsListCommand(context))
    .addCommand(createJobsGetCommand(context))
    .addCommand(createJobsCreateCommand(context))
    .addCommand(createJobsUpdateCommand(context))
    .addCommand(createJobsPutCommand(context))
    .addCommand(createJobsArchiveCommand(context))
    .addCommand(createJobsPublishCommand(context))
    .addCommand(createJobsDeleteCommand(context))
    .addCommand(createJobsSyncCommand(context))
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs list --status active",
        "jobs-cli jobs get ref:REQ-2026-001",
        "jobs-cli jobs put REQ-2026-001 --input nurse.yaml",
        "jobs-cli jobs sync jobs/ --dry-run",
        "# TARGET is a job id (42) or ref:REFERENCE_ID",
      ),
    );
}
