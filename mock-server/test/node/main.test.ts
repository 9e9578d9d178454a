import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { validJob } from "../support/jobs.js";
import { runServerCommand, type SpawnedServer, spawnServer } from "../support/spawn.js";

const running: SpawnedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
});

async function start(args: string[] = [], options = {}) {
  const server = await spawnServer(args, options);
  running.push(server);
  return server;
}

function call(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      "API-Key": "demo-key-1",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

it("prints the listening line first, then where the inspector is; serves the API with the demo keys; stops on SIGTERM", {
  timeout: 30_000,
}, async () => {
  const server = await start();
  await expect.poll(() => server.stdout()).toContain("inspector on");
  const [listening, inspector, ...more] = server.stdout().split("\n");
  expect(listening).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
  expect(inspector).toBe(`inspector on ${server.url}/, API reference on ${server.url}/docs`);
  expect(more).toEqual([""]);
  const created = await call(server.url, "POST", "/api/v1.1/jobs", validJob());
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await call(server.url, "GET", `/api/v1.1/jobs/${id}`)).status).toBe(200);
  expect((await call(server.url, "GET", "/api/v1.1/jobs")).status).toBe(200);
  expect((await call(server.url, "PUT", `/api/v1.1/jobs/${id}`, { status: "archived" })).status).toBe(200);
  expect((await call(server.url, "DELETE", `/api/v1.1/jobs/${id}`)).status).toBe(204);
  expect((await call(server.url, "GET", "/api/v1.1/jobs", undefined, { "API-Key": "demo-key-2" })).status).toBe(200);
  expect(await server.stop("SIGTERM")).toBe(0);
  expect(server.stdout().trim().split("\n")).toHaveLength(2);
});

it("serves the inspector and the API reference it announces, from the package's build", {
  timeout: 30_000,
}, async () => {
  const server = await start([], { built: true });
  await expect.poll(() => server.stdout()).toContain("inspector on");
  const inspector = await fetch(`${server.url}/`);
  expect(inspector.status).toBe(200);
  expect(await inspector.text()).toContain('<script src="__inspector/inspector.js" defer></script>');
  expect((await fetch(`${server.url}/__inspector/inspector.js`)).status).toBe(200);
  expect((await fetch(`${server.url}/docs`)).status).toBe(200);
  expect((await fetch(`${server.url}/__inspector/swagger-ui.js`)).headers.get("content-type")).toContain("javascript");
  expect((await fetch(`${server.url}/__inspector/swagger-ui.css`)).headers.get("content-type")).toContain("text/css");
});

it("announces no inspector when the controls are off", { timeout: 30_000 }, async () => {
  const off = await start(["--no-admin"]);
  expect((await fetch(`${off.url}/`)).status).toBe(404);
  expect(await off.stop("SIGTERM")).toBe(0);
  expect(off.stdout()).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+\n$/);
});

it("stops cleanly on SIGINT", { timeout: 30_000 }, async () => {
  const server = await start();
  expect(await server.stop("SIGINT")).toBe(0);
});

it("runs the same way from its build (the bin that npx runs)", { timeout: 30_000 }, async () => {
  const server = await start([], { built: true });
  expect((await call(server.url, "GET", "/api/v1.1/positiontypes")).status).toBe(200);
  expect(await server.stop("SIGTERM")).toBe(0);
});

it("takes employers from --config, a public URL, strict mode, a body limit and an admin token", {
  timeout: 30_000,
}, async () => {
  const directory = mkdtempSync(join(tmpdir(), "jobs-config-"));
  const config = join(directory, "employers.json");
  writeFileSync(
    config,
    JSON.stringify({ employers: [{ id: 7, name: "Acme", plan: "standard", apiKeys: ["acme-key"] }] }),
  );
  const server = await start([
    "--config",
    config,
    "--public-url",
    "https://jobs.example.org",
    "--strict",
    "--body-limit",
    "2048",
    "--admin-token",
    "t0k",
  ]);
  const headers = { "API-Key": "acme-key" };
  expect((await call(server.url, "GET", "/api/v1.1/jobs")).status).toBe(401);
  const created = await call(server.url, "POST", "/api/v1.1/jobs", validJob(), headers);
  expect(created.headers.get("location")).toMatch(/^https:\/\/jobs\.example\.org\/api\/v1\.1\/jobs\/\d+$/);
  expect((await call(server.url, "POST", "/api/v1.1/jobs", validJob({ extra: 1 }), headers)).status).toBe(422);
  expect(
    (await call(server.url, "POST", "/api/v1.1/jobs", validJob({ description: "x".repeat(3000) }), headers)).status,
  ).toBe(413);
  expect((await fetch(`${server.url}/__admin/clock`)).status).toBe(401);
  expect((await fetch(`${server.url}/__admin/clock`, { headers: { "Admin-Token": "t0k" } })).status).toBe(200);
});

it("turns the controls off with --no-admin", { timeout: 30_000 }, async () => {
  const server = await start(["--no-admin"]);
  expect((await fetch(`${server.url}/__admin/clock`)).status).toBe(404);
});

it("keeps the state in --data across restarts", { timeout: 60_000 }, async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-data-")), "state.jsonl");
  const first = await start(["--data", file]);
  const created = (await (
    await call(
      first.url,
      "POST",
      "/api/v1.1/jobs",
      validJob({ referenceId: "KEEP", locations: [{ description: "Tofino, BC" }] }),
    )
  ).json()) as { id: number };
  await call(first.url, "PUT", `/api/v1.1/jobs/${created.id}`, { status: "active" });
  await fetch(`${first.url}/__admin/clock`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: '{"now":"2030-01-01T00:00:00Z"}',
  });
  expect(await first.stop("SIGTERM")).toBe(0);

  const second = await start(["--data", file]);
  const job = (await (await call(second.url, "GET", `/api/v1.1/jobs/${created.id}`)).json()) as Record<string, unknown>;
  expect(job).toMatchObject({ referenceId: "KEEP", status: "active" });
  expect(((await (await fetch(`${second.url}/__admin/clock`)).json()) as { now: string }).now).toBe(
    "2030-01-01T00:00:00Z",
  );
  const next = (await (await call(second.url, "POST", "/api/v1.1/jobs", validJob())).json()) as { id: number };
  expect(next.id).toBeGreaterThan(created.id);
  expect(readFileSync(file, "utf8").split("\n")[0]).toContain('"type":"state"');
});

it("drops a torn last line of the data file with a warning", { timeout: 60_000 }, async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-data-")), "state.jsonl");
  const first = await start(["--data", file, "--empty"]);
  await call(first.url, "POST", "/api/v1.1/jobs", validJob({ referenceId: "SAFE" }));
  await first.stop("SIGKILL");
  appendFileSync(file, '{"type":"job","job":{"id":99,"titl');
  const second = await start(["--data", file, "--empty"]);
  expect(second.stderr()).toContain("dropped an incomplete last line");
  const list = (await (await call(second.url, "GET", "/api/v1.1/jobs")).json()) as { paging: { total: number } };
  expect(list.paging.total).toBe(1);
});

it("injects latency and failures with --latency and --fail-rate", { timeout: 30_000 }, async () => {
  const server = await start(["--fail-rate", "1", "--latency", "10-20"]);
  const reply = await call(server.url, "GET", "/api/v1.1/jobs");
  expect(reply.status).toBe(503);
  expect(reply.headers.get("retry-after")).toBe("1");
});

it("refuses bad arguments with exit code 2 and the usage", { timeout: 30_000 }, async () => {
  const unknown = await runServerCommand(["--bogus"]);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain("Usage: jobs-mock-server");
  const port = await runServerCommand(["--port", "http"]);
  expect(port.code).toBe(2);
  expect(port.stderr).toContain("--port must be an integer");
  const rate = await runServerCommand(["--fail-rate", "2"]);
  expect(rate.code).toBe(2);
  expect(rate.stderr).toContain("--fail-rate must be a number from 0 to 1");
});

it("says which port is busy and what to do, instead of only EADDRINUSE", { timeout: 30_000 }, async () => {
  const first = await start();
  const port = new URL(first.url).port;
  const second = await runServerCommand(["--port", port]);
  expect(second.code).toBe(1);
  expect(second.stderr).toBe(
    `jobs-mock-server: port ${port} on 127.0.0.1 is already in use, perhaps by another jobs-mock-server: ` +
      "stop that process, or choose another port (--port N, or 0 for a free one)\n",
  );
});

it("keeps as many requests as --request-log says, for parallel tests sharing one server", {
  timeout: 30_000,
}, async () => {
  const server = await start(["--request-log", "3"]);
  for (let index = 0; index < 5; index++) {
    await call(server.url, "GET", "/api/v1.1/positiontypes");
  }
  const log = (await (await fetch(`${server.url}/__admin/requests?limit=10`)).json()) as { data: unknown[] };
  expect(log.data).toHaveLength(3);
});

it("prints its options with --help", { timeout: 30_000 }, async () => {
  const help = await runServerCommand(["--help"]);
  expect(help.code).toBe(0);
  for (const option of [
    "--host",
    "--port",
    "--config",
    "--public-url",
    "--body-limit",
    "--strict",
    "--no-admin",
    "--admin-token",
    "--data",
  ]) {
    expect(help.stdout).toContain(option);
  }
});
