/**
 * A search (`q`) is served from lists the shelf keeps per recent term and updates on every
 * write. Whatever writes, clock moves and other searches come between, a search must list
 * exactly what the plain list, filtered by hand, shows: checked against it after random
 * sequences of creates, updates, archives, deletes, clock moves and searches for more
 * terms than the shelf keeps.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { callCore } from "../support/call-core.js";
import { validJob } from "../support/jobs.js";

const DAY = 86_400;
const START = Date.parse("2026-01-01T00:00:00Z") / 1000;
const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
/** More terms than the shelf keeps, so some drop out and are built again. */
const TERMS = ["nurse", "NIGHT", "ur", "driver", "ref-", "e", "clerk", "x", "-1", "night nurse", "ni"];

interface Header {
  id: number;
  title: string;
  referenceId: string | null;
  status: string;
}

/** Every header a list query gives, page by page, and the total it reports. */
function listAll(server: JobsServer, query: string, pageSize: number): { total: number; headers: Header[] } {
  const headers: Header[] = [];
  let total = 0;
  for (let page = 1; page === 1 || (page - 1) * pageSize < total; page += 1) {
    const reply = callCore(server, "GET", `/api/v1.1/jobs?pageSize=${pageSize}&page=${page}${query}`);
    total = reply.body.paging.total;
    headers.push(...reply.body.data);
  }
  return { total, headers };
}

const create = fc.record({
  kind: fc.constant("create" as const),
  title: fc.constantFrom("Nurse", "Night nurse", "Driver", "Clerk", "Night driver"),
  referenceId: fc.option(fc.constantFrom("ref-1", "ref-2", "NURSE-POOL", "x-1"), { nil: undefined }),
  status: fc.constantFrom("active", "draft", "archived"),
  autoRefresh: fc.boolean(),
});
const search = fc.record({
  kind: fc.constant("search" as const),
  term: fc.constantFrom(...TERMS),
  status: fc.constantFrom(undefined, "active", "draft", "archived"),
  pageSize: fc.integer({ min: 1, max: 7 }),
});
// Writes and searches interleave, so most writes land on a term's kept lists.
const operation = fc.oneof(
  { arbitrary: create, weight: 3 },
  { arbitrary: search, weight: 3 },
  fc.record({
    kind: fc.constant("retitle" as const),
    pick: fc.nat(),
    title: fc.constantFrom("Nurse", "Driver", "Clerk"),
  }),
  fc.record({ kind: fc.constant("archive" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("clock" as const), seconds: fc.integer({ min: -3 * DAY, max: 10 * DAY }) }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Applies a write or a clock move; the ids of the jobs that exist go along. */
function apply(server: JobsServer, ids: number[], step: Exclude<Operation, { kind: "search" }>): void {
  const id = ids.length === 0 || step.kind === "create" || step.kind === "clock" ? 0 : ids[step.pick % ids.length];
  if (step.kind === "create") {
    const { kind: _, ...fields } = step;
    const body = { ...validJob(fields), closeDate: iso(server.clock.now() + 20 * DAY) };
    const reply = callCore(server, "POST", "/api/v1.1/jobs", body);
    // A referenceId already taken is a 409, which changes nothing: that is fine here.
    expect([201, 409]).toContain(reply.status);
    if (reply.status === 201) {
      ids.push(reply.body.id);
    }
  } else if (step.kind === "clock") {
    server.clock.set(server.clock.now() + step.seconds);
  } else if (id !== undefined && id > 0) {
    if (step.kind === "delete") {
      expect(callCore(server, "DELETE", `/api/v1.1/jobs/${id}`).status).toBe(204);
      ids.splice(ids.indexOf(id), 1);
    } else {
      const change = step.kind === "archive" ? { status: "archived" } : { title: step.title };
      expect(callCore(server, "PUT", `/api/v1.1/jobs/${id}`, change).status).toBe(200);
    }
  }
}

it("lists what the plain list holds for the term, after any writes, clock moves and other searches", () => {
  fc.assert(
    fc.property(fc.array(operation, { minLength: 20, maxLength: 80, size: "max" }), (steps) => {
      const server = createJobsServer();
      server.clock.set(START);
      const ids: number[] = [];
      for (const step of steps) {
        if (step.kind !== "search") {
          apply(server, ids, step);
          continue;
        }
        const status = step.status ? `&status=${step.status}` : "";
        const term = step.term.toLowerCase();
        const expected = listAll(server, status, 100).headers.filter(
          (job) => job.title.toLowerCase().includes(term) || (job.referenceId ?? "").toLowerCase().includes(term),
        );
        const searched = listAll(server, `&q=${encodeURIComponent(step.term)}${status}`, step.pageSize);
        expect(searched.total).toBe(expected.length);
        expect(searched.headers).toEqual(expected);
      }
    }),
    { numRuns: 40 },
  );
});

it("builds a search again, right, once more writes than jobs came since it was last read", () => {
  const server = createJobsServer();
  server.clock.set(START);
  const ids = ["Nurse", "Driver", "Night nurse"].map(
    (title) => callCore(server, "POST", "/api/v1.1/jobs", { ...validJob({ title }), status: "active" }).body.id,
  );
  const titles = () => listAll(server, "&q=nurse", 2).headers.map((job) => job.title);
  expect(titles()).toEqual(["Night nurse", "Nurse"]);
  // Each update is two writes (out, then in): enough to drop the kept search.
  for (let round = 0; round < 600; round += 1) {
    expect(
      callCore(server, "PUT", `/api/v1.1/jobs/${ids[1]}`, { title: round % 2 ? "Driver" : "Nurse driver" }).status,
    ).toBe(200);
  }
  callCore(server, "DELETE", `/api/v1.1/jobs/${ids[0]}`);
  expect(titles()).toEqual(["Night nurse"]);
  callCore(server, "PUT", `/api/v1.1/jobs/${ids[1]}`, { title: "Nurse driver" });
  expect(titles()).toEqual(["Night nurse", "Nurse driver"]);
});
