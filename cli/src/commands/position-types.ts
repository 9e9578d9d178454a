/** `position-types`: the ids a job's positionType.id may take. */
import { Command } from "commander";
import { expectItems, ID_NAME_FIELDS } from "../answers.js";
import type { Context } from "../context.js";
import { type Column, writeList } from "../output.js";
import { examples } from "./shared.js";

/** The columns of a collection of `{ id, name }` records. */
export const ID_NAME_COLUMNS: Column<{ id: number; name: string }>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "NAME", value: (row) => row.name },
];

/** Creates `position-types`. */
export function createPositionTypesCommand(context: Context): Command {
  return new Command("position-types")
    .description("list the position types (the ids positionType.id takes)")
    .addHelpText("after", examples("jobs-cli position-types", "jobs-cli position-types --json"))
    .action(async (_options: object, command: Command) => {
      const client = await context.client(command);
      const { data } = await client.positionTypes.list();
      const rows = expectItems(data, context.lastRequest(), "a list of position types", ID_NAME_FIELDS);
      writeList(context, command, rows, ID_NAME_COLUMNS);
    });
}
