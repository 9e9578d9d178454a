/** `jobs create`: a new job from a file, stdin or fields (a POST: never retried). */

import type { JobCreate } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import { expectJob } from "../answers.js";
import type { Context } from "../context.js";
import { writeJob } from "../output.js";
import { type BodyOptions, examples, readBody, withBodyOptions } from "./shared.js";

/** Creates `jobs create`. */
export function createJobsCreateCommand(context: Context): Command {
  return withBodyOptions(new Command("create").description("create a job (prefer jobs put when it has a referenceId)"))
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs create --input nurse.yaml",
        "cat nurse.json | jobs-cli jobs create --input -",
        "jobs-cli jobs create --input nurse.yaml -F title='Charge Nurse' -F status=active",
      ),
    )
    .action(async (options: BodyOptions, command: Command) => {
      const body = await readBody(context, options);
      const client = await context.client(command);
      // The server checks the body; the CLI does not restate its rules.
      const job = expectJob(await client.jobs.create(body as JobCreate), context.lastRequest());
      context.note(command, `created job ${job.id}${job.referenceId ? ` (${job.referenceId})` : ""}`);
      writeJob(context, command, job);
    });
}
