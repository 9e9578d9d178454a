/**
 * Issue 24: random sequences of what parallel and careless test suites do with tenants
 * (keys of every shape, times to live, seeded jobs, applications, resets, removals,
 * imports of older exports, clock moves, restarts on a data file), against a real
 * server. After every sequence: no key answers as two employers, no id was handed out
 * twice, a restart gives back the same state, and nothing of a removed tenant remains.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerState } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/node/start.js";
import { buildJob } from "../../src/testing/index.js";
import { type JsonReply, sendJson } from "../support/send-json.js";

type Op =
  | { kind: "create"; key: "generated" | "plain" | "padded" | "taken"; pick: number; ttl: number | null }
  | { kind: "seed"; pick: number; newPlace: boolean }
  | { kind: "apply"; pick: number }
  | { kind: "delete-job"; pick: number }
  | { kind: "reset"; pick: number }
  | { kind: "remove"; pick: number }
  | { kind: "export" }
  | { kind: "import"; pick: number }
  | { kind: "advance"; seconds: number }
  | { kind: "restart" };

const pick = fc.nat(1_000);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("create" as const),
    key: fc.constantFrom("generated", "plain", "padded", "taken"),
    pick,
    ttl: fc.option(fc.integer({ min: 30, max: 900 })),
  }),
  fc.record({ kind: fc.constant("seed" as const), pick, newPlace: fc.boolean() }),
  fc.record({ kind: fc.constant("apply" as const), pick }),
  fc.record({ kind: fc.constant("delete-job" as const), pick }),
  fc.record({ kind: fc.constant("reset" as const), pick }),
  fc.record({ kind: fc.constant("remove" as const), pick }),
  fc.record({ kind: fc.constant("export" as const) }),
  fc.record({ kind: fc.constant("import" as const), pick }),
  fc.record({ kind: fc.constant("advance" as const), seconds: fc.integer({ min: 1, max: 900 }) }),
  fc.record({ kind: fc.constant("restart" as const) }),
);

interface Tenant {
  id: number;
  apiKey: string;
}

/** One sequence's server, what it handed out, and the exports taken along the way. */
class Run {
  server: RunningServer;
  readonly file: string;
  readonly tenants: Tenant[] = [];
  readonly employerIds = new Set<number>();
  readonly jobIds = new Set<number>();
  readonly snapshots: ServerState[] = [];
  made = 0;

  constructor(server: RunningServer, file: string) {
    this.server = server;
    this.file = file;
  }

  send(method: string, path: string, body?: unknown, key?: string): Promise<JsonReply> {
    return sendJson(this.server.url, method, path, body, key);
  }

  async state(): Promise<ServerState> {
    const reply = await this.send("GET", "/__admin/state");
    expect(reply.status).toBe(200);
    return reply.body;
  }

  alive(state: ServerState): Tenant[] {
    const ids = new Set(state.employers.map((employer) => employer.id));
    return this.tenants.filter((tenant) => ids.has(tenant.id));
  }
}

function chosen<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

async function apply(run: Run, op: Op): Promise<void> {
  const state = await run.state();
  const tenant = "pick" in op ? chosen(run.alive(state), op.pick) : undefined;
  switch (op.kind) {
    case "create": {
      const existing = state.employers.flatMap((employer) => employer.apiKeys);
      const taken = chosen(existing, op.pick) ?? "demo-key-1";
      run.made += 1;
      const apiKey = {
        generated: undefined,
        plain: `tenant-${run.made}-${op.pick}`,
        padded: [` ${taken}`, `${taken}\n`, `\t${taken}`, ` ${taken} `][op.pick % 4],
        taken,
      }[op.key];
      const reply = await run.send("POST", "/__admin/employers", {
        name: `Tenant ${run.made}`,
        plan: "unlimited",
        ...(apiKey === undefined ? {} : { apiKey }),
        ...(op.ttl === null ? {} : { ttlSeconds: op.ttl }),
      });
      const expected = { generated: 201, plain: 201, padded: 422, taken: 409 }[op.key];
      expect(reply.status, JSON.stringify(reply.body)).toBe(expected);
      if (reply.status === 201) {
        expect(run.employerIds.has(reply.body.id), `employer id ${reply.body.id} handed out twice`).toBe(false);
        run.employerIds.add(reply.body.id);
        run.tenants.push({ id: reply.body.id, apiKey: reply.body.apiKey });
      }
      return;
    }
    case "seed": {
      if (!tenant) {
        return;
      }
      const place = op.newPlace ? `Hamlet ${tenant.id}-${run.jobIds.size}, NU` : "Toronto, ON";
      const job = buildJob(
        { locations: [{ description: place }], applicantRoutingType: { id: 1 }, applicationEmail: "jobs@example.org" },
        { seed: run.jobIds.size + 1 },
      );
      const reply = await run.send("POST", `/__admin/employers/${tenant.id}/jobs`, { job });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(run.jobIds.has(reply.body.id), `job id ${reply.body.id} handed out twice`).toBe(false);
      run.jobIds.add(reply.body.id);
      return;
    }
    case "apply":
    case "delete-job": {
      const job = chosen(
        state.jobs.filter((stored) => run.tenants.some((made) => made.id === stored.employerId)),
        op.pick,
      );
      if (!job) {
        return;
      }
      if (op.kind === "apply") {
        const reply = await run.send("POST", `/__admin/jobs/${job.id}/applications`, {
          name: "Ada Applicant",
          email: "ada@example.org",
        });
        expect(reply.status).toBe(202);
      } else {
        const owner = run.tenants.find((made) => made.id === job.employerId);
        expect((await run.send("DELETE", `/api/v1.1/jobs/${job.id}`, undefined, owner?.apiKey)).status).toBe(204);
      }
      return;
    }
    case "reset":
    case "remove":
      if (tenant) {
        const path = `/__admin/employers/${tenant.id}${op.kind === "reset" ? "/reset" : ""}`;
        expect(
          (await run.send(op.kind === "reset" ? "POST" : "DELETE", path, op.kind === "reset" ? {} : undefined)).status,
        ).toBe(204);
      }
      return;
    case "export":
      run.snapshots.push(state);
      return;
    case "import": {
      const snapshot = chosen(run.snapshots, op.pick);
      if (snapshot) {
        expect((await run.send("PUT", "/__admin/state", snapshot)).status).toBe(204);
      }
      return;
    }
    case "advance":
      expect((await run.send("POST", "/__admin/clock/advance", { seconds: op.seconds })).status).toBe(200);
      return;
    case "restart": {
      const before = await run.state();
      await run.server.close();
      run.server = await startServer({ port: 0, dataFile: run.file });
      expect(await run.state()).toEqual(before);
      return;
    }
  }
}

/** The invariants every sequence must leave true. */
async function check(run: Run): Promise<void> {
  const state = await run.state();
  const keys = state.employers.flatMap((employer) => employer.apiKeys.map((key) => key.trim()));
  expect(new Set(keys).size, "a key belongs to two employers").toBe(keys.length);
  for (const tenant of run.alive(state)) {
    const reply = await run.send("POST", "/api/v1.1/jobs", buildJob({ referenceId: null }), tenant.apiKey);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.employer.id).toBe(tenant.id);
    await run.send("DELETE", `/api/v1.1/jobs/${reply.body.id}`, undefined, tenant.apiKey);
  }
  const alive = new Set(state.employers.map((employer) => employer.id));
  const gone = run.tenants.filter((tenant) => !alive.has(tenant.id)).map((tenant) => tenant.id);
  const isGone = (id: number | null | undefined) => id !== null && id !== undefined && gone.includes(id);
  expect(state.jobs.filter((job) => isGone(job.employerId))).toEqual([]);
  expect(state.locations.filter((location) => location.employerIds?.some(isGone))).toEqual([]);
  expect(state.locations.filter((location) => gone.some((id) => location.name.startsWith(`Hamlet ${id}-`)))).toEqual(
    [],
  );
  expect(state.outbox.filter((message) => isGone(message.employerId))).toEqual([]);
  const logged = await run.send("GET", "/__admin/requests?limit=1000");
  expect(logged.body.data.filter((request: { employerId: number | null }) => isGone(request.employerId))).toEqual([]);
  const before = await run.state();
  await run.server.close();
  run.server = await startServer({ port: 0, dataFile: run.file });
  expect(await run.state(), "a restart gives back another state").toEqual(before);
}

it("keeps tenants apart through any sequence of what test suites do to them", { timeout: 240_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
      const file = join(mkdtempSync(join(tmpdir(), "jobs-sequences-")), "state.jsonl");
      const run = new Run(await startServer({ port: 0, dataFile: file }), file);
      try {
        await run.send("PUT", "/__admin/clock", { now: "2026-11-21T15:00:00Z" });
        for (const op of ops) {
          await apply(run, op);
        }
        await check(run);
      } finally {
        await run.server.close();
      }
    }),
    { numRuns: 40 },
  );
});
