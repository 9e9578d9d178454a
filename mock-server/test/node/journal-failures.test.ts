/**
 * The journal under a failing disk, injected through the file operations it uses: short
 * writes are completed, and a write that fails stops writes, keeps reads going, and
 * loses no acknowledged change and invents none, across a restart too.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type JournalFile, type JournalFs, nodeJournalFs, replaceFile } from "../../src/node/journal.js";
import { type RunningServer, startServer } from "../../src/node/start.js";
import { validJob } from "../support/jobs.js";

/**
 * The file system with a full disk under the compacted copy: its descriptor takes part
 * of the text, then the write fails as on a full disk. (The copy is made afresh, never
 * through a file already there, so a link to /dev/full beside the data file cannot stand
 * in for a full disk.)
 */
const fullDiskFs: JournalFs = {
  ...nodeJournalFs,
  replace: (file, content) =>
    replaceFile(file, content, (descriptor) => {
      writeSync(descriptor, content.slice(0, content.length / 2));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }),
};

type Fault = "error" | "nothing written" | "part written, then error" | "fdatasync fails";

/** The real file system, with each append write cut to `maxBytes`, and `fault` from the `failAt`-th write on. */
function faultyFs(options: { maxBytes?: number; failAt?: number; fault?: Fault }): JournalFs {
  let writes = 0;
  return {
    ...nodeJournalFs,
    openAppend: async (file) => {
      const real = await nodeJournalFs.openAppend(file);
      const failing = () => options.failAt !== undefined && writes >= options.failAt;
      const handle: JournalFile = {
        write: async (buffer, offset, length) => {
          writes += 1;
          if (failing()) {
            if (options.fault === "error") {
              throw new Error("EIO: i/o error (injected)");
            }
            if (options.fault === "nothing written") {
              return { bytesWritten: 0 };
            }
            if (options.fault === "part written, then error" && length > 1) {
              await real.write(buffer, offset, Math.floor(length / 2));
              throw new Error("ENOSPC: no space left on device (injected)");
            }
          }
          return real.write(buffer, offset, Math.min(length, options.maxBytes ?? length));
        },
        datasync: async () => {
          if (failing() && options.fault === "fdatasync fails") {
            throw new Error("EIO: fdatasync failed (injected)");
          }
          return real.datasync();
        },
        truncate: (length) => real.truncate(length),
        close: () => real.close(),
      };
      return handle;
    },
  };
}

const HEADERS = { "API-Key": "demo-key-1", "Content-Type": "application/json" };

async function create(server: RunningServer, title: string) {
  const response = await fetch(`${server.url}/api/v1.1/jobs`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(validJob({ title })),
  });
  const body = (await response.json()) as { id?: number; detail?: string };
  return { status: response.status, id: body.id, detail: body.detail };
}

async function listedIds(server: RunningServer): Promise<number[]> {
  const response = await fetch(`${server.url}/api/v1.1/jobs?pageSize=100`, { headers: HEADERS });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ id: number }> };
  return data.map((job) => job.id).sort((left, right) => left - right);
}

const dataFile = () => join(mkdtempSync(join(tmpdir(), "jobs-journal-")), "state.jsonl");

it("completes short writes: every acknowledged job is there after a restart", { timeout: 30_000 }, async () => {
  const file = dataFile();
  const first = await startServer({ port: 0, dataFile: file, journalFs: faultyFs({ maxBytes: 7 }) });
  const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => create(first, `Short ${index}`)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
  await first.close();
  const second = await startServer({ port: 0, dataFile: file });
  expect(await listedIds(second)).toEqual(answers.map((answer) => answer.id ?? 0).sort((left, right) => left - right));
  await second.close();
});

describe.each<Fault>(["error", "nothing written", "part written, then error", "fdatasync fails"])(
  "a journal write that fails (%s)",
  (fault) => {
    it("answers 503 with the state unchanged, refuses later writes, keeps reads, and loses nothing across a restart", {
      timeout: 30_000,
    }, async () => {
      const file = dataFile();
      const warnings: string[] = [];
      const first = await startServer({
        port: 0,
        dataFile: file,
        journalFs: faultyFs({ failAt: 4, fault }),
        warn: (message) => warnings.push(message),
      });
      const acknowledged: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const answer = await create(first, `Saved ${index}`);
        expect(answer.status).toBe(201);
        assert.ok(answer.id !== undefined);
        acknowledged.push(answer.id);
      }
      // Several writes in flight when the disk fails: none of them may be kept or shown.
      const failed = await Promise.all(Array.from({ length: 5 }, (_, index) => create(first, `Lost ${index}`)));
      expect(failed.map((answer) => answer.status)).toEqual(Array(5).fill(503));
      expect(await listedIds(first)).toEqual(acknowledged);
      const later = await create(first, "After");
      expect(later.status).toBe(503);
      expect(later.detail).toMatch(/refuses writes until it is restarted/);
      expect(warnings.join("\n")).toContain(file);
      const logged = (await (await fetch(`${first.url}/__admin/requests?limit=20`)).json()) as {
        data: Array<{ method: string; status: number }>;
      };
      const created = logged.data.filter((entry) => entry.method === "POST").map((entry) => entry.status);
      expect(created.sort()).toEqual([201, 201, 201, 503, 503, 503, 503, 503, 503]);
      await first.close();

      const second = await startServer({ port: 0, dataFile: file });
      expect(await listedIds(second)).toEqual(acknowledged);
      const next = await create(second, "After restart");
      expect(next.status).toBe(201);
      expect(next.id).toBeGreaterThan(Math.max(...acknowledged));
      await second.close();
    });
  },
);

describe("a full disk at start", () => {
  it("refuses to start naming the file, keeps the data file as it was, and leaves no half-written copy", async () => {
    const folder = mkdtempSync(join(tmpdir(), "jobs-full-disk-"));
    const file = join(folder, "jobs.jsonl");
    const first = await startServer({ port: 0, dataFile: file });
    const created = await fetch(`${first.url}/api/v1.1/jobs`, {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify(validJob()),
    });
    expect(created.status).toBe(201);
    await first.close();
    const saved = readFileSync(file, "utf8");
    await expect(startServer({ port: 0, dataFile: file, journalFs: fullDiskFs })).rejects.toThrow(
      `could not write a compacted copy of ${file} (ENOSPC: no space left on device, write); ${file} is unchanged. Free space on its disk and start again.`,
    );
    expect(readFileSync(file, "utf8")).toBe(saved);
    expect(existsSync(`${file}.tmp`)).toBe(false);
    const again = await startServer({ port: 0, dataFile: file });
    try {
      const read = await fetch(`${again.url}/api/v1.1/jobs/${(await created.json()).id}`, { headers: HEADERS });
      expect(read.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
