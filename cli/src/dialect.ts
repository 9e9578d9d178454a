/**
 * `--dialect FILE` / JOBS_DIALECT: the deployment's dialect, as `jobs-conformance
 * --write-dialect` writes it. It is checked against the dialect schema before the client
 * is made, so a broken file stops the run with a usage error and nothing is sent.
 */
import type { Dialect } from "@jobs-toolkit/sdk";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { CliError, EXIT, UsageError } from "./errors.js";
import { readInputFile } from "./input-file.js";

/** The dialect in the file at `path`, or a usage error naming each way it is not one. */
export async function loadDialect(path: string): Promise<Dialect> {
  const text = await readInputFile(path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const problems = await checkDialect(value);
  if (problems.length > 0) {
    throw new CliError(`${path} is not a valid dialect`, EXIT.USAGE, problems);
  }
  return value as Dialect;
}
