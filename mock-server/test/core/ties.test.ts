/**
 * paging.ties: jobs published at the same instant (created in the same second; the server
 * keeps whole seconds) list lowest id first under `older-first`, highest id first by
 * default, whatever the filter and whether their dates move (auto-refresh).
 */
import type { Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { callCore } from "../support/call-core.js";
import { type Harness, useHarness } from "../support/harness.js";
import { createJob, validJob } from "../support/jobs.js";

const DAY = 86_400;
const START = Date.parse("2026-01-01T00:00:00Z") / 1000;
const OLDER_FIRST: Dialect = { paging: { ties: "older-first" } };

const idsOf = async (harness: Harness, query = "") => {
  const reply = await harness.request("GET", `/api/v1.1/jobs?pageSize=100${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data.map((job: { id: number }) => job.id);
};

/** Creates jobs all in the clock's current second; returns their ids, lowest first. */
const createTied = async (harness: Harness, bodies: Array<Record<string, unknown>>) => {
  const ids: number[] = [];
  for (const body of bodies) {
    ids.push((await createJob(harness, body)).id);
  }
  return ids;
};

describe.each([
  ["older-first", OLDER_FIRST, (ids: Array<number | undefined>) => ids],
  ["newer-first (the default)", {}, (ids: Array<number | undefined>) => [...ids].reverse()],
] as const)("ties listed %s", (_name, dialect, ordered) => {
  const harness = useHarness("msw", { dialect });

  it("orders a plain list, a status's list and a search's list", async () => {
    harness.server.clock.set(START);
    const ids = await createTied(harness, [
      { title: "Nurse A", status: "active" },
      { title: "Clerk B", status: "active" },
      { title: "Nurse C", status: "active" },
      { title: "Nurse D", status: "draft" },
    ]);
    const [a, b, c, d] = ids;
    expect(await idsOf(harness)).toEqual(ordered(ids));
    expect(await idsOf(harness, "&status=active")).toEqual(ordered([a, b, c]));
    expect(await idsOf(harness, "&q=nurse")).toEqual(ordered([a, c, d]));
    expect(await idsOf(harness, "&q=nurse&status=active")).toEqual(ordered([a, c]));
    // A page boundary falls between tied jobs.
    const first = await harness.request("GET", "/api/v1.1/jobs?pageSize=3&page=2");
    expect(first.body.data.map((job: { id: number }) => job.id)).toEqual(ordered(ids).slice(3));
  });

  it("orders auto-refreshing jobs whose dates tie, with each other and with a fixed job", async () => {
    harness.server.clock.set(START - DAY);
    const [d] = await createTied(harness, [{ title: "Nurse D", status: "active", autoRefresh: true }]);
    harness.server.clock.set(START);
    const [a, b] = await createTied(harness, [
      { title: "Nurse A", status: "active", autoRefresh: true },
      { title: "Nurse B", status: "active", autoRefresh: true },
    ]);
    // A week on, both report the date a job created then has; D reports a day before.
    harness.server.clock.set(START + 7 * DAY);
    const [c] = await createTied(harness, [{ title: "Nurse C", status: "active" }]);
    const ids = [...ordered([a, b, c]), d];
    // At that very second (their refresh instant) and an hour on.
    expect(await idsOf(harness)).toEqual(ids);
    harness.server.clock.set(START + 7 * DAY + 3600);
    expect(await idsOf(harness)).toEqual(ids);
    expect(await idsOf(harness, "&status=active")).toEqual(ids);
    expect(await idsOf(harness, "&q=nurse")).toEqual(ids);
  });
});

/** GET, or POST when there is a body; the parsed answer. */
const call = (server: JobsServer, url: string, body?: unknown) =>
  callCore(server, body === undefined ? "GET" : "POST", url, body).body;

const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

const jobArb = fc.record({
  /** Whole weeks (and maybe a day) after START: many jobs, moving or not, tie. */
  writtenAt: fc.integer({ min: 0, max: 6 }).chain((weeks) => fc.constantFrom(weeks * 7 * DAY, weeks * 7 * DAY + DAY)),
  autoRefresh: fc.boolean(),
  status: fc.constantFrom("active", "active", "draft", "archived"),
  closesAfterDays: fc.integer({ min: 1, max: 60 }),
  title: fc.constantFrom("Nurse", "Driver"),
});

it("orders every page of older-first lists by publishDate, then lowest id", () => {
  fc.assert(
    fc.property(
      fc.array(jobArb, { minLength: 1, maxLength: 30 }),
      // Often at a refresh instant of jobs written on a whole week or a day after.
      fc.oneof(
        fc.integer({ min: 0, max: 80 * DAY }),
        fc.integer({ min: 0, max: 11 }).chain((weeks) => fc.constantFrom(weeks * 7 * DAY, weeks * 7 * DAY + DAY)),
      ),
      fc.constantFrom(undefined, "active", "draft"),
      fc.constantFrom(undefined, "nurse"),
      fc.integer({ min: 1, max: 5 }),
      (jobs, clock, status, q, pageSize) => {
        const server = createJobsServer({ dialect: OLDER_FIRST });
        for (const job of [...jobs].sort((left, right) => left.writtenAt - right.writtenAt)) {
          server.clock.set(START + job.writtenAt);
          const { closesAfterDays, writtenAt, ...fields } = job;
          call(server, "/api/v1.1/jobs", {
            ...validJob(fields),
            closeDate: iso(START + writtenAt + closesAfterDays * DAY),
          });
        }
        server.clock.set(START + clock);
        const all: Array<{ id: number }> = call(server, "/api/v1.1/jobs?pageSize=100").data;
        const expected = all
          .map((job) => call(server, `/api/v1.1/jobs/${job.id}`))
          .filter((job) => (!status || job.status === status) && (!q || job.title.toLowerCase().includes(q)))
          .sort((left, right) => right.publishDate.localeCompare(left.publishDate) || left.id - right.id)
          .map((job) => job.id);
        const query = `${status ? `&status=${status}` : ""}${q ? `&q=${q}` : ""}`;
        const listed: number[] = [];
        for (let page = 1; (page - 1) * pageSize < expected.length; page += 1) {
          const reply = call(server, `/api/v1.1/jobs?pageSize=${pageSize}&page=${page}${query}`);
          listed.push(...reply.data.map((job: { id: number }) => job.id));
        }
        expect(listed).toEqual(expected);
      },
    ),
    { numRuns: 100 },
  );
});
