/**
 * `--dialect FILE` / JOBS_DIALECT: the deployment's dialect, as `jobs-conformance
 * --write-dialect` writes it. It is checked against the dialect schema before the client
 * is made, so a broken file stops the run with a usage error and nothing is sent.
 */
import type { Dialect } from "@jobs-toolkit/sdk";
import { DialectError, parseDialect } from "@jobs-toolkit/spec/dialect";
import { CliError, EXIT, UsageError } from "./errors.js";
import { readInputFile } from "./input-file.js";

/** The dialect in the file at `path`, or a usage error naming each way it is not one. */
export async function loadDialect(path: string): Promise<Dialect> {
  const text = await readInputFile(path);
  try {
    return await parseDialect(text, path);
  } catch (error) {
    if (!(error instanceof DialectError)) {
      throw error;
    }
    throw error.problems.length > 0
      ? new CliError(`${path} is not a valid dialect`, EXIT.USAGE, error.problems)
      : new UsageError(error.message);
  }
}
