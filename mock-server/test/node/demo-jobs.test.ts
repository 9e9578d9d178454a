import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_JOBS } from "../../src/node/demo-jobs.js";
import { startServer } from "../../src/node/index.js";
import { type SpawnedServer, spawnServer } from "../support/spawn.js";

async function titles(url: string, apiKey: string): Promise<string[]> {
  const response = await fetch(`${url}/api/v1.1/jobs?pageSize=100`, { headers: { "API-Key": apiKey } });
  return ((await response.json()) as { data: { title: string }[] }).data.map((job) => job.title).sort();
}

const demoTitles = (apiKey: string) =>
  DEMO_JOBS.filter((demo) => demo.apiKey === apiKey)
    .map((demo) => demo.job.title)
    .sort();

describe("the bin's demo employers", () => {
  const servers: SpawnedServer[] = [];
  const folder = mkdtempSync(join(tmpdir(), "jobs-demo-"));
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(folder, { recursive: true, force: true });
  });
  const spawn = async (args: string[]) => {
    const server = await spawnServer(args);
    servers.push(server);
    return server;
  };

  it("start with a few jobs each, and no request in the log", { timeout: 30_000 }, async () => {
    const server = await spawn([]);
    expect(await titles(server.url, "demo-key-1")).toEqual(demoTitles("demo-key-1"));
    expect(await titles(server.url, "demo-key-2")).toEqual(demoTitles("demo-key-2"));
    expect(demoTitles("demo-key-1").length).toBeGreaterThanOrEqual(3);
    const log = await (await fetch(`${server.url}/__admin/requests`)).json();
    expect(log.data.filter((entry: { method: string }) => entry.method === "POST")).toEqual([]);
  });

  it("start with none with --empty", { timeout: 30_000 }, async () => {
    const server = await spawn(["--empty"]);
    expect(await titles(server.url, "demo-key-1")).toEqual([]);
  });

  it("get the demo jobs once: a restart on the same data file adds none", { timeout: 30_000 }, async () => {
    const file = join(folder, "state.ndjson");
    const first = await spawn(["--data", file]);
    expect(await titles(first.url, "demo-key-1")).toEqual(demoTitles("demo-key-1"));
    await first.stop();
    const second = await spawn(["--data", file]);
    expect(await titles(second.url, "demo-key-1")).toEqual(demoTitles("demo-key-1"));
  });
});

it("startServer() in a test starts with no job unless asked", async () => {
  const empty = await startServer({ port: 0 });
  const demo = await startServer({ port: 0, demoJobs: true });
  try {
    expect(await titles(empty.url, "demo-key-1")).toEqual([]);
    expect(await titles(demo.url, "demo-key-2")).toEqual(demoTitles("demo-key-2"));
  } finally {
    await Promise.all([empty.close(), demo.close()]);
  }
});
