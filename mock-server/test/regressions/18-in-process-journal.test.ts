/**
 * Issue 18: whatever changes the state in-process is kept in the `--data` journal exactly
 * like its HTTP twin. Each case makes the change both ways on two servers with data files,
 * restarts both, and compares what they give back.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { type RunningServer, startServer } from "../../src/node/start.js";
import { buildJob } from "../../src/testing/index.js";

const NOW = Date.parse("2026-11-21T15:00:00Z") / 1000;
const dataFile = () => join(mkdtempSync(join(tmpdir(), "jobs-in-process-")), "state.jsonl");

async function admin(server: RunningServer, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${server.url}/__admin${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  return response.status;
}

interface Twin {
  /** The change made on the server object. */
  inProcess(server: JobsServer): void;
  /** The same change through the controls; resolves with the status. */
  overHttp(server: RunningServer): Promise<number>;
}

/** What a restart gives back, without what differs between two servers by nature (generated keys). */
async function afterRestart(change: (server: RunningServer) => Promise<void>) {
  const file = dataFile();
  const first = await startServer({ port: 0, dataFile: file });
  first.server.clock.set(NOW);
  await change(first);
  await first.close();
  const second = await startServer({ port: 0, dataFile: file });
  try {
    const { employers, ...rest } = second.server.exportState();
    return { ...rest, employers: employers.map(({ apiKeys, ...employer }) => ({ ...employer, keys: apiKeys.length })) };
  } finally {
    await second.close();
  }
}

const job = buildJob({ referenceId: "TWIN" });
const TWINS: Record<string, Twin> = {
  "clock.set": {
    inProcess: (server) => server.clock.set(NOW + 86_400),
    overHttp: (server) => admin(server, "PUT", "/clock", { now: "2026-11-22T15:00:00Z" }),
  },
  "clock.advance": {
    inProcess: (server) => server.clock.advance(3_600),
    overHttp: (server) => admin(server, "POST", "/clock/advance", { seconds: 3_600 }),
  },
  importState: {
    inProcess: (server) => {
      const state = server.exportState();
      server.importState({
        ...state,
        employers: [...state.employers, { id: 9, name: "Imported", plan: "standard", apiKeys: ["imported-key"] }],
      });
    },
    overHttp: async (server) => {
      const state = server.server.exportState();
      return admin(server, "PUT", "/state", {
        ...state,
        employers: [...state.employers, { id: 9, name: "Imported", plan: "standard", apiKeys: ["imported-key"] }],
      });
    },
  },
  reset: {
    inProcess: (server) => server.reset(),
    overHttp: (server) => admin(server, "POST", "/reset"),
  },
  createEmployer: {
    inProcess: (server) => void server.createEmployer({ name: "Twin", plan: "unlimited" }),
    overHttp: (server) => admin(server, "POST", "/employers", { name: "Twin", plan: "unlimited" }),
  },
  deleteEmployer: {
    inProcess: (server) => server.deleteEmployer(2),
    overHttp: (server) => admin(server, "DELETE", "/employers/2"),
  },
  resetEmployer: {
    inProcess: (server) => server.resetEmployer(1),
    overHttp: (server) => admin(server, "POST", "/employers/1/reset"),
  },
  seedJob: {
    inProcess: (server) => void server.seedJob(1, { publishDate: "2026-10-01T00:00:00Z", job }),
    overHttp: (server) => admin(server, "POST", "/employers/1/jobs", { publishDate: "2026-10-01T00:00:00Z", job }),
  },
};

describe.each(Object.entries(TWINS))("%s in-process", (_, twin) => {
  it("is given back by a restart on --data exactly as its HTTP twin", { timeout: 30_000 }, async () => {
    const viaHttp = await afterRestart(async (server) => {
      expect(await twin.overHttp(server)).toBeLessThan(300);
    });
    const inProcess = await afterRestart(async (server) => twin.inProcess(server.server));
    expect(inProcess).toEqual(viaHttp);
  });
});

it("refuses an in-process clock move on a server that refuses writes, as PUT /__admin/clock answers 503", () => {
  const server = createJobsServer();
  server.clock.set(NOW);
  server.refuseWrites("the disk failed");
  expect(() => server.clock.set(NOW + 60)).toThrow("the disk failed");
  expect(() => server.clock.advance(60)).toThrow("the disk failed");
  expect(server.clock.now()).toBe(NOW);
});
