// Vitest global setup: every temporary file of a test run goes under one folder of its
// own, removed when the run ends. Tests, and the servers, CLIs and browsers they start,
// make their folders with os.tmpdir(), which reads TMPDIR: pointing it here before the
// workers start catches them all, where a removal in each test would miss the ones a
// failing test or a killed child leaves. Every project runs its global setups; the first
// makes the folder and the others find it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MARK = "JOBS_TOOLKIT_RUN_TMPDIR";

export default function useRunTmpdir() {
  if (process.env[MARK]) {
    return undefined;
  }
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), "jobs-toolkit-test-"));
  process.env.TMPDIR = folder;
  process.env[MARK] = folder;
  return () => {
    if (previous === undefined) {
      delete process.env.TMPDIR;
    } else {
      process.env.TMPDIR = previous;
    }
    delete process.env[MARK];
    rmSync(folder, { recursive: true, force: true });
  };
}
