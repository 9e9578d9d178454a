/** `categories`: the ids a job's categories[].id may take. */
import { Command } from "commander";
import { expectItems, ID_NAME_FIELDS } from "../answers.js";
import type { Context } from "../context.js";
import { writeList } from "../output.js";
import { ID_NAME_COLUMNS } from "./position-types.js";
import { examples } from "./shared.js";

/** Creates `categories`. */
export function createCategoriesCommand(context: Context): Command {
  return new Command("categories")
    .description("list the job categories (the ids categories[].id takes)")
    .addHelpText("after", examples("jobs-cli categories", "jobs-cli categories --output tsv | grep -i health"))
    .action(async (_options: object, command: Command) => {
      const client = await context.client(command);
      const { data } = await client.jobCategories.list();
      const rows = expectItems(data, context.lastRequest(), "a list of job categories", ID_NAME_FIELDS);
      writeList(context, command, rows, ID_NAME_COLUMNS);
    });
}
