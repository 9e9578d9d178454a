/** `position-types`, `categories` and `locations`: the reference collections a job's ids come from. */
import { Command } from "commander";
import type { Location } from "@jobs-toolkit/sdk";
import type { Context } from "../context.js";
import { type Column, writeList } from "../output.js";
import { examples, positiveInteger } from "./shared.js";

const ID_NAME: Column<{ id: number; name: string }>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "NAME", value: (row) => row.name },
];

const LOCATION_COLUMNS: Column<Location>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "NAME", value: (row) => row.name },
  { header: "DESCRIPTION", value: (row) => row.description },
  { header: "TYPE", value: (row) => row.type },
];

/** Creates `position-types`. */
export function createPositionTypesCommand(context: Context): Command {
  return new Command("position-types")
    .description("list the position types (the ids positionType.id takes)")
    .addHelpText("after", examples("jobs-cli position-types", "jobs-cli position-types --json"))
    .action(async (_options: object, command: Command) => {
      const client = await context.client(command);
      writeList(context, command, (await client.positionTypes.list()).data, ID_NAME);
    });
}

/** Creates `categories`. */
export function createCategoriesCommand(context: Context): Command {
  return new Command("categories")
    .description("list the job categories (the ids categories[].id takes)")
    .addHelpText("after", examples("jobs-cli categories", "jobs-cli categories --output tsv | grep -i health"))
    .action(async (_options: object, command: Command) => {
      const client = await context.client(command);
      writeList(context, command, (await client.jobCategories.list()).data, ID_NAME);
    });
}

interface LocationOptions {
  q?: string;
  page?: number;
  pageSize?: number;
  all?: boolean;
}

/** Creates `locations`. */
export function createLocationsCommand(context: Context): Command {
  return new Command("locations")
    .description("search the known locations (a bare city in a job must match exactly one)")
    .option("--q <text>", "only locations whose name contains this text")
    .option("--page <n>", "the page to show (default 1)", positiveInteger)
    .option("--page-size <n>", "locations per page, at most 100 (default 10)", positiveInteger)
    .option("--all", "every page")
    .addHelpText("after", examples("jobs-cli locations --q moncton", "jobs-cli locations --all --output ndjson"))
    .action(async (options: LocationOptions, command: Command) => {
      const client = await context.client(command);
      const query = {
        ...(options.q === undefined ? {} : { q: options.q }),
        page: options.page ?? 1,
        pageSize: options.pageSize ?? (options.all ? 100 : 10),
      };
      const rows: Location[] = [];
      for (;;) {
        const page = await client.locations.list(query);
        rows.push(...page.data);
        if (!options.all || !page.paging.next) {
          if (!options.all && page.paging.next) {
            context.note(
              command,
              `page ${page.paging.page} of ${page.paging.pages}: --page ${page.paging.page + 1} for more, --all for every page\n`,
            );
          }
          break;
        }
        query.page += 1;
      }
      writeList(context, command, rows, LOCATION_COLUMNS);
    });
}
