/**
 * Waivers as the command line takes them: `--waive ID=REASON` (repeatable) and a waivers
 * file (`--waivers FILE`, YAML or JSON), a mapping of requirement id to reason meant to
 * live in the backend's repository beside its CI config.
 */
import { InvalidArgumentError } from "commander";
import { parse } from "yaml";
import { readDialectText } from "./dialect-file.js";

/** One `--waive ID=REASON`, added to those before it. */
export function waiveArgument(value: string, all: Record<string, string>): Record<string, string> {
  const at = value.indexOf("=");
  const id = value.slice(0, Math.max(at, 0)).trim();
  const reason = at < 0 ? "" : value.slice(at + 1).trim();
  if (id === "" || reason === "") {
    throw new InvalidArgumentError(
      `--waive takes ID=REASON, e.g. --waive "create.default.close-date-60-days=we close a day early"; got '${value}'.`,
    );
  }
  return { ...all, [id]: reason };
}

/** The waivers of a file: a mapping of requirement id to reason; anything else is refused. */
export async function readWaivers(file: string): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readDialectText(file);
  } catch (error) {
    throw new InvalidArgumentError(`--waivers ${file} cannot be read: ${(error as Error).message}`);
  }
  let document: unknown;
  try {
    // YAML 1.2 reads JSON as well.
    document = parse(text);
  } catch (error) {
    throw new InvalidArgumentError(`--waivers ${file} is neither YAML nor JSON: ${(error as Error).message}`);
  }
  // An empty file waives nothing.
  if (document === null || document === undefined) {
    return {};
  }
  if (typeof document !== "object" || Array.isArray(document)) {
    throw new InvalidArgumentError(`--waivers ${file} must map requirement ids to reasons, e.g. "some.id: why"`);
  }
  for (const [id, reason] of Object.entries(document)) {
    if (typeof reason !== "string" || reason.trim() === "") {
      throw new InvalidArgumentError(`--waivers ${file}: the waiver of ${id} needs a reason (a text saying why)`);
    }
  }
  return document as Record<string, string>;
}
