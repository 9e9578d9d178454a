/**
 * Reading an input file without trusting it: only a regular file is read (a FIFO would
 * block, `/dev/zero` never ends, a folder is no document), only up to a size limit checked
 * before reading, and a parsed value nested deeper than any document needs is caught
 * before something walks it recursively. A hostile path cannot hang a program, fill its
 * memory or overflow its stack. The CLI reads its job files and dialects so, and the
 * server its `--dialect` and `--config` files.
 */
import { constants, type Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";

/** The largest input file (or stdin) read: far above any job export or dialect, far below what hurts. */
const MAX_INPUT_BYTES = 32 * 1024 * 1024;

const CHUNK_BYTES = 64 * 1024;

/** The limit as the messages say it. */
const MAX_INPUT_TEXT = `${MAX_INPUT_BYTES / 1024 / 1024} MiB`;

/** Why an input was not read; the message names the input. */
export class InputFileError extends Error {
  override name = "InputFileError";
}

function tooLarge(name: string): InputFileError {
  return new InputFileError(`cannot read ${name}: larger than ${MAX_INPUT_TEXT} (the input limit)`);
}

function kindOf(info: Stats): string {
  if (info.isDirectory()) {
    return "a folder";
  }
  if (info.isFIFO()) {
    return "a pipe (FIFO)";
  }
  if (info.isCharacterDevice() || info.isBlockDevice()) {
    return "a device";
  }
  return info.isSocket() ? "a socket" : "not a file";
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (error as Error).message;
}

/** Reads `chunks` (a file's or stdin's) as UTF-8 text, refusing more than the input limit. */
export async function readLimited(chunks: AsyncIterable<string | Uint8Array>, name: string): Promise<string> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    const part = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk);
    total += part.length;
    if (total > MAX_INPUT_BYTES) {
      throw tooLarge(name);
    }
    parts.push(part);
  }
  return Buffer.concat(parts).toString("utf8");
}

async function* chunksOf(handle: FileHandle): AsyncGenerator<Uint8Array> {
  for (;;) {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
    if (bytesRead === 0) {
      return;
    }
    yield buffer.subarray(0, bytesRead);
  }
}

/** The text of the regular file at `path` (symlinks followed), or an {@link InputFileError} naming it. */
export async function readInputFile(path: string): Promise<string> {
  let handle: FileHandle;
  try {
    // Non-blocking, so opening a FIFO returns at once and fstat can refuse it.
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new InputFileError(`cannot read ${path}: ${reason(error)}`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      throw new InputFileError(`cannot read ${path}: ${kindOf(info)}, not a regular file`);
    }
    if (info.size > MAX_INPUT_BYTES) {
      throw tooLarge(path);
    }
    // Still bounded while reading: the file may grow, and /proc files report a size of 0.
    return await readLimited(chunksOf(handle), path);
  } catch (error) {
    throw error instanceof InputFileError ? error : new InputFileError(`cannot read ${path}: ${reason(error)}`);
  } finally {
    await handle.close();
  }
}

/** Whether `value` nests deeper than `limit` (walked without recursion, so depth cannot overflow it). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (typeof node !== "object" || node === null) {
      continue;
    }
    if (depth >= limit) {
      return true;
    }
    for (const child of Object.values(node)) {
      stack.push([child, depth + 1]);
    }
  }
  return false;
}
