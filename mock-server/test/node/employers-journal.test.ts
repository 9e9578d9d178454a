import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { startServer } from "../../src/node/start.js";
import { validJob } from "../support/jobs.js";

const post = (url: string, path: string, body: unknown, key?: string) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "api-key": key } : {}) },
    body: JSON.stringify(body),
  });

it("keeps employers made on demand, their resets, removals and seeded jobs in the --data journal", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-employers-")), "state.jsonl");
  const first = await startServer({ port: 0, dataFile: file });
  first.server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
  const kept = (await (await post(first.url, "/__admin/employers", { name: "Kept", plan: "unlimited" })).json()) as {
    id: number;
    apiKey: string;
  };
  const emptied = first.server.createEmployer({ name: "Emptied", plan: "standard" });
  const removed = first.server.createEmployer({ name: "Removed", plan: "standard", ttlSeconds: 3600 });
  await post(first.url, `/__admin/employers/${kept.id}/jobs`, {
    publishDate: "2026-10-01T00:00:00Z",
    job: validJob({ referenceId: "KEPT", status: "active" }),
  });
  await post(first.url, "/api/v1.1/jobs", validJob({ referenceId: "EMPTIED" }), emptied.apiKey);
  await post(first.url, "/api/v1.1/jobs", validJob({ referenceId: "REMOVED" }), removed.apiKey);
  await post(first.url, `/__admin/employers/${emptied.id}/reset`, {});
  await fetch(`${first.url}/__admin/employers/${removed.id}`, { method: "DELETE" });
  await first.close();

  const events = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line).type);
  expect(events).toEqual(expect.arrayContaining(["employer", "employer-reset", "employer-removed"]));

  const second = await startServer({ port: 0, dataFile: file });
  try {
    const state = second.server.exportState();
    expect(state.employers.map((employer) => employer.name)).toEqual([
      "Northshore Health",
      "Prairie Freight Co.",
      "Kept",
      "Emptied",
    ]);
    expect(state.jobs.map((job) => [job.referenceId, job.publishDate])).toEqual([["KEPT", "2026-10-01T00:00:00Z"]]);
    const listed = await fetch(`${second.url}/api/v1.1/jobs`, { headers: { "api-key": kept.apiKey } });
    expect(((await listed.json()) as { paging: { total: number } }).paging.total).toBe(1);
    expect((await fetch(`${second.url}/api/v1.1/jobs`, { headers: { "api-key": removed.apiKey } })).status).toBe(401);
  } finally {
    await second.close();
  }
});

it("keeps a time to live through the journal and expires the employer after a restart", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-employers-")), "state.jsonl");
  const first = await startServer({ port: 0, dataFile: file });
  // Through the controls, so the journal keeps the stopped clock too.
  await fetch(`${first.url}/__admin/clock`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: '{"now":"2026-11-21T15:00:00Z"}',
  });
  const tenant = first.server.createEmployer({ name: "Brief", plan: "standard", ttlSeconds: 60 });
  await first.close();

  const second = await startServer({ port: 0, dataFile: file });
  try {
    expect(second.server.employers().find((employer) => employer.id === tenant.id)?.expiresAt).toBe(
      "2026-11-21T15:01:00Z",
    );
    second.server.clock.advance(60);
    expect((await fetch(`${second.url}/api/v1.1/jobs`, { headers: { "api-key": tenant.apiKey } })).status).toBe(401);
    expect(second.server.exportState().employers.map((employer) => employer.id)).not.toContain(tenant.id);
  } finally {
    await second.close();
  }
});

it("imports a state holding an employer's time to live, and refuses one that is not a date", async () => {
  const { server, close } = await startServer({ port: 0 });
  try {
    // Before the imported time to live ends, whatever the day the suite runs.
    server.clock.set(Date.parse("2027-05-01T00:00:00Z") / 1000);
    const state = server.exportState();
    const employer = { id: 9, name: "Imported", plan: "standard" as const, apiKeys: ["imported-key"] };
    server.importState({
      ...state,
      employers: [...state.employers, { ...employer, expiresAt: "2030-01-01T00:00:00Z" }],
    });
    expect(server.employers().at(-1)).toEqual({ ...employer, expiresAt: "2030-01-01T00:00:00Z" });
    expect(() => server.importState({ ...state, employers: [{ ...employer, expiresAt: "later" }] })).toThrow(
      /breaks 1 rule/,
    );
  } finally {
    await close();
  }
});

it("replays a removal or a reset of an employer the configuration no longer has without failing", async () => {
  const { server, close } = await startServer({ port: 0 });
  try {
    server.apply({ type: "employer-removed", id: 77 });
    server.apply({ type: "employer-reset", id: 77 });
    expect(server.employers().map((employer) => employer.id)).toEqual([1, 2]);
  } finally {
    await close();
  }
});

it("gives no removed employer's id again after a restart that compacted the journal", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "jobs-employers-")), "state.jsonl");
  const first = await startServer({ port: 0, dataFile: file });
  const removed = first.server.createEmployer({ name: "Removed", plan: "standard" });
  first.server.deleteEmployer(removed.id);
  await first.close();
  // The second start compacts the journal into one snapshot, which no longer holds the employer.
  await (await startServer({ port: 0, dataFile: file })).close();

  const third = await startServer({ port: 0, dataFile: file });
  try {
    expect(third.server.createEmployer({ name: "Next", plan: "standard" }).id).toBeGreaterThan(removed.id);
  } finally {
    await third.close();
  }
});
