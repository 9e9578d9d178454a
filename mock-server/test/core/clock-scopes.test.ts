/**
 * Clock scopes: a request naming a scope in `Jobs-Clock` reads that scope's clock, and the
 * `/__admin/clock` controls sent with it move that clock alone, so tests sharing one
 * server each move their own time.
 */
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

/** Far enough ahead that real time has not reached it, so a job published then reads as published then. */
const LATER = "2030-01-07T09:00:00Z";
const WEEK = 7 * 86_400;

async function send(
  server: JobsServer,
  method: string,
  path: string,
  { scope, body, key }: { scope?: string; body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (scope !== undefined) {
    headers["Jobs-Clock"] = scope;
  }
  if (key !== undefined) {
    headers["API-Key"] = key;
  }
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
  }
  const response = await server.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

describe("clock scopes", () => {
  it("moves a scope's clock without moving the server's or another scope's", async () => {
    const server = createJobsServer();
    const set = await send(server, "PUT", "/__admin/clock", { scope: "run-a", body: { now: LATER } });
    expect(set).toEqual({ status: 200, body: { now: LATER, scope: "run-a" } });
    const advanced = await send(server, "POST", "/__admin/clock/advance", { scope: "run-a", body: { seconds: 60 } });
    expect(advanced.body).toEqual({ now: "2030-01-07T09:01:00Z", scope: "run-a" });
    expect((await send(server, "GET", "/__admin/clock")).body.now).not.toBe("2030-01-07T09:01:00Z");
    expect(server.clock.toState()).toEqual({ fixed: null, offsetSeconds: 0 });
    // A scope never set reads the server's clock.
    server.clock.set(Date.parse("2027-05-01T00:00:00Z") / 1000);
    expect((await send(server, "GET", "/__admin/clock", { scope: "run-b" })).body).toEqual({
      now: "2027-05-01T00:00:00Z",
      scope: "run-b",
    });
  });

  it("dates the jobs of a request naming a scope, and their auto-refresh, by the scope's clock", async () => {
    const server = createJobsServer();
    // The server's own clock stands before the scope's, whatever the day the suite runs.
    server.clock.set(Date.parse("2027-05-01T00:00:00Z") / 1000);
    await send(server, "PUT", "/__admin/clock", { scope: "run-a", body: { now: LATER } });
    const body = validJob({ status: "active", autoRefresh: true, closeDate: "2030-06-01T00:00:00Z" });
    const created = await send(server, "POST", "/api/v1.1/jobs", { scope: "run-a", body, key: "demo-key-1" });
    expect(created.body.publishDate).toBe(LATER);
    const elsewhere = await send(server, "POST", "/api/v1.1/jobs", { body, key: "demo-key-1" });
    expect(elsewhere.body.publishDate).not.toBe(LATER);
    await send(server, "POST", "/__admin/clock/advance", { scope: "run-a", body: { seconds: WEEK + 1 } });
    const path = `/api/v1.1/jobs/${created.body.id}`;
    const refreshed = await send(server, "GET", path, { scope: "run-a", key: "demo-key-1" });
    expect(refreshed.body.publishDate).toBe("2030-01-14T09:00:00Z");
    const listed = await send(server, "GET", "/api/v1.1/jobs", { scope: "run-a", key: "demo-key-1" });
    expect(listed.body.data.map((job: { publishDate: string }) => job.publishDate)).toContain("2030-01-14T09:00:00Z");
    // On the server's clock, months before, the job is not due yet: it reads as published.
    expect((await send(server, "GET", path, { key: "demo-key-1" })).body.publishDate).toBe(LATER);
  });

  it("returns a scope set back to null to the server's clock", async () => {
    const server = createJobsServer();
    await send(server, "PUT", "/__admin/clock", { scope: "run-a", body: { now: LATER } });
    expect((await send(server, "GET", "/__admin/clock", { scope: "run-a" })).body.now).toBe(LATER);
    const released = await send(server, "PUT", "/__admin/clock", { scope: "run-a", body: { now: null } });
    expect(released.status).toBe(200);
    server.clock.set(Date.parse("2027-05-01T00:00:00Z") / 1000);
    expect((await send(server, "GET", "/__admin/clock", { scope: "run-a" })).body.now).toBe("2027-05-01T00:00:00Z");
  });

  it("lets a browser app under test name its scope: a preflight allows Jobs-Clock", async () => {
    const server = createJobsServer();
    const preflight = await server.fetch(
      new Request("http://127.0.0.1/api/v1.1/jobs", {
        method: "OPTIONS",
        headers: {
          Origin: "http://app.example.org",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "api-key, jobs-clock",
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Jobs-Clock");
  });

  it.each([
    ["empty", ""],
    ["with a space", "run a"],
    ["longer than 100 characters", "a".repeat(101)],
  ])("refuses a scope name %s (400), moving nothing", async (_, scope) => {
    const server = createJobsServer();
    const answer = await send(server, "PUT", "/__admin/clock", { scope, body: { now: LATER } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ parameter: "Jobs-Clock", code: "invalid_value" });
    expect(server.clock.toState()).toEqual({ fixed: null, offsetSeconds: 0 });
  });

  it("keeps at most 1000 scopes set (409 beyond), and a scope set back frees its place", async () => {
    const server = createJobsServer();
    for (let index = 0; index < 1000; index++) {
      expect((await send(server, "PUT", "/__admin/clock", { scope: `s${index}`, body: { now: LATER } })).status).toBe(
        200,
      );
    }
    expect((await send(server, "PUT", "/__admin/clock", { scope: "one-more", body: { now: LATER } })).status).toBe(409);
    await send(server, "PUT", "/__admin/clock", { scope: "s0", body: { now: null } });
    expect((await send(server, "PUT", "/__admin/clock", { scope: "one-more", body: { now: LATER } })).status).toBe(200);
  });

  it("drops a scope nobody has named for an hour, so scopes a stopped run left behind free their places", async () => {
    let realNow = Date.parse("2026-11-28T09:00:00Z");
    const server = createJobsServer({ now: () => realNow });
    for (let index = 0; index < 1000; index++) {
      await send(server, "PUT", "/__admin/clock", { scope: `s${index}`, body: { now: LATER } });
    }
    realNow += 40 * 60_000;
    // A run still going names its scope on its requests, which keeps the scope.
    expect((await send(server, "GET", "/api/v1.1/jobs", { scope: "s1", key: "demo-key-1" })).status).toBe(200);
    realNow += 30 * 60_000;
    expect((await send(server, "PUT", "/__admin/clock", { scope: "one-more", body: { now: LATER } })).status).toBe(200);
    expect((await send(server, "GET", "/__admin/clock", { scope: "s1" })).body.now).toBe(LATER);
    // The others went back to the server's clock, which reads real time.
    expect((await send(server, "GET", "/__admin/clock", { scope: "s0" })).body.now).toBe("2026-11-28T10:10:00Z");
  });
});
