/**
 * Locations added by jobs belong to the employers whose jobs named them: one employer's
 * writes never change how another's valid requests are answered, and one employer can
 * add at most MAX_ADDED_LOCATIONS, so create-and-delete cycles cannot grow memory.
 */
import { describe, expect, it } from "vitest";
import { MAX_ADDED_LOCATIONS, SEEDED_LOCATIONS } from "../../src/core/domain/collections.js";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

const A = "demo-key-1";
const B = "demo-key-2";

async function call(server: JobsServer, key: string, method: string, path: string, body?: unknown) {
  const response = await server.fetch(
    new Request(`http://jobs.test/api/v1.1${path}`, {
      method,
      headers: { "API-Key": key, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? null : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

const named = (...descriptions: string[]) =>
  validJob({ locations: descriptions.map((description) => ({ description })) });

describe("locations one employer adds", () => {
  it("are listed and matched for that employer only", async () => {
    const server = createJobsServer();
    expect((await call(server, A, "POST", "/jobs", named("Tofino, BC"))).status).toBe(201);
    expect((await call(server, A, "GET", "/locations?q=tofino")).body.paging.total).toBe(1);
    expect((await call(server, B, "GET", "/locations?q=tofino")).body.paging.total).toBe(0);
    expect((await call(server, A, "POST", "/jobs", named("Tofino"))).status).toBe(201);
    const other = await call(server, B, "POST", "/jobs", named("Tofino"));
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe("unknown_location");
  });

  it("never make another employer's bare city ambiguous", async () => {
    const server = createJobsServer();
    expect((await call(server, B, "POST", "/jobs", named("Toronto"))).status).toBe(201);
    expect((await call(server, A, "POST", "/jobs", named("Toronto, BC"))).status).toBe(201);
    expect((await call(server, A, "POST", "/jobs", named("Toronto"))).status).toBe(422);
    expect((await call(server, B, "POST", "/jobs", named("Toronto"))).status).toBe(201);
  });

  it("are shared, with one id, when two employers name the same new place, and stay with their ids", async () => {
    const server = createJobsServer();
    const a = await call(server, A, "POST", "/jobs", named("Tofino, BC"));
    const b = await call(server, B, "POST", "/jobs", named("Tofino, BC"));
    expect(b.body.locations[0].id).toBe(a.body.locations[0].id);
    await call(server, A, "DELETE", `/jobs/${a.body.id}`);
    expect((await call(server, A, "GET", "/locations?q=tofino")).body.data).toEqual(a.body.locations);
    const again = await call(server, A, "POST", "/jobs", named("Tofino"));
    expect(again.body.locations).toEqual(a.body.locations);
  });
});

describe("memory for added locations", () => {
  it("stays bounded over create-then-delete cycles that each name new places", async () => {
    const server = createJobsServer({ maxJobsPerEmployer: 1 });
    let refused = 0;
    for (let cycle = 0; cycle < MAX_ADDED_LOCATIONS; cycle += 1) {
      const created = await call(server, A, "POST", "/jobs", named(`Place ${cycle}, ON`, `Other ${cycle}, QC`));
      if (created.status === 422) {
        refused += 1;
        continue;
      }
      expect(created.status).toBe(201);
      expect((await call(server, A, "DELETE", `/jobs/${created.body.id}`)).status).toBe(204);
    }
    expect(refused).toBe(MAX_ADDED_LOCATIONS / 2);
    expect(server.exportState().locations).toHaveLength(SEEDED_LOCATIONS + MAX_ADDED_LOCATIONS);
    // Places it added before still work; the other employer is not limited by this one.
    expect((await call(server, A, "POST", "/jobs", named("Place 3, ON"))).status).toBe(201);
    expect((await call(server, B, "POST", "/jobs", named("Place 9999, ON"))).status).toBe(201);
  });

  it(`lets one employer add at most ${MAX_ADDED_LOCATIONS} locations`, async () => {
    const server = createJobsServer();
    for (let index = 0; index < MAX_ADDED_LOCATIONS; index += 2) {
      const created = await call(server, A, "POST", "/jobs", named(`Town ${index}, ON`, `Town ${index + 1}, ON`));
      expect(created.status).toBe(201);
    }
    const refused = await call(server, A, "POST", "/jobs", named("One Too Many, ON"));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ pointer: "/locations/0", code: "too_many_locations" }),
    ]);
    // Listed places still work, and the other employer is not limited by this one.
    expect((await call(server, A, "POST", "/jobs", named("Town 3, ON", "Toronto"))).status).toBe(201);
    expect((await call(server, B, "POST", "/jobs", named("One Too Many, ON"))).status).toBe(201);
  });

  it("rebuilds the same visibility from an exported state, jobs deleted or not", async () => {
    const server = createJobsServer();
    const created = await call(server, A, "POST", "/jobs", named("Tofino, BC"));
    await call(server, A, "DELETE", `/jobs/${created.body.id}`);
    const copy = createJobsServer();
    copy.importState(server.exportState());
    expect((await call(copy, A, "GET", "/locations?q=tofino")).body.paging.total).toBe(1);
    expect((await call(copy, B, "GET", "/locations?q=tofino")).body.paging.total).toBe(0);
  });
});
