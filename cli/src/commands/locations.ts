/** `locations`: the known locations, to check a job's bare city names before sending them. */

import type { Location } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import { expectItems, LOCATION_FIELDS } from "../answers.js";
import type { Context } from "../context.js";
import { type Column, writeList } from "../output.js";
import { examples, pagingHint, positiveInteger } from "./shared.js";

const LOCATION_COLUMNS: Column<Location>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "NAME", value: (row) => row.name },
  { header: "DESCRIPTION", value: (row) => row.description },
  { header: "TYPE", value: (row) => row.type },
];

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
        rows.push(...expectItems(page.data, context.lastRequest(), "a page of locations", LOCATION_FIELDS));
        if (!options.all || !page.paging.next) {
          const hint = options.all ? undefined : pagingHint(page.paging, "location");
          if (hint) {
            context.note(command, hint);
          }
          break;
        }
        query.page += 1;
      }
      writeList(context, command, rows, LOCATION_COLUMNS);
    });
}
