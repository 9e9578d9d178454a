/** `jobs publish TARGET...`: moves jobs to active, from draft or archived. */
import type { Command } from "commander";
import type { Context } from "../context.js";
import { createStatusMoveCommand } from "./status-move.js";

/** Creates `jobs publish`. */
export function createJobsPublishCommand(context: Context): Command {
  return createStatusMoveCommand(context, "publish");
}
