/**
 * Checks a dialect document against `dialect.schema.json`, naming every departure, so a
 * hand-edited file fails with the member at fault rather than with odd answers later.
 */
import { registerSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { BASIC } from "@hyperjump/json-schema/experimental";
import schema from "../dialect.schema.json" with { type: "json" };
import type { Dialect } from "./dialect.js";
import { InputFileError, nestsDeeperThan, readInputFile } from "./input-file.js";
import { describeErrors } from "./schema-errors.js";

const DIALECT_SCHEMA = schema.$id;
// The deepest dialect member is a learnt answer's body, a few levels of JSON; far deeper
// input only serves to exhaust the stack of the schema check that walks it.
const MAX_DEPTH = 64;
let registered = false;

/** Every way `value` departs from the dialect schema; empty when it is a dialect. */
export async function checkDialect(value: unknown): Promise<string[]> {
  if (!registered) {
    registerSchema(schema as Parameters<typeof registerSchema>[0]);
    registered = true;
  }
  return describeErrors(await validate(DIALECT_SCHEMA, value as never, BASIC), DIALECT_SCHEMA);
}

/** Why a text is not a dialect: not JSON (no `problems`), or each way it departs from the schema. */
export class DialectError extends Error {
  override name = "DialectError";
  readonly problems: readonly string[];

  constructor(message: string, problems: readonly string[] = []) {
    super(problems.length > 0 ? `${message}:\n  ${problems.join("\n  ")}` : message);
    this.problems = problems;
  }
}

/** A dialect from the text of a file; throws a {@link DialectError} naming each problem. */
export async function parseDialect(text: string, source = "the dialect"): Promise<Dialect> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DialectError(`${source} is not JSON: ${(error as Error).message}`);
  }
  if (nestsDeeperThan(value, MAX_DEPTH)) {
    throw new DialectError(`${source} is not a dialect: nested more than ${MAX_DEPTH} levels deep`);
  }
  const problems = await checkDialect(value);
  if (problems.length > 0) {
    throw new DialectError(`${source} is not a valid dialect`, problems);
  }
  return value as Dialect;
}

/**
 * The dialect in the file at `path`, read as untrusted input (a regular file, at most the
 * input limit); throws a {@link DialectError} naming the file and each problem.
 */
export async function readDialectFile(path: string): Promise<Dialect> {
  let text: string;
  try {
    text = await readInputFile(path);
  } catch (error) {
    throw error instanceof InputFileError ? new DialectError(error.message) : error;
  }
  return parseDialect(text, path);
}
