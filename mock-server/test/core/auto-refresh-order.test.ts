/**
 * Lists with auto-refreshing jobs are ordered by the publishDate each job reports at the
 * time of the list, whatever the clock did since the jobs were written: checked against
 * a plain sort of what GET by id reports, with the clock moved forward, back and past
 * closeDates, on every filter and at every offset.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { JobStore } from "../../src/core/domain/store.js";
import { createJobsServer, DEMO_EMPLOYERS } from "../../src/index.js";
import { callCore } from "../support/call-core.js";
import { validJob } from "../support/jobs.js";

const DAY = 86_400;
const START = Date.parse("2026-01-01T00:00:00Z") / 1000;
const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

const jobArb = fc.record({
  /** Seconds after START the job is written at. */
  writtenAt: fc.integer({ min: 0, max: 40 * DAY }),
  autoRefresh: fc.boolean(),
  status: fc.constantFrom("active", "active", "draft", "archived"),
  /** Days after writing it closes. */
  closesAfterDays: fc.integer({ min: 1, max: 60 }),
  title: fc.constantFrom("Nurse", "Driver", "Clerk"),
});

it("orders every page by the publishDate each job reports now", () => {
  fc.assert(
    fc.property(
      fc.array(jobArb, { minLength: 1, maxLength: 40 }),
      fc.array(fc.integer({ min: -20 * DAY, max: 120 * DAY }), { minLength: 1, maxLength: 5 }),
      fc.constantFrom(undefined, "active", "draft"),
      fc.constantFrom(undefined, "nurse"),
      fc.integer({ min: 1, max: 7 }),
      (jobs, clocks, status, q, pageSize) => {
        const server = createJobsServer();
        const sorted = [...jobs].sort((left, right) => left.writtenAt - right.writtenAt);
        for (const job of sorted) {
          server.clock.set(START + job.writtenAt);
          const created = callCore(server, "POST", "/api/v1.1/jobs", {
            ...validJob({ title: job.title }),
            status: job.status,
            autoRefresh: job.autoRefresh,
            closeDate: iso(START + job.writtenAt + job.closesAfterDays * DAY),
          });
          expect(created.status).toBe(201);
        }
        for (const clock of clocks) {
          server.clock.set(START + clock);
          const ids: number[] = callCore(server, "GET", "/api/v1.1/jobs?pageSize=100").body.data.map(
            (job: { id: number }) => job.id,
          );
          const expected = ids
            .map((id) => callCore(server, "GET", `/api/v1.1/jobs/${id}`).body)
            .filter((job) => (!status || job.status === status) && (!q || job.title.toLowerCase().includes(q)))
            .sort((left, right) => right.publishDate.localeCompare(left.publishDate) || right.id - left.id)
            .map((job) => [job.id, job.publishDate]);
          const query = `${status ? `&status=${status}` : ""}${q ? `&q=${q}` : ""}`;
          const listed: Array<[number, string]> = [];
          for (let page = 1; (page - 1) * pageSize < Math.max(expected.length, 1); page += 1) {
            const reply = callCore(server, "GET", `/api/v1.1/jobs?pageSize=${pageSize}&page=${page}${query}`);
            expect(reply.body.paging.total).toBe(expected.length);
            listed.push(
              ...reply.body.data.map((job: { id: number; publishDate: string }) => [job.id, job.publishDate]),
            );
          }
          expect(listed).toEqual(expected);
        }
      },
    ),
    { numRuns: 150 },
  );
});

// Counting reads, not time: listing used to sort every auto-refreshing job, 80,000 reads for this page.
it("reads only a page's worth of 20,000 auto-refreshing jobs to list a page", () => {
  const store = new JobStore(DEMO_EMPLOYERS);
  let reads = 0;
  const counted = (fields: object) =>
    new Proxy(fields, {
      get(target, key, receiver) {
        if (key === "publishDate" || key === "closeDate") {
          reads += 1;
        }
        return Reflect.get(target, key, receiver);
      },
    });
  const base = { employerId: 1, referenceId: null, status: "active", confidential: false, autoRefresh: true };
  for (let id = 1; id <= 20_000; id += 1) {
    const publishDate = START - ((id * 7919) % (60 * DAY));
    store.put(
      counted({
        ...base,
        id,
        publishDate,
        sortDate: publishDate,
        closeDate: START + 90 * DAY,
        searchText: "",
        text: new Uint8Array(),
        headerAt: 0,
        dateAt: 0,
        addedLocationIds: [],
      }) as never,
    );
  }
  const now = START + 3 * DAY;
  store.page(1, {}, 0, 20, now);
  reads = 0;
  const { total, items } = store.page(1, {}, 10_000, 20, now + 3_600);
  expect(total).toBe(20_000);
  expect(items).toHaveLength(20);
  expect(reads).toBeLessThan(2_000);
});
