import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { validJob } from "../support/jobs.js";
import { type SpawnedServer, spawnServer } from "../support/spawn.js";

const WRITERS = 20;
const REFERENCES_PER_WRITER = 4;
const running: SpawnedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
});

/** What a referenceId may hold after the crash: its last acknowledged state, or the one in flight. */
interface Expectation {
  acknowledged: string | null;
  inFlight?: string | null;
}

async function writeStorm(url: string, expectations: Map<string, Expectation>, stop: { now: boolean }) {
  const headers = { "API-Key": "demo-key-1", "Content-Type": "application/json" };
  const writer = async (w: number) => {
    for (let step = 0; !stop.now; step += 1) {
      const referenceId = `W${w}-${step % REFERENCES_PER_WRITER}`;
      const expectation = expectations.get(referenceId) ?? { acknowledged: null };
      expectations.set(referenceId, expectation);
      const remove = step % 5 === 4;
      const title = remove ? null : `${referenceId} v${step}`;
      expectation.inFlight = title;
      try {
        const response = remove
          ? await fetch(`${url}/api/v1.1/jobs`, { method: "DELETE", headers, body: JSON.stringify({ referenceId }) })
          : await fetch(`${url}/api/v1.1/jobs`, {
              method: "PUT",
              headers,
              body: JSON.stringify(validJob({ referenceId, title })),
            });
        await response.arrayBuffer();
        if (response.ok) {
          expectation.acknowledged = title;
        } else if (!(remove && response.status === 404)) {
          throw new Error(`unexpected ${response.status}`);
        }
        delete expectation.inFlight;
      } catch {
        return; // The server died mid-request: this write's fate is unknown.
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
}

it("keeps every acknowledged write, and nothing else, across a SIGKILL in a write storm", {
  timeout: 60_000,
}, async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-durability-")), "state.jsonl");
  const first = await spawnServer(["--data", file, "--empty"]);
  running.push(first);
  const expectations = new Map<string, Expectation>();
  const stop = { now: false };
  const storm = writeStorm(first.url, expectations, stop);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  first.child.kill("SIGKILL");
  stop.now = true;
  await storm;

  const second = await spawnServer(["--data", file, "--empty"]);
  running.push(second);
  const response = await fetch(`${second.url}/api/v1.1/jobs?pageSize=100`, { headers: { "API-Key": "demo-key-1" } });
  const list = (await response.json()) as {
    data: Array<{ referenceId: string; title: string }>;
    paging: { total: number };
  };
  const found = new Map(list.data.map((job) => [job.referenceId, job.title]));

  let acknowledgedWrites = 0;
  for (const [referenceId, { acknowledged, inFlight }] of expectations) {
    const allowed = new Set([acknowledged, ...(inFlight === undefined ? [] : [inFlight])]);
    expect(allowed, `${referenceId} holds ${found.get(referenceId) ?? null}`).toContain(found.get(referenceId) ?? null);
    if (acknowledged !== null) {
      acknowledgedWrites += 1;
    }
  }
  // Nothing appeared that no writer wrote.
  expect([...found.keys()].every((referenceId) => expectations.has(referenceId))).toBe(true);
  expect(list.paging.total).toBe(found.size);
  expect(acknowledgedWrites).toBeGreaterThan(WRITERS);
});
