import assert from "node:assert/strict";
import type { ChangeEvent } from "@jobs-toolkit/mock-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/node/start.js";
import { validJob } from "../support/jobs.js";

const CLIENTS = 50;
const UPSERTS_PER_CLIENT = 20;
const REFERENCES = [
  "LOAD-ALPHA",
  "LOAD-BRAVO",
  "LOAD-CHARLIE",
  "LOAD-DELTA",
  "LOAD-ECHO",
  "LOAD-FOXTROT",
  "LOAD-GOLF",
  "LOAD-HOTEL",
];
const headers = { "API-Key": "demo-key-1", "Content-Type": "application/json" };

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ port: 0, requestLogSize: 0 });
});
afterAll(() => running.close());

/** Follows next links to the end; every page must answer 200 while writes go on. */
async function pageThroughEverything(url: string): Promise<void> {
  let next: string | null = `${url}/api/v1.1/jobs?q=LOAD-&pageSize=3`;
  while (next) {
    const response = await fetch(next, { headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { paging: { next: string | null } };
    next = page.paging.next;
  }
}

it("ends with exactly one job per referenceId, every acknowledged update applied, when 50 clients upsert at once", {
  timeout: 60_000,
}, async () => {
  const applied: ChangeEvent[] = [];
  const stop = running.server.onChange((event) => applied.push(event));
  const acknowledged = new Set<string>();
  const writing = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let step = 0; step < UPSERTS_PER_CLIENT; step += 1) {
      const referenceId = REFERENCES[(client + step) % REFERENCES.length];
      assert.ok(referenceId !== undefined);
      const title = `client ${client} step ${step}`;
      const response = await fetch(`${running.url}/api/v1.1/jobs`, {
        method: "PUT",
        headers,
        body: JSON.stringify(validJob({ referenceId, title })),
      });
      const job = (await response.json()) as { title: string };
      expect([200, 201]).toContain(response.status);
      expect(job.title).toBe(title);
      acknowledged.add(title);
    }
  });
  const reading = Array.from({ length: 5 }, () => pageThroughEverything(running.url));
  await Promise.all([...writing, ...reading]);
  stop();

  const list = (await (await fetch(`${running.url}/api/v1.1/jobs?q=LOAD-&pageSize=100`, { headers })).json()) as {
    data: Array<{ referenceId: string; title: string }>;
  };
  expect(list.data.map((job) => job.referenceId).sort()).toEqual([...REFERENCES].sort());

  // Every acknowledged update was applied, and each job holds the last one applied to it.
  const writes = applied.filter((event): event is Extract<ChangeEvent, { type: "job" }> => event.type === "job");
  expect(new Set(writes.map((event) => event.job.title))).toEqual(acknowledged);
  for (const job of list.data) {
    const last = writes.filter((event) => event.job.referenceId === job.referenceId).at(-1);
    expect(job.title).toBe(last?.job.title);
  }
});
