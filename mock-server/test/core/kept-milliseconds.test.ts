/**
 * dates.kept: a deployment that keeps publishDate to the millisecond, while it writes
 * whole seconds, lists jobs made within one second newest first; one that keeps seconds
 * lists them as ties (`paging.ties`). Jobs made at one millisecond, or while the clock
 * stands still, are ties either way. The same over MSW, HTTP and the core's fetch.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { callCore } from "../support/call-core.js";
import { type Harness, TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob, validJob } from "../support/jobs.js";

const SECOND = Date.parse("2026-03-02T09:30:00Z");
const KEPT: Dialect = { dates: { kept: "milliseconds" }, paging: { ties: "older-first" } };
const SECONDS: Dialect = { paging: { ties: "older-first" } };

/** The real time the server reads, in milliseconds: each test sets it before each job. */
let realMs = SECOND;
const now = () => realMs;

const listed = async (harness: Harness) => {
  const reply = await harness.request("GET", "/api/v1.1/jobs?pageSize=100");
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data.map((job: { id: number }) => job.id);
};

/** Creates one job at each of `millis` past SECOND; their ids, in that order. */
const createAt = async (harness: Harness, millis: number[]) => {
  const ids: number[] = [];
  for (const ms of millis) {
    realMs = SECOND + ms;
    const job = await createJob(harness, { title: `Nurse ${ms}` });
    expect(job.publishDate).toBe("2026-03-02T09:30:00Z");
    ids.push(job.id);
  }
  return ids;
};

describe.each(TRANSPORTS)("a dialect keeping milliseconds, over %s", (transport) => {
  const harness = useHarness(transport, { dialect: KEPT, now });

  it("lists jobs made within one second newest first, to the millisecond, whatever order ties take", async () => {
    const [a, b, c] = await createAt(harness, [100, 900, 500]);
    expect(await listed(harness)).toEqual([b, c, a]);
  });

  it("lists jobs made at one millisecond as ties, in the order paging.ties says", async () => {
    const [a, b] = await createAt(harness, [400, 400]);
    expect(await listed(harness)).toEqual([a, b]);
  });

  it("lists jobs made while the clock stands still as ties", async () => {
    harness.server.clock.set(SECOND / 1000);
    const [a, b] = await createAt(harness, [900, 100]);
    expect(await listed(harness)).toEqual([a, b]);
  });

  it("keeps a job's milliseconds through an update and a PUT by referenceId", async () => {
    const [a, b] = await createAt(harness, [800, 200]);
    realMs = SECOND + 950;
    const updated = await harness.request("PUT", `/api/v1.1/jobs/${b}`, { body: { title: "Nurse, updated" } });
    expect(updated.status, updated.text).toBe(200);
    expect(await listed(harness)).toEqual([a, b]);
  });

  it("keeps the milliseconds in the state export, so an import lists the jobs in the same order", async () => {
    const [a, b] = await createAt(harness, [300, 700]);
    const exported = await harness.request("GET", "/__admin/state");
    const dates = exported.body.jobs.map((job: { publishDate: string }) => job.publishDate);
    expect(dates).toEqual(["2026-03-02T09:30:00.300Z", "2026-03-02T09:30:00.700Z"]);
    const copy = createJobsServer({ dialect: SECONDS });
    copy.importState(exported.body);
    const reply = await copy.fetch(
      new Request("http://jobs.test/api/v1.1/jobs", { headers: { "api-key": "demo-key-1" } }),
    );
    expect((await reply.json()).data.map((job: { id: number }) => job.id)).toEqual([b, a]);
  });
});

describe("a dialect keeping seconds (the reference server's own)", () => {
  const harness = useHarness("msw", { dialect: SECONDS, now });

  it("lists jobs made within one second as ties, whatever their milliseconds", async () => {
    const ids = await createAt(harness, [100, 900, 500]);
    expect(await listed(harness)).toEqual(ids);
    const exported = await harness.request("GET", "/__admin/state");
    expect(exported.body.jobs[0].publishDate).toBe("2026-03-02T09:30:00Z");
  });
});

it("lists jobs made within one second newest first through the core's fetch too", async () => {
  realMs = SECOND;
  const server = createJobsServer({ dialect: KEPT, now });
  const ids: number[] = [];
  for (const ms of [100, 900, 500]) {
    realMs = SECOND + ms;
    const reply = await server.fetch(
      new Request("http://jobs.test/api/v1.1/jobs", {
        method: "POST",
        headers: { "api-key": "demo-key-1", "content-type": "application/json" },
        body: JSON.stringify(validJob({ title: `Nurse ${ms}` })),
      }),
    );
    expect(reply.status).toBe(201);
    ids.push((await reply.json()).id);
  }
  const list = await server.fetch(
    new Request("http://jobs.test/api/v1.1/jobs", { headers: { "api-key": "demo-key-1" } }),
  );
  const [a, b, c] = ids;
  expect((await list.json()).data.map((job: { id: number }) => job.id)).toEqual([b, c, a]);
});

const DAY = 86_400;
const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

it("orders every page by publishDate, then by the milliseconds it was published at, then lowest id", () => {
  const jobArb = fc.record({
    /** Whole weeks (and maybe a day) after SECOND: many jobs, moving or not, share a second. */
    writtenAt: fc.integer({ min: 0, max: 6 }).chain((weeks) => fc.constantFrom(weeks * 7 * DAY, weeks * 7 * DAY + DAY)),
    millis: fc.constantFrom(0, 1, 500, 999),
    autoRefresh: fc.boolean(),
    status: fc.constantFrom("active", "active", "draft", "archived"),
    closesAfterDays: fc.integer({ min: 1, max: 60 }),
  });
  fc.assert(
    fc.property(
      fc.array(jobArb, { minLength: 1, maxLength: 30 }),
      fc.integer({ min: 0, max: 80 * DAY }),
      fc.constantFrom(undefined, "active"),
      fc.integer({ min: 1, max: 5 }),
      (jobs, later, status, pageSize) => {
        const server = createJobsServer({ dialect: KEPT, now });
        const millisOf = new Map<number, number>();
        const start = SECOND / 1000;
        for (const job of [...jobs].sort((left, right) => left.writtenAt - right.writtenAt)) {
          realMs = (start + job.writtenAt) * 1000 + job.millis;
          const { closesAfterDays, writtenAt, millis, ...fields } = job;
          const created = callCore(server, "POST", "/api/v1.1/jobs", {
            ...validJob(fields),
            closeDate: iso(start + writtenAt + closesAfterDays * DAY),
          });
          expect(created.status).toBe(201);
          millisOf.set(created.body.id, millis);
        }
        realMs = (start + later) * 1000;
        const expected = [...millisOf.keys()]
          .map((id) => callCore(server, "GET", `/api/v1.1/jobs/${id}`).body)
          .filter((job) => !status || job.status === status)
          .sort(
            (left, right) =>
              right.publishDate.localeCompare(left.publishDate) ||
              (millisOf.get(right.id) ?? 0) - (millisOf.get(left.id) ?? 0) ||
              left.id - right.id,
          )
          .map((job) => job.id);
        const listed: number[] = [];
        for (let page = 1; (page - 1) * pageSize < expected.length; page += 1) {
          const query = `pageSize=${pageSize}&page=${page}${status ? `&status=${status}` : ""}`;
          listed.push(
            ...callCore(server, "GET", `/api/v1.1/jobs?${query}`).body.data.map((job: { id: number }) => job.id),
          );
        }
        expect(listed).toEqual(expected);
      },
    ),
    { numRuns: 100 },
  );
});
