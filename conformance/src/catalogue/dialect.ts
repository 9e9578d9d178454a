/**
 * How the suite checks the knobs of a dialect document (`--profile dialect`): every one
 * the same way, against the dialect it is given.
 */

import { checked } from "./requirement.js";

/** The check of every dialect knob. */
export const DIALECT_CHECK = checked(
  ["dialect"],
  "observed with the run's own jobs and compared with the dialect's value",
);
