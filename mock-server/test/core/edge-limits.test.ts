/**
 * The bounds the edge keeps: chaos delays, job ids within Int32, secrets in the request
 * log, and a state export that always fits back through PUT /__admin/state.
 */
import { describe, expect, it } from "vitest";
import { createCoreRequest, createJobsServer, type JobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

const ORIGIN = "http://jobs.test";
const KEY = { "API-Key": "demo-key-1" };

function call(server: JobsServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { ...KEY, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    }),
  );
}

describe("chaos delays are bounded", () => {
  it("answers 400 to Prefer: scenario=slow with a delay past 10 s, at once", { timeout: 5_000 }, async () => {
    const server = createJobsServer();
    const response = await call(server, "GET", "/api/v1.1/positiontypes", undefined, {
      Prefer: "scenario=slow; delay=3600000",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("10000");
  });

  it("refuses a configured latency past 10 s", () => {
    expect(() => createJobsServer({ chaos: { latencyMs: 10_001 } })).toThrow(/10000/);
    expect(() => createJobsServer({ chaos: { latencyMs: [0, 60_000] } })).toThrow(/10000/);
  });

  it("cuts a delay in flight short when the server closes", { timeout: 5_000 }, async () => {
    const server = createJobsServer();
    const slow = call(server, "GET", "/api/v1.1/positiontypes", undefined, { Prefer: "scenario=slow; delay=10000" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.close();
    expect((await slow).status).toBe(200);
  });
});

describe("job ids stay within Int32", () => {
  it("creates the job with id 2147483647, reads it, then answers 409 instead of going past it", async () => {
    const server = createJobsServer();
    const state = server.exportState();
    server.importState({ ...state, nextId: 2_147_483_647 });
    const last = await call(server, "POST", "/api/v1.1/jobs", validJob());
    expect(last.status).toBe(201);
    expect(((await last.json()) as { id: number }).id).toBe(2_147_483_647);
    expect((await call(server, "GET", "/api/v1.1/jobs/2147483647")).status).toBe(200);
    const past = await call(server, "POST", "/api/v1.1/jobs", validJob());
    expect(past.status).toBe(409);
    expect(((await past.json()) as { detail: string }).detail).toContain("2147483647");
    const upsert = await call(server, "PUT", "/api/v1.1/jobs", validJob({ referenceId: "NEW" }));
    expect(upsert.status).toBe(409);
  });

  it("exports a state whose ids are all used, and imports it back", async () => {
    const server = createJobsServer();
    server.importState({ ...server.exportState(), nextId: 2_147_483_647 });
    await call(server, "POST", "/api/v1.1/jobs", validJob());
    const exported = server.exportState();
    expect(exported.nextId).toBe(2_147_483_648);
    const copy = createJobsServer();
    copy.importState(exported);
    expect((await call(copy, "GET", "/api/v1.1/jobs/2147483647")).status).toBe(200);
    expect((await call(copy, "POST", "/api/v1.1/jobs", validJob())).status).toBe(409);
  });
});

describe("the request log", () => {
  it("masks the Cookie header as it masks API keys", async () => {
    const server = createJobsServer();
    await call(server, "GET", "/api/v1.1/positiontypes", undefined, { Cookie: "session=very-secret-session-id" });
    const [logged] = server.requests(1);
    expect(JSON.stringify(logged)).not.toContain("very-secret-session");
    expect(logged?.headers.cookie).toMatch(/^\*+n-id$/);
  });

  it("keeps a copy of a long body's first 64 KiB, not a view of the whole body", () => {
    const server = createJobsServer();
    // The Node adapter hands over a Buffer, whose slice is a view of all its bytes.
    const body = Buffer.from(JSON.stringify({ title: "a".repeat(100_000) }));
    const headers = { "api-key": "demo-key-1", "content-type": "application/json" };
    server.handle(createCoreRequest({ method: "POST", url: "/api/v1.1/jobs", headers, body }));
    // Bytes the log kept as its own do not change with the adapter's.
    body.fill("b");
    const [logged] = server.requests(1);
    expect(logged?.body).toBe(`{"title":"${"a".repeat(64 * 1024 - 10)}`);
  });
});

describe("a state export larger than the body limit", () => {
  it("imports back through PUT /__admin/state", async () => {
    const server = createJobsServer({ bodyLimit: 4_096 });
    for (let index = 0; index < 10; index += 1) {
      expect((await call(server, "POST", "/api/v1.1/jobs", validJob())).status).toBe(201);
    }
    const exported = await (await call(server, "GET", "/__admin/state")).text();
    expect(exported.length).toBeGreaterThan(4_096);
    await call(server, "POST", "/__admin/reset", {});
    expect((await call(server, "PUT", "/__admin/state", JSON.parse(exported))).status).toBe(204);
    expect(server.exportState().jobs).toHaveLength(10);
    // The job API keeps its own limit.
    expect((await call(server, "POST", "/api/v1.1/jobs", validJob({ description: "x".repeat(5_000) }))).status).toBe(
      413,
    );
  });
});
