/**
 * The data file holds every tenant's API key in clear: it is owner-only (0600) whatever
 * the umask, including a file an earlier version left readable by others and the copy
 * the start compacts through (issue 30).
 */
import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { validJob } from "../support/jobs.js";
import { type SpawnedServer, spawnServer } from "../support/spawn.js";

const running: SpawnedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

function modeOf(file: string): string {
  return (statSync(file).mode & 0o777).toString(8);
}

async function startOn(dataFile: string): Promise<SpawnedServer> {
  const server = await spawnServer(["--data", dataFile], { umask: 0o022 });
  running.push(server);
  return server;
}

async function createJob(url: string): Promise<void> {
  const response = await fetch(`${url}/api/v1.1/jobs`, {
    method: "POST",
    headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
    body: JSON.stringify(validJob()),
  });
  expect(response.status).toBe(201);
}

it("creates the data file owner-only under umask 022, and keeps it so as changes are appended", {
  timeout: 30_000,
}, async () => {
  const dataFile = join(mkdtempSync(join(tmpdir(), "modes-")), "state.jsonl");
  const server = await startOn(dataFile);
  expect(modeOf(dataFile)).toBe("600");
  await createJob(server.url);
  expect(modeOf(dataFile)).toBe("600");
});

it("tightens a data file an earlier version left readable by others, and never compacts through a stale copy", {
  timeout: 30_000,
}, async () => {
  const dataFile = join(mkdtempSync(join(tmpdir(), "modes-")), "state.jsonl");
  const first = await startOn(dataFile);
  await createJob(first.url);
  await first.stop();
  chmodSync(dataFile, 0o644);
  writeFileSync(`${dataFile}.tmp`, "left by a crash\n", { mode: 0o644 });
  chmodSync(`${dataFile}.tmp`, 0o644);

  const second = await startOn(dataFile);
  expect(modeOf(dataFile)).toBe("600");
  expect(existsSync(`${dataFile}.tmp`)).toBe(false);
  await createJob(second.url);
  expect(modeOf(dataFile)).toBe("600");
});
