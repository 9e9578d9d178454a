/**
 * `--data FILE`: every change is appended to FILE as a JSON line and flushed to disk
 * before the response that caused it is sent. On start the file is replayed and then
 * compacted into one snapshot line. A torn last line (a write cut short by a crash) is
 * dropped with a warning; anything else unreadable stops the start with its line number.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";
import type { ChangeEvent, JobsServer } from "../index.js";

export interface Journal {
  /** Resolves once every change so far is on disk; undefined when nothing is pending. */
  flush(): Promise<void> | undefined;
  close(): Promise<void>;
}

/** Replays FILE into the server; returns a warning when a torn last line was dropped. */
export function replayJournal(server: JobsServer, file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n");
  const torn = lines.at(-1) !== "";
  let warning: string | undefined;
  lines.forEach((line, index) => {
    if (line === "") return;
    let event: ChangeEvent;
    try {
      event = JSON.parse(line) as ChangeEvent;
    } catch (error) {
      if (torn && index === lines.length - 1) {
        warning = `${file}: dropped an incomplete last line (${line.length} bytes), a write cut short`;
        return;
      }
      throw new Error(`${file}: line ${index + 1} is not JSON (${(error as Error).message}); the file is damaged`);
    }
    server.apply(event);
  });
  return warning;
}

function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.tmp`;
  const descriptor = openSync(temporary, "w");
  writeSync(descriptor, content);
  fsyncSync(descriptor);
  closeSync(descriptor);
  renameSync(temporary, file);
  const directory = openSync(dirname(file), "r");
  fsyncSync(directory);
  closeSync(directory);
}

/** Compacts FILE to a snapshot of the server, then appends every change to it. */
export async function openJournal(server: JobsServer, file: string): Promise<Journal> {
  writeAtomically(file, `${JSON.stringify({ type: "state", state: server.exportState() })}\n`);
  const handle: FileHandle = await open(file, "a");
  let buffered: string[] = [];
  let writing: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const stop = server.onChange((event) => {
    buffered.push(`${JSON.stringify(event)}\n`);
  });

  // Group commit: changes that arrive while a write is on its way go in the next one.
  const writeBuffered = async (): Promise<void> => {
    const lines = buffered;
    buffered = [];
    await handle.write(lines.join(""));
    await handle.datasync();
  };

  const flush = (): Promise<void> | undefined => {
    if (buffered.length === 0) return writing;
    if (!writing) {
      writing = writeBuffered().finally(() => {
        writing = undefined;
      });
      return writing;
    }
    next ??= writing.then(() => {
      next = undefined;
      return flush();
    });
    return next;
  };

  return {
    flush,
    close: async () => {
      stop();
      await flush();
      await handle.close();
    },
  };
}
