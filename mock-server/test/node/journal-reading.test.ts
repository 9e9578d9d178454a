/**
 * Starting from a damaged data file: only a torn last append may be dropped (a write cut
 * short by a crash, never acknowledged). Anything else would lose data, so the start is
 * refused naming the file and the line.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { startServer } from "../../src/node/start.js";
import { validJob } from "../support/jobs.js";

/** A data file holding a snapshot and two appended jobs, as a running server leaves it. */
async function savedFile(): Promise<{ file: string; lines: string[] }> {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-reading-")), "state.jsonl");
  const server = await startServer({ port: 0, dataFile: file });
  for (const title of ["One", "Two"]) {
    const response = await fetch(`${server.url}/api/v1.1/jobs`, {
      method: "POST",
      headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      body: JSON.stringify(validJob({ title })),
    });
    expect(response.status).toBe(201);
  }
  await server.close();
  const lines = readFileSync(file, "utf8").split("\n").slice(0, -1);
  return { file, lines };
}

it("refuses to start from a torn snapshot, naming file and line, and leaves the file as it was", {
  timeout: 30_000,
}, async () => {
  const { file, lines } = await savedFile();
  const torn = (lines[0] ?? "").slice(0, 40);
  writeFileSync(file, torn);
  await expect(startServer({ port: 0, dataFile: file, warn: () => {} })).rejects.toThrow(
    `${file}: line 1, the snapshot, is incomplete`,
  );
  expect(readFileSync(file, "utf8")).toBe(torn);
});

it("refuses a damaged line that is not the last, naming file and line", { timeout: 30_000 }, async () => {
  const { file, lines } = await savedFile();
  writeFileSync(file, `${[lines[0], (lines[1] ?? "").slice(0, 30), ...lines.slice(2)].join("\n")}\n`);
  await expect(startServer({ port: 0, dataFile: file })).rejects.toThrow(`${file}: line 2`);
});

it.each([
  ['{"type":"job"}', "cannot be applied"],
  ['{"type":"bogus"}', "Unknown change type 'bogus'"],
  ["[1,2]", "is not a change"],
  ['{"type":"delete"}', "cannot be applied"],
])("refuses a journal line of the wrong shape (%s), naming file and line", { timeout: 30_000 }, async (line, why) => {
  const { file, lines } = await savedFile();
  writeFileSync(file, `${[...lines, line, lines.at(-1)].join("\n")}\n`);
  const start = startServer({ port: 0, dataFile: file });
  await expect(start).rejects.toThrow(`${file}: line ${lines.length + 1}`);
  await expect(start).rejects.toThrow(why);
});

it("drops a torn last append with a warning naming file and line, and keeps the rest", {
  timeout: 30_000,
}, async () => {
  const { file, lines } = await savedFile();
  writeFileSync(file, `${lines.slice(0, -1).join("\n")}\n${(lines.at(-1) ?? "").slice(0, 25)}`);
  const warnings: string[] = [];
  const server = await startServer({ port: 0, dataFile: file, warn: (message) => warnings.push(message) });
  expect(warnings).toEqual([expect.stringContaining(`${file}: line ${lines.length}: dropped an incomplete last line`)]);
  const listed = await fetch(`${server.url}/api/v1.1/jobs`, { headers: { "API-Key": "demo-key-1" } });
  expect(((await listed.json()) as { paging: { total: number } }).paging.total).toBe(1);
  await server.close();
});

it("loads a data file whose last job has id 2147483647, and still creates no job past it", {
  timeout: 30_000,
}, async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-reading-")), "state.jsonl");
  const first = await startServer({ port: 0, dataFile: file });
  first.server.importState({ ...first.server.exportState(), nextId: 2_147_483_647 });
  const headers = { "API-Key": "demo-key-1", "Content-Type": "application/json" };
  const create = (url: string) =>
    fetch(`${url}/api/v1.1/jobs`, { method: "POST", headers, body: JSON.stringify(validJob()) });
  expect((await create(first.url)).status).toBe(201);
  await first.close();
  const second = await startServer({ port: 0, dataFile: file });
  expect((await fetch(`${second.url}/api/v1.1/jobs/2147483647`, { headers })).status).toBe(200);
  expect((await create(second.url)).status).toBe(409);
  await second.close();
});
