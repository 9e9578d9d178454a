/**
 * Issue 24, the defects that show with a data file or a large state: whatever the server
 * accepted it reopens, valid input never gets a 5xx, and a server that stopped writing
 * keeps answering reads.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OutboxMessage, ServerState } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { bodyText, createCoreRequest, createJobsServer, type JobsServer } from "../../src/index.js";
import { type JournalFs, nodeJournalFs } from "../../src/node/journal.js";
import { type RunningServer, startServer } from "../../src/node/start.js";
import { buildJob } from "../../src/testing/index.js";
import { validJob } from "../support/jobs.js";
import { sendJson } from "../support/send-json.js";

const dataFile = () => join(mkdtempSync(join(tmpdir(), "jobs-tenants-")), "state.jsonl");

const send = (server: RunningServer, method: string, path: string, body?: unknown, key?: string) =>
  sendJson(server.url, method, path, body, key);

function handle(server: JobsServer, method: string, url: string, body?: unknown) {
  const response = server.handle(
    createCoreRequest({
      method,
      url,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, text: bodyText(response) ?? "" };
}

/** A state whose outbox holds `count` e-mails for one job of employer 1, and a tenant with nothing. */
function largeState(count: number): { state: ServerState; tenantId: number } {
  const server = createJobsServer();
  const tenant = server.createEmployer({ name: "Tenant", plan: "standard" });
  const job = server.seedJob(1, {
    job: buildJob({ applicantRoutingType: { id: 1 }, applicationEmail: "jobs@northshore-health.ca" }),
  });
  const message: OutboxMessage = {
    to: "jobs@northshore-health.ca",
    jobId: job.id,
    subject: `Application for ${job.title} (job ${job.id})`,
    applicant: { name: "Ada Applicant", email: "ada@example.org" },
    sentAt: "2026-11-21T15:00:00Z",
  };
  return {
    state: { ...server.exportState(), outbox: Array.from({ length: count }, () => message) },
    tenantId: tenant.id,
  };
}

it("defect 6a: reopens a data file where a tenant took the key of a removed demo employer", {
  timeout: 30_000,
}, async () => {
  const file = dataFile();
  const first = await startServer({ port: 0, dataFile: file });
  expect((await send(first, "DELETE", "/__admin/employers/2")).status).toBe(204);
  const tenant = await send(first, "POST", "/__admin/employers", {
    name: "Heir",
    plan: "standard",
    apiKey: "demo-key-2",
  });
  expect(tenant.status).toBe(201);
  await first.close();

  const second = await startServer({ port: 0, dataFile: file });
  try {
    const created = await send(second, "POST", "/api/v1.1/jobs", validJob(), "demo-key-2");
    expect(created.status).toBe(201);
    expect(created.body.employer.id).toBe(tenant.body.id);
  } finally {
    await second.close();
  }
});

it("defect 6b: starts on its own data file holding 130,000 outbox e-mails", { timeout: 60_000 }, async () => {
  const file = dataFile();
  const { state } = largeState(130_000);
  writeFileSync(file, `${JSON.stringify({ type: "state", state })}\n`);
  const server = await startServer({ port: 0, dataFile: file });
  try {
    expect(server.server.outbox()).toHaveLength(130_000);
  } finally {
    await server.close();
  }
});

it("defect 7: imports a state's own export with 130,000 outbox e-mails, then removes a tenant", () => {
  const { state, tenantId } = largeState(130_000);
  const server = createJobsServer();
  expect(handle(server, "PUT", "/__admin/state", state).status).toBe(204);
  expect(server.outbox()).toHaveLength(130_000);
  expect(handle(server, "DELETE", `/__admin/employers/${tenantId}`).status).toBe(204);
  expect(server.employers().map((employer) => employer.id)).not.toContain(tenantId);
});

it("defect 7: a tenant removed from a large state stays removed after a restart", { timeout: 60_000 }, async () => {
  const file = dataFile();
  const { state, tenantId } = largeState(130_000);
  writeFileSync(file, `${JSON.stringify({ type: "state", state })}\n`);
  const first = await startServer({ port: 0, dataFile: file });
  expect((await send(first, "DELETE", `/__admin/employers/${tenantId}`)).status).toBe(204);
  await first.close();
  const second = await startServer({ port: 0, dataFile: file });
  try {
    expect(second.server.employers().map((employer) => employer.id)).not.toContain(tenantId);
  } finally {
    await second.close();
  }
});

/** The real file system, failing every append from the `failAt`-th write on. */
function failingFs(failAt: number): JournalFs {
  let writes = 0;
  return {
    ...nodeJournalFs,
    openAppend: async (file) => {
      const real = await nodeJournalFs.openAppend(file);
      return {
        write: async (buffer, offset, length) => {
          writes += 1;
          if (writes >= failAt) {
            throw new Error("EIO: i/o error (injected)");
          }
          return real.write(buffer, offset, length);
        },
        datasync: () => real.datasync(),
        truncate: (length) => real.truncate(length),
        close: () => real.close(),
      };
    },
  };
}

it("defect 8: keeps answering reads when a tenant's time runs out after writes were refused", {
  timeout: 30_000,
}, async () => {
  // Real time moves on its own, with nothing to record: the clock is never set here.
  let realNow = Date.parse("2026-11-21T15:00:00Z");
  const server = await startServer({
    port: 0,
    dataFile: dataFile(),
    journalFs: failingFs(2),
    warn: () => {},
    now: () => realNow,
  });
  try {
    const tenant = await send(server, "POST", "/__admin/employers", {
      name: "Brief",
      plan: "standard",
      ttlSeconds: 60,
    });
    expect(tenant.status).toBe(201);
    expect((await send(server, "POST", "/api/v1.1/jobs", validJob(), "demo-key-1")).status).toBe(503);
    expect(server.server.writesRefused).toBeDefined();
    realNow += 3_600_000;
    expect((await send(server, "GET", "/api/v1.1/jobs", undefined, "demo-key-1")).status).toBe(200);
    expect((await send(server, "GET", "/__admin/employers")).status).toBe(200);
  } finally {
    await server.close();
  }
});
