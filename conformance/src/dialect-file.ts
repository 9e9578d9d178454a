/**
 * Dialect files read and written with care: only a regular file is read, at most
 * {@link MAX_DIALECT_BYTES}, nested at most {@link MAX_DIALECT_DEPTH} levels, each checked
 * before the text is parsed. A symlink to /dev/zero, a FIFO, a directory or a file built to
 * exhaust memory or the stack is refused (an Error saying why, for the caller to name the
 * file) instead of hanging or crashing.
 */

import type { Stats } from "node:fs";
import { constants, type FileHandle, open, stat } from "node:fs/promises";
import { nestingDepth } from "@jobs-toolkit/spec";

/** Largest dialect file read (1 MiB): a full dialect document is some 2 KiB. */
export const MAX_DIALECT_BYTES = 1024 * 1024;
/** Deepest nesting of a dialect file (64): a dialect document is a few levels deep. */
export const MAX_DIALECT_DEPTH = 64;

/** Opening never waits: a FIFO with no writer (or reader) would block the open itself. */
const NO_WAIT = constants.O_NONBLOCK ?? 0;

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) {
    return "a directory";
  }
  if (stats.isFIFO()) {
    return "a FIFO";
  }
  if (stats.isCharacterDevice()) {
    return "a character device";
  }
  if (stats.isBlockDevice()) {
    return "a block device";
  }
  return stats.isSocket() ? "a socket" : "not a file";
}

/** Throws unless the opened file is a regular one (checked on the descriptor, so no swap after a check). */
async function regularFile(handle: FileHandle): Promise<Stats> {
  const stats = await handle.stat();
  if (!stats.isFile()) {
    throw new Error(`it is ${kindOf(stats)}, not a regular file`);
  }
  return stats;
}

function tooLarge(size: string): Error {
  return new Error(`it is ${size}; a dialect file is at most ${MAX_DIALECT_BYTES} bytes (1 MiB)`);
}

/** The text of a dialect file, once it is known to be a regular file small and shallow enough to parse. */
export async function readDialectText(file: string): Promise<string> {
  const handle = await open(file, constants.O_RDONLY | NO_WAIT);
  try {
    const { size } = await regularFile(handle);
    if (size > MAX_DIALECT_BYTES) {
      throw tooLarge(`${size} bytes`);
    }
    // One byte more than the limit tells a file that grew since its size was read.
    const buffer = Buffer.alloc(MAX_DIALECT_BYTES + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) {
        break;
      }
      length += bytesRead;
      if (length > MAX_DIALECT_BYTES) {
        throw tooLarge("more than that");
      }
    }
    const text = buffer.toString("utf8", 0, length);
    if (nestingDepth(text) > MAX_DIALECT_DEPTH) {
      throw new Error(`it nests deeper than ${MAX_DIALECT_DEPTH} levels; a dialect document is a few levels deep`);
    }
    return text;
  } finally {
    await handle.close();
  }
}

/** Throws when `file` exists and is not a regular file: where a learnt dialect cannot be written. */
export async function checkDialectTarget(file: string): Promise<void> {
  const stats = await stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      return undefined;
    }
    throw error;
  });
  if (stats && !stats.isFile()) {
    throw new Error(`it is ${kindOf(stats)}, not a regular file`);
  }
}

/** Writes a dialect file, refusing (without writing) anything but a regular file. */
export async function writeDialectText(file: string, text: string): Promise<void> {
  const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_WAIT, 0o666);
  try {
    await regularFile(handle);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}
