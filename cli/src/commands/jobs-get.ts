/** `jobs get TARGET`: one job, in full. */
import { Command } from "commander";
import { expectJob } from "../answers.js";
import type { Context } from "../context.js";
import { writeJob } from "../output.js";
import { parseTarget, resolveId } from "../targets.js";
import { examples } from "./shared.js";

/** Creates `jobs get`. */
export function createJobsGetCommand(context: Context): Command {
  return new Command("get")
    .description("show one job in full")
    .argument("<target>", "a job id, or ref:REFERENCE_ID")
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs get 1042",
        "jobs-cli jobs get ref:REQ-2026-001 --json",
        "jobs-cli jobs get 1042 --json > job.json",
      ),
    )
    .action(async (text: string, _options: object, command: Command) => {
      const target = parseTarget(text);
      const client = await context.client(command);
      const job = await client.jobs.get(await resolveId(client, target));
      writeJob(context, command, expectJob(job, context.lastRequest()));
    });
}
