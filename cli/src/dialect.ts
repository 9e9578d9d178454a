/**
 * `--dialect FILE` / JOBS_DIALECT: the deployment's dialect, as `jobs-conformance
 * --write-dialect` writes it. It is checked against the dialect schema before the client
 * is made, so a broken file stops the run with a usage error and nothing is sent.
 */
import type { Dialect } from "@jobs-toolkit/sdk";
import { CliError, EXIT, UsageError } from "./errors.js";

/** The dialect in the file at `path`, or a usage error naming each way it is not one. */
export async function loadDialect(path: string): Promise<Dialect> {
  // The schema validator is most of the CLI's code: loaded (a chunk of its own in the
  // bundle) only by a run that names a dialect.
  const { DialectError, readDialectFile } = await import("@jobs-toolkit/spec/dialect");
  try {
    return await readDialectFile(path);
  } catch (error) {
    if (!(error instanceof DialectError)) {
      throw error;
    }
    throw error.problems.length > 0
      ? new CliError(`${path} is not a valid dialect`, EXIT.USAGE, error.problems)
      : new UsageError(error.message);
  }
}
