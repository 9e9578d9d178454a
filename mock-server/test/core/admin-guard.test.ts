/**
 * The controls under /__admin are for the developer's own tools, never for a web page:
 * they send no CORS headers, refuse any request from another origin, and take writes
 * only as application/json, so a page cannot send one as a "simple" request.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { startServer } from "../../src/node/index.js";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob } from "../support/jobs.js";

const ORIGIN = "http://jobs.test";
const key = { "API-Key": "demo-key-1" };

async function withJob() {
  const server = createJobsServer();
  const created = await server.fetch(
    new Request(`${ORIGIN}/api/v1.1/jobs`, {
      method: "POST",
      headers: { ...key, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Nurse",
        description: "<p>x</p>",
        locations: [{ description: "Toronto, ON" }],
        categories: [{ id: 12 }],
        positionType: { id: 1 },
        applicantRoutingType: { id: 1 },
        applicationEmail: "jobs@example.org",
      }),
    }),
  );
  expect(created.status).toBe(201);
  return server;
}

const total = async (server: ReturnType<typeof createJobsServer>) =>
  (await (await server.fetch(new Request(`${ORIGIN}/api/v1.1/jobs`, { headers: key }))).json()).paging.total;

describe("the admin controls against a hostile web page", () => {
  it("refuses a cross-origin text/plain POST /__admin/reset, the request a page can send without a preflight", async () => {
    const server = await withJob();
    const response = await server.fetch(
      new Request(`${ORIGIN}/__admin/reset`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "text/plain" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await total(server)).toBe(1);
  });

  it("refuses GET /__admin/state from another origin, and sends no CORS headers that would let it read", async () => {
    const server = await withJob();
    const response = await server.fetch(
      new Request(`${ORIGIN}/__admin/state`, { headers: { Origin: "https://evil.example" } }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.text()).not.toContain("demo-key-1");
  });

  it("refuses a same-origin-less text/plain write too: every write to the controls is application/json", async () => {
    const server = await withJob();
    const response = await server.fetch(
      new Request(`${ORIGIN}/__admin/reset`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "" }),
    );
    expect(response.status).toBe(415);
    expect(await total(server)).toBe(1);
  });

  it("answers no CORS preflight for the controls", async () => {
    const server = createJobsServer();
    const response = await server.fetch(
      new Request(`${ORIGIN}/__admin/reset`, {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
      }),
    );
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("still serves tools that send no Origin, and pages of its own origin", async () => {
    const server = await withJob();
    const ownPage = await server.fetch(new Request(`${ORIGIN}/__admin/state`, { headers: { Origin: ORIGIN } }));
    expect(ownPage.status).toBe(200);
    const tool = await server.fetch(
      new Request(`${ORIGIN}/__admin/reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(tool.status).toBe(204);
    expect(await total(server)).toBe(0);
  });

  it("keeps CORS on the job API, where browser apps need it", async () => {
    const server = createJobsServer();
    const response = await server.fetch(
      new Request(`${ORIGIN}/api/v1.1/positiontypes`, { headers: { ...key, Origin: "https://app.example" } }),
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("the admin token", () => {
  it("cannot be empty: an empty token would match an empty header", () => {
    expect(() => createJobsServer({ admin: { token: "" } })).toThrow(/admin token/i);
  });

  it("is required when set, and a wrong one of any length is refused", async () => {
    const server = createJobsServer({ admin: { token: "s3cret-token" } });
    const ask = (token?: string) =>
      server.fetch(
        new Request(`${ORIGIN}/__admin/clock`, { headers: token === undefined ? {} : { "Admin-Token": token } }),
      );
    expect((await ask()).status).toBe(401);
    expect((await ask("")).status).toBe(401);
    expect((await ask("s3cret-tokem")).status).toBe(401);
    expect((await ask("s3cret-token-and-more")).status).toBe(401);
    expect((await ask("s3cret-token")).status).toBe(200);
  });
});

describe.each(TRANSPORTS)("the attack over %s", (transport) => {
  const harness = useHarness(transport);

  it("a cross-origin text/plain POST /__admin/reset and GET /__admin/state with Origin evil.example are refused", async () => {
    await createJob(harness);
    const reset = await harness.request("POST", "/__admin/reset", {
      key: null,
      body: "{}",
      headers: { Origin: "https://evil.example", "Content-Type": "text/plain" },
    });
    expect(reset.status).toBe(403);
    expect(reset.headers.get("access-control-allow-origin")).toBeNull();
    const state = await harness.request("GET", "/__admin/state", {
      key: null,
      headers: { Origin: "https://evil.example" },
    });
    expect(state.status).toBe(403);
    expect(state.headers.get("access-control-allow-origin")).toBeNull();
    expect(state.text).not.toContain("demo-key");
    expect((await harness.request("GET", "/api/v1.1/jobs")).body.paging.total).toBe(1);
  });
});

describe("the admin controls against DNS rebinding", () => {
  /** A GET as a rebound page sends it: same-origin in the browser's eyes, so no Origin, but its own name as Host. */
  function getState(url: string, host: string, headers: Record<string, string> = {}) {
    const { hostname, port } = new URL(url);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { hostname, port, path: "/__admin/state", headers: { host, ...headers } },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  it("refuses a request addressed to another name, and serves loopback names", async () => {
    const running = await startServer({ port: 0 });
    try {
      const { port } = new URL(running.url);
      const rebound = await getState(running.url, `attacker.example:${port}`);
      expect(rebound.status).toBe(403);
      expect(rebound.body).not.toContain("demo-key");
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "localhost"]) {
        expect((await getState(running.url, host)).status, host).toBe(200);
      }
    } finally {
      await running.close();
    }
  });

  it("lets a server with an admin token answer any name that carries the token", async () => {
    const running = await startServer({ port: 0, admin: { token: "s3cret-token" } });
    try {
      const { port } = new URL(running.url);
      expect((await getState(running.url, `attacker.example:${port}`)).status).toBe(401);
      const named = await getState(running.url, `jobs.internal:${port}`, { "Admin-Token": "s3cret-token" });
      expect(named.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
