/** `jobs archive TARGET...`: moves jobs to archived, from any status. */
import type { Command } from "commander";
import type { Context } from "../context.js";
import { createStatusMoveCommand } from "./status-move.js";

/** Creates `jobs archive`. */
export function createJobsArchiveCommand(context: Context): Command {
  return createStatusMoveCommand(context, "archive");
}
