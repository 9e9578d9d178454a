/** `categories`: the ids a job's categories[].id may take. */
import { Command } from "commander";
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
      writeList(context, command, (await client.jobCategories.list()).data, ID_NAME_COLUMNS);
    });
}
