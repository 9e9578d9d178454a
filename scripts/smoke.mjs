#!/usr/bin/env node
// `node|bun scripts/smoke.mjs`, `deno run -A scripts/smoke.mjs`: the built packages on the
// runtime that runs this file, as an integrator meets them. The server core's `fetch` in
// process, each bin started with this runtime (on Deno with only the permissions the
// READMEs give), the SDK against the server bin (calls, typed errors, retries, timeouts,
// caps, abort), the CLI and a short conformance run; the request log after a body nested
// deeper than any engine's JSON writer reaches answers 200 on each. Needs `npm install`
// (which builds the packages) at the repository root.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient, NotFoundError, ResponseTooLargeError, ServerError, TimeoutError } from "@jobs-toolkit/sdk";

const root = fileURLToPath(new URL("..", import.meta.url));
const runtime = globalThis.Deno ? "deno" : globalThis.Bun ? "bun" : "node";
const version = { deno: globalThis.Deno?.version.deno, bun: globalThis.Bun?.version, node: process.versions.node }[
  runtime
];
/** How this runtime starts a bin: Deno with the permissions the READMEs document and no more. */
const RUN_BIN = {
  node: [process.execPath],
  bun: [process.execPath],
  deno: [process.execPath, "run", "--allow-net", "--allow-read", "--allow-env"],
}[runtime];
const BINS = {
  server: "mock-server/bin/jobs-mock-server.js",
  cli: "cli/bin/jobs-cli.js",
  conformance: "conformance/bin/jobs-conformance.js",
};
// Deeper than Deno 2.9's JSON writer reaches (5,371), as the request that broke the log was.
const DEEP_BODY = `${"[".repeat(5_700)}${"]".repeat(5_700)}`;
const JOB = {
  title: "Registered Nurse",
  description: "<p>Day shifts.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@example.org",
};

/** Runs one named check, printing its name and how long it took. */
async function check(name, body) {
  const started = performance.now();
  await body();
  process.stdout.write(`ok ${runtime} ${version}: ${name} (${Math.round(performance.now() - started)} ms)\n`);
}

/** The longest a bin may take here: a hang fails the step instead of holding CI. */
const BIN_LIMIT_MS = 300_000;

/** Runs a bin with this runtime to its end (no stdin, as from cron or CI); resolves its exit code and output. */
async function runBin(bin, args) {
  const child = spawn(RUN_BIN[0], [...RUN_BIN.slice(1), join(root, BINS[bin]), ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const limit = setTimeout(() => child.kill("SIGKILL"), BIN_LIMIT_MS);
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, "close");
  clearTimeout(limit);
  return { code, output };
}

/** Starts the server bin on a free port; resolves its origin and a stop function. */
async function startServer() {
  const child = spawn(RUN_BIN[0], [...RUN_BIN.slice(1), join(root, BINS.server), "--port", "0", "--empty"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Read with a listener to the end: leaving a `for await` would close the pipe the server
  // still writes its next lines to.
  let output = "";
  const origin = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) {
        resolve(listening[1]);
      }
    });
    child.on("close", () => reject(new Error(`the server bin ended before listening:\n${output}`)));
  });
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "close");
    },
  };
}

/** Sends the deep body, then reads the request log through `send`; the log must answer 200 with it as text. */
async function deepBodyIsLogged(send) {
  const refused = await send("/api/v1.1/jobs", {
    method: "POST",
    headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
    body: DEEP_BODY,
  });
  assert.ok(refused.status >= 400 && refused.status < 500, `the deep body answered ${refused.status}`);
  const log = await send("/__admin/requests?limit=5");
  assert.equal(log.status, 200, await log.clone().text());
  assert.equal((await log.json()).data[0].body, DEEP_BODY);
}

await check("core fetch: create, read, deep body in the request log", async () => {
  const server = createJobsServer();
  const send = (path, init) => server.fetch(new Request(`http://jobs.test${path}`, init));
  const created = await send("/api/v1.1/jobs", {
    method: "POST",
    headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
    body: JSON.stringify(JOB),
  });
  assert.equal(created.status, 201);
  const { id } = await created.json();
  const read = await send(`/api/v1.1/jobs/${id}`, { headers: { "API-Key": "demo-key-1" } });
  assert.equal((await read.json()).title, JOB.title);
  await deepBodyIsLogged(send);
});

const server = await startServer();
try {
  await check("server bin: deep body in the request log over HTTP", () =>
    deepBodyIsLogged((path, init) => fetch(`${server.origin}${path}`, init)),
  );

  await check("SDK against the server bin: calls, errors, retries, timeouts, caps, abort", async () => {
    const client = createJobsClient({ baseUrl: server.origin, apiKey: "demo-key-1", maxRetries: 1 });
    const job = await client.jobs.create(JOB);
    assert.equal((await client.jobs.get(job.id)).title, JOB.title);
    const headers = [];
    for await (const header of client.jobs.listAll({ pageSize: 1 })) {
      headers.push(header);
    }
    assert.deepEqual(
      headers.map((header) => header.id),
      [job.id],
    );
    await assert.rejects(client.jobs.get(2_147_483_647), NotFoundError);
    const slow = { headers: { Prefer: "scenario=unavailable" } };
    const failing = createJobsClient({ baseUrl: server.origin, apiKey: "demo-key-1", maxRetries: 1, ...slow });
    await assert.rejects(failing.jobs.get(job.id), ServerError);
    const hurried = createJobsClient({
      baseUrl: server.origin,
      apiKey: "demo-key-1",
      timeoutMs: 50,
      maxRetries: 0,
      headers: { Prefer: "scenario=slow" },
    });
    await assert.rejects(hurried.jobs.get(job.id), TimeoutError);
    const capped = createJobsClient({ baseUrl: server.origin, apiKey: "demo-key-1", maxResponseBytes: 64 });
    await assert.rejects(capped.jobs.get(job.id), ResponseTooLargeError);
    await assert.rejects(client.jobs.get(job.id, { signal: AbortSignal.abort() }), { name: "AbortError" });
    await client.jobs.delete(job.id);
  });

  await check("CLI bin: lists jobs as JSON", async () => {
    const { code, output } = await runBin("cli", [
      "--base-url",
      server.origin,
      "--api-key",
      "demo-key-1",
      "--json",
      "jobs",
      "list",
    ]);
    assert.equal(code, 0, output);
    assert.ok(Array.isArray(JSON.parse(output).data ?? JSON.parse(output)), output);
  });

  await check("conformance bin: a short reference run passes", async () => {
    const { code, output } = await runBin("conformance", [
      "--base-url",
      server.origin,
      "--api-key",
      "demo-key-1",
      "--api-key",
      "demo-key-2",
      "--profile",
      "reference",
      "--runs",
      "3",
    ]);
    assert.equal(code, 0, output);
  });
} finally {
  await server.stop();
}
