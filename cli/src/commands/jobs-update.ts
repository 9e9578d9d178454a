/** `jobs update TARGET`: change only the fields given. */

import type { JobUpdate } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import { expectJob } from "../answers.js";
import type { Context } from "../context.js";
import { writeJob } from "../output.js";
import { parseTarget, resolveId } from "../targets.js";
import { type BodyOptions, examples, readBody, withBodyOptions } from "./shared.js";

/** Creates `jobs update`. */
export function createJobsUpdateCommand(context: Context): Command {
  return withBodyOptions(
    new Command("update")
      .description("change some fields of a job; the others stay as they are")
      .argument("<target>", "a job id, or ref:REFERENCE_ID"),
  )
    .addHelpText(
      "after",
      examples(
        'jobs-cli jobs update 1042 -F title="Nurse" -F confidential=true',
        'jobs-cli jobs update ref:REQ-7 -F positionType.id=3 -F salary=\'{"amount": 52000, "type": {"id": 1}}\'',
        "jobs-cli jobs update ref:REQ-7 -F salary=null",
        "jobs-cli jobs update 1042 -f referenceId=00123   # -f keeps the value a string",
        "jobs-cli jobs update 1042 --input patch.yaml",
      ),
    )
    .action(async (text: string, options: BodyOptions, command: Command) => {
      const target = parseTarget(text);
      const body = await readBody(context, options);
      const client = await context.client(command);
      // By id, so an unknown referenceId is a 404 rather than an attempt to create a job.
      const id = await resolveId(client, target);
      const job = expectJob(await client.jobs.update(id, body as JobUpdate), context.lastRequest());
      context.note(command, `updated job ${job.id}`);
      writeJob(context, command, job);
    });
}
