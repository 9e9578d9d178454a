/**
 * The CLI's input files and stdin, read as the spec package reads untrusted input
 * (regular files only, a size limit), its refusals turned into usage errors.
 */
import { InputFileError, readInputFile, readLimited } from "@jobs-toolkit/spec/input-file";
import { UsageError } from "./errors.js";

async function asUsage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw error instanceof InputFileError ? new UsageError(error.message) : error;
  }
}

/** Reads `chunks` (stdin's) as UTF-8 text, or a usage error past the input limit. */
export function readStdin(chunks: AsyncIterable<string | Uint8Array>): Promise<string> {
  return asUsage(readLimited(chunks, "stdin"));
}

/** The text of the regular file at `path` (symlinks followed), or a usage error naming it. */
export function readFile(path: string): Promise<string> {
  return asUsage(readInputFile(path));
}
