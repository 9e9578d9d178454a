/**
 * A one-line progress bar on stderr, redrawn in place; only on a terminal, so logs
 * and pipes never fill with carriage returns.
 */
import type { OutputStream } from "./deps.js";

const BAR_WIDTH = 24;

/** A progress bar to update and finish. */
export interface Progress {
  update(done: number, total: number, counts: string): void;
  finish(): void;
}

/** A bar on `stream` when it is a TTY; otherwise one that draws nothing. */
export function createProgress(stream: OutputStream, label: string, enabled: boolean): Progress {
  if (!enabled || !stream.isTTY) {
    return { update() {}, finish() {} };
  }
  let drawn = false;
  return {
    update(done, total, counts) {
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
      const bar = `${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}`;
      // \r returns to the line start and \x1b[K clears what a longer line left behind.
      stream.write(`\r${label} [${bar}] ${done}/${total}  ${counts}\x1b[K`);
      drawn = true;
    },
    finish() {
      if (drawn) {
        stream.write("\r\x1b[K");
      }
    },
  };
}
