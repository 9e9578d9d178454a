/**
 * `jobs delete TARGET...`: removes jobs for good. On a terminal it asks first unless
 * `--yes`; without a terminal it refuses unless `--yes`, so a script never hangs on a prompt.
 * A deletion leaves no job to show, so its result on stdout is what was deleted.
 */
import { Command } from "commander";
import type { Context } from "../context.js";
import { readLine } from "../deps.js";
import { CliError, EXIT, UsageError } from "../errors.js";
import { jsonText, visible } from "../terminal.js";
import { examples, forEachTarget } from "./shared.js";

interface DeleteOptions {
  yes?: boolean;
}

async function confirmed(context: Context, question: string): Promise<boolean> {
  const { deps } = context;
  if (deps.confirm) {
    return deps.confirm(question);
  }
  if (!deps.stdin?.isTTY) {
    throw new UsageError("refusing to delete without confirmation: stdin is not a terminal; pass --yes");
  }
  const answer = await readLine(deps.stdin, deps.stderr, `${question} [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

/** The jobs deleted: a `deleted job TARGET` line each, or `{ "deleted": [TARGET...] }` as JSON. */
function writeDeleted(context: Context, command: Command, deleted: readonly string[]): void {
  switch (context.format(command)) {
    case "json":
      return void context.out(`${jsonText({ deleted }, 2)}\n`);
    case "ndjson":
      return void context.out(`${jsonText({ deleted })}\n`);
    case "tsv":
      return void context.out(["DELETED", ...deleted].map((target) => `${visible(target)}\n`).join(""));
    default:
      context.out(deleted.map((target) => `deleted job ${visible(target)}\n`).join(""));
  }
}

/** Creates `jobs delete`. */
export function createJobsDeleteCommand(context: Context): Command {
  return new Command("delete")
    .description("delete jobs for good (archive keeps them); asks first on a terminal")
    .argument("<targets...>", "job ids, or ref:REFERENCE_ID")
    .option("-y, --yes", "do not ask; required when stdin is not a terminal")
    .addHelpText(
      "after",
      examples(
        "jobs-cli jobs delete 1042",
        "jobs-cli jobs delete 1042 ref:REQ-7 --yes",
        "# without a terminal and without --yes nothing is deleted and the exit code is 2",
      ),
    )
    .action(async (texts: string[], options: DeleteOptions, command: Command) => {
      if (!options.yes) {
        const question = `Delete ${texts.length === 1 ? "job" : `${texts.length} jobs`} ${texts.join(", ")} for good?`;
        // Declining is a cancellation: exit 2, as with any command that did not run.
        if (!(await confirmed(context, question))) {
          throw new CliError("not deleted: cancelled", EXIT.USAGE);
        }
      }
      const client = await context.client(command);
      const deleted = await forEachTarget(context, texts, async (target) => {
        await client.jobs.delete(target);
        return typeof target === "number" ? String(target) : `ref:${target.referenceId}`;
      });
      writeDeleted(context, command, deleted);
    });
}
