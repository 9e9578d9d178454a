/**
 * `--data FILE`: every change is appended to FILE as a JSON line, and no answer that
 * could show a change leaves before that change is on disk (the core's commit hook
 * waits for it). On start the file is replayed and compacted into one snapshot line.
 *
 * Fail-stop, as databases do: a write is checked to be whole and is followed by fdatasync.
 * When one fails, the file is cut back to what was saved, the state in memory is rebuilt
 * from it (so nothing answered with the failure stays visible), every answer that waited
 * for it is a 503, and the server refuses writes from then on; reads go on. Job ids
 * handed out stay used until the restart, so no acknowledged id is handed out twice.
 *
 * Reading: only a torn last append (a write cut short by a crash) may be dropped, with a
 * warning naming file and line. A torn snapshot, or any other line that is not a whole
 * change, stops the start naming file and line: starting would lose data.
 */
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";
import type { ChangeEvent, JobsServer } from "../index.js";

/** What the journal needs of an open file; node's FileHandle is one. */
export interface JournalFile {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** The file operations the journal uses; tests inject failures here. */
export interface JournalFs {
  /** The file's content, or undefined when there is no file. */
  read(file: string): string | undefined;
  /** Replaces the file's content durably (write, fsync, rename, fsync the directory). */
  replace(file: string, content: string): void;
  /** Opens the file for appending. */
  openAppend(file: string): Promise<JournalFile>;
}

/**
 * The data file holds every tenant's API key: owner-only, whatever the umask. The mode is
 * also set on the open descriptor, since the one given at creation is masked by the umask
 * and a file left by an earlier version keeps its own.
 */
const OWNER_ONLY = 0o600;

/**
 * Replaces FILE's content durably: an owner-only copy beside it (`FILE.tmp`) is written
 * with `writeAll` and synced, renamed over FILE, and the directory synced. When the copy
 * cannot be written (a full disk), it is removed and FILE is left as it was.
 */
export function replaceFile(
  file: string,
  content: string,
  // writeFileSync on a descriptor loops over short writes; a bare writeSync may not.
  writeAll: (descriptor: number, content: string) => void = writeFileSync,
): void {
  const temporary = `${file}.tmp`;
  try {
    // A copy left by a crash may be readable by others, or held open by another reader:
    // a new file, created owner-only, and never one that already existed.
    rmSync(temporary, { force: true });
    const descriptor = openSync(temporary, "wx", OWNER_ONLY);
    try {
      fchmodSync(descriptor, OWNER_ONLY);
      writeAll(descriptor, content);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    // A full disk ends here: leave no half-written copy behind, and say the file is safe.
    rmSync(temporary, { force: true });
    throw new Error(
      `could not write a compacted copy of ${file} (${(error as Error).message}); ${file} is unchanged. Free space on its disk and start again.`,
      { cause: error },
    );
  }
  renameSync(temporary, file);
  const directory = openSync(dirname(file), "r");
  fsyncSync(directory);
  closeSync(directory);
}

/** The real file system. */
export const nodeJournalFs: JournalFs = {
  read: (file) => (existsSync(file) ? readFileSync(file, "utf8") : undefined),
  replace: (file, content) => replaceFile(file, content),
  openAppend: async (file) => {
    const handle = await open(file, "a", OWNER_ONLY);
    try {
      await handle.chmod(OWNER_ONLY);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  },
};

export interface Journal {
  /** Resolves once every change so far is on disk; undefined when nothing is pending. */
  flush(): Promise<void> | undefined;
  close(): Promise<void>;
}

/** The changes a journal's text holds, with the line each came from; throws naming file and line. */
function* readChanges(
  text: string,
  file: string,
  warn: (message: string) => void,
): Generator<{ event: ChangeEvent; line: number }> {
  const lines = text.split("\n");
  const torn = lines.at(-1) !== "";
  for (const [index, line] of lines.entries()) {
    if (line === "") {
      continue;
    }
    const number = index + 1;
    let event: unknown;
    try {
      event = JSON.parse(line);
    } catch (error) {
      if (torn && index === lines.length - 1 && number > 1) {
        warn(`${file}: line ${number}: dropped an incomplete last line (${line.length} bytes), a write cut short`);
        return;
      }
      const what = number === 1 ? "the snapshot, is incomplete or damaged" : "is not JSON";
      throw new Error(
        `${file}: line ${number}, ${what} (${(error as Error).message}); refusing to start so that no data is lost`,
      );
    }
    if (typeof event !== "object" || event === null || typeof (event as { type?: unknown }).type !== "string") {
      throw new Error(`${file}: line ${number} is not a change (no "type"); refusing to start so that no data is lost`);
    }
    if (number === 1 && (event as { type: string }).type !== "state") {
      throw new Error(`${file}: line 1 is not a snapshot ("type":"state"); refusing to start so that no data is lost`);
    }
    yield { event: event as ChangeEvent, line: number };
  }
}

/** Rebuilds the server's state from a journal's text; throws naming file and line. */
function restoreFrom(server: JobsServer, text: string, file: string, warn: (message: string) => void): void {
  let line = 0;
  const changes = readChanges(text, file, warn);
  try {
    server.restore(
      (function* () {
        for (const change of changes) {
          line = change.line;
          yield change.event;
        }
      })(),
    );
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith(`${file}:`)) {
      throw error;
    }
    throw new Error(`${file}: line ${line} cannot be applied (${message}); refusing to start so that no data is lost`);
  }
}

/** Replays FILE into the server, if it exists; warnings (a torn last line dropped) go to `warn`. */
export function replayJournal(
  server: JobsServer,
  file: string,
  warn: (message: string) => void,
  fs: JournalFs = nodeJournalFs,
): void {
  const text = fs.read(file);
  if (text !== undefined) {
    restoreFrom(server, text, file, warn);
  } else {
    server.restore([]);
  }
}

const encoder = new TextEncoder();

/** Compacts FILE to a snapshot of the server, then appends every change to it. */
export async function openJournal(
  server: JobsServer,
  file: string,
  warn: (message: string) => void,
  fs: JournalFs = nodeJournalFs,
): Promise<Journal> {
  const snapshot = `${JSON.stringify({ type: "state", state: server.exportState() })}\n`;
  fs.replace(file, snapshot);
  const handle = await fs.openAppend(file);
  /** Bytes of FILE known to be on disk. */
  let savedLength = encoder.encode(snapshot).length;
  let buffered: string[] = [];
  let appended = 0;
  let saved = 0;
  let failure: Error | undefined;
  let writing: Promise<void> | undefined;
  let draining = false;
  const waiting: Array<{ upTo: number; resolve: () => void; reject: (error: Error) => void }> = [];

  const stop = server.onChange((event) => {
    buffered.push(`${JSON.stringify(event)}\n`);
    appended += 1;
  });

  const writeWhole = async (bytes: Uint8Array): Promise<void> => {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
      if (!(bytesWritten > 0)) {
        throw new Error(`only ${written} of ${bytes.length} bytes could be written`);
      }
      written += bytesWritten;
    }
    await handle.datasync();
  };

  /** Cuts the file back to what was saved and rebuilds the state from it. */
  const failStop = async (error: Error): Promise<void> => {
    failure = error;
    // What was not saved is undone below; reads from then on show only saved changes.
    buffered = [];
    appended = saved;
    server.refuseWrites(
      `This server could not save a change to ${file} (${error.message}) and refuses writes until it is restarted; reads go on.`,
    );
    let restored = "the state in memory is the one last saved";
    try {
      // Only the bytes known to be saved, whether or not cutting the file back works.
      const savedText = Buffer.from(fs.read(file) ?? "")
        .subarray(0, savedLength)
        .toString("utf8");
      restoreFrom(server, savedText, file, warn);
    } catch (cause) {
      restored = `the state could not be rebuilt from the file either (${(cause as Error).message}): restart the server`;
    }
    try {
      await handle.truncate(savedLength);
    } catch (cause) {
      restored += `; cutting ${file} back to what was saved failed too (${(cause as Error).message}), so it may end with changes that were answered 503`;
    }
    warn(
      `jobs-mock-server: writing ${file} failed (${error.message}). Writes are refused from now on and ${restored}; ` +
        "the requests that were waiting were answered 503. Fix the disk and restart the server.",
    );
  };

  // Group commit: changes that arrive while a write is on its way go in the next one.
  const drain = async (): Promise<void> => {
    draining = true;
    while (buffered.length > 0 && !failure) {
      const lines = buffered;
      const upTo = appended;
      buffered = [];
      const bytes = encoder.encode(lines.join(""));
      try {
        await writeWhole(bytes);
      } catch (error) {
        await failStop(error instanceof Error ? error : new Error(String(error)));
        break;
      }
      savedLength += bytes.length;
      saved = upTo;
      for (const [index, waiter] of [...waiting.entries()].reverse()) {
        if (waiter.upTo <= saved) {
          waiting.splice(index, 1);
          waiter.resolve();
        }
      }
    }
    if (failure) {
      for (const waiter of waiting.splice(0)) {
        waiter.reject(failure);
      }
    }
    // Cleared in the same step the loop ends, so a flush right after starts a new drain.
    draining = false;
  };

  const flush = (): Promise<void> | undefined => {
    if (appended === saved) {
      return undefined;
    }
    if (failure) {
      return Promise.reject(failure);
    }
    const promise = new Promise<void>((resolve, reject) => waiting.push({ upTo: appended, resolve, reject }));
    if (!draining) {
      writing = drain();
    }
    return promise;
  };

  return {
    flush,
    close: async () => {
      stop();
      if (!failure && appended > saved) {
        await flush()?.catch(() => {});
      }
      await writing;
      await handle.close();
    },
  };
}
