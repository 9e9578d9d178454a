/** `jobs archive TARGET...` and `jobs publish TARGET...` share this: a status move for several jobs at once. */

import type { Job } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import { expectJob } from "../answers.js";
import type { Context } from "../context.js";
import { JOB_COLUMNS, writeList } from "../output.js";
import { resolveId } from "../targets.js";
import { examples, forEachTarget } from "./shared.js";

/** The two status moves a command makes. */
export type StatusMove = "archive" | "publish";

const MOVES: Readonly<Record<StatusMove, { description: string; verb: string }>> = {
  archive: { description: "move jobs to archived (from any status)", verb: "archived" },
  publish: { description: "move jobs to active (from draft or archived)", verb: "published" },
};

/** Creates `jobs archive` or `jobs publish`. */
export function createStatusMoveCommand(context: Context, move: StatusMove): Command {
  return new Command(move)
    .description(MOVES[move].description)
    .argument("<targets...>", "job ids, or ref:REFERENCE_ID")
    .addHelpText(
      "after",
      examples(
        `jobs-cli jobs ${move} 1042`,
        `jobs-cli jobs ${move} 1042 1043 ref:REQ-7`,
        `jobs-cli jobs list --all --q summer --output tsv | awk 'NR > 1 { print $1 }' | xargs -r jobs-cli jobs ${move}`,
        "# every target is tried; failures are reported on stderr and set the exit code",
      ),
    )
    .action(async (texts: string[], _options: object, command: Command) => {
      const client = await context.client(command);
      const jobs: Job[] = await forEachTarget(context, texts, async (target) => {
        // By id, so an unknown referenceId is a 404 rather than an attempt to create a job.
        const id = await resolveId(client, target);
        const job = expectJob(await client.jobs[move](id), context.lastRequest());
        context.note(command, `${MOVES[move].verb} job ${job.id}`);
        return job;
      });
      writeList(context, command, jobs, JOB_COLUMNS);
    });
}
