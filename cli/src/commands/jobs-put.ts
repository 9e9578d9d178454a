/** `jobs put REFERENCE_ID`: create or update the job with this referenceId (idempotent). */

import type { JobUpsertFields } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import { expectJob } from "../answers.js";
import type { Context } from "../context.js";
import { writeJob } from "../output.js";
import { type BodyOptions, examples, readBody, withBodyOptions } from "./shared.js";

/** Creates `jobs put`. */
export function createJobsPutCommand(context: Context): Command {
  return withBodyOptions(
    new Command("put")
      .description("create the job with this referenceId, or update it when it exists (safe to repeat)")
      .argument("<reference-id>", "the employer's own id of the job"),
  )
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs put REQ-2026-001 --input nurse.yaml",
        "jobs-cli jobs put REQ-2026-001 --input - < nurse.json",
        "jobs-cli jobs put REQ-2026-001 -F status=archived",
        "# stderr says 'created job N (REF)' or 'updated job N (REF)', or 'saved job N (REF)' where",
        "# the deployment's dialect says its creating PUT answers 200 as an update does; stdout is the job",
      ),
    )
    .action(async (referenceId: string, options: BodyOptions, command: Command) => {
      const body = await readBody(context, options);
      const client = await context.client(command);
      const { job: answer, created } = await client.jobs.upsert(referenceId, body as JobUpsertFields);
      const job = expectJob(answer, context.lastRequest());
      const what = created === undefined ? "saved" : created ? "created" : "updated";
      context.note(command, `${what} job ${job.id} (${referenceId})`);
      writeJob(context, command, job);
    });
}
