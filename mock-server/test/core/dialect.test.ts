/**
 * A server given a dialect answers as that deployment does, over Node http and MSW alike,
 * knob by knob; each test also shows the default answer differs, so it cannot pass by accident.
 */
import { DEFAULT_DIALECT, type Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob, validJob } from "../support/jobs.js";

const JOBS = "/api/v1.1/jobs";

/** A deployment unlike ours in every knob. */
const ELSEWHERE: Dialect = {
  name: "elsewhere",
  errors: {
    validation: { status: 400, body: "message" },
    missingKey: { status: 403, body: "error-object" },
    badKey: { status: 403, body: "error-string" },
    notFound: { status: 404, body: "empty" },
    referenceIdTaken: { status: 422, body: "errors" },
    statusMove: { status: 400, body: "text" },
    badQuery: { status: 422, body: "problem", contentType: "application/json" },
  },
  upsert: { createStatus: 200, createLocation: false },
  paging: { links: "path", oversizedPageSize: "refuse", pagesWhenEmpty: 1, ties: "older-first" },
  dates: { publishDate: "milliseconds-offset", closeDate: "seconds-offset" },
  absentReferenceId: "",
  q: "title",
  statusFilter: "any-case",
  statusMoves: { intoDraft: "allow" },
  autoRefreshOnStandardPlan: "refused",
  referenceData: {
    categories: { path: "/api/v1.1/categories", envelope: "array", items: [{ id: 100, name: "Santé" }] },
    positionTypes: { envelope: "array", items: [{ id: 7, name: "Saisonnier" }] },
  },
};

/** A valid body for the deployment's own reference data. */
const elsewhereJob = (overrides: Record<string, unknown> = {}) =>
  validJob({ categories: [{ id: 100 }], positionType: { id: 7 }, ...overrides });

describe.each(TRANSPORTS)("a server speaking another deployment's dialect, over %s", (transport) => {
  const harness = useHarness(transport, { dialect: ELSEWHERE });
  const create = async (overrides: Record<string, unknown> = {}, key = "demo-key-1") => {
    const reply = await harness.request("POST", JOBS, { body: elsewhereJob(overrides), key });
    expect(reply.status, reply.text).toBe(201);
    return reply.body;
  };

  it("answers a validation failure 400 with {message, details} naming the fields", async () => {
    const reply = await harness.request("POST", JOBS, { body: elsewhereJob({ title: "x".repeat(300) }) });
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(reply.body).toEqual({
      message: expect.stringMatching(/breaks 1 rule/),
      details: { title: [expect.any(String)] },
    });
  });

  it("answers a missing key 403 {error: {code, message}} and an unknown key 403 {error}", async () => {
    const missing = await harness.request("GET", JOBS, { key: null });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ error: { code: "MISSING_KEY", message: expect.stringMatching(/API-Key/) } });
    const unknown = await harness.request("GET", JOBS, { key: "nobody" });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual({ error: expect.stringMatching(/not known/) });
  });

  it("answers an unknown job 404 with no body", async () => {
    const reply = await harness.request("GET", `${JOBS}/999999`);
    expect(reply.status).toBe(404);
    expect(reply.text).toBe("");
    expect(reply.headers.get("content-type")).toBeNull();
  });

  it("answers a taken referenceId 422 with {errors: [{field, message}]}", async () => {
    await create({ referenceId: "R-1" });
    const reply = await harness.request("POST", JOBS, { body: elsewhereJob({ referenceId: "R-1" }) });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ errors: [{ field: "referenceId", message: expect.stringMatching(/already used/) }] });
  });

  it("answers a bad query 422 as a problem under the content type it names, and refuses pageSize 101", async () => {
    const reply = await harness.request("GET", `${JOBS}?pageSize=101`);
    expect(reply.status).toBe(422);
    expect(reply.headers.get("content-type")).toBe("application/json");
    expect(reply.body).toMatchObject({ status: 422, errors: [{ parameter: "pageSize", code: "too_large" }] });
  });

  it("creates by PUT with 200 and no Location", async () => {
    const reply = await harness.request("PUT", JOBS, { body: elsewhereJob({ referenceId: "R-2" }) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("location")).toBeNull();
  });

  it("writes path-relative links, one page when nothing matches, and reads the status filter in any case", async () => {
    await create({ status: "active" });
    await create({ status: "active" });
    const page = await harness.request("GET", `${JOBS}?pageSize=1&status=Active`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toMatchObject({ total: 2, next: "/api/v1.1/jobs?status=active&pageSize=1&page=2" });
    const none = await harness.request("GET", `${JOBS}?q=nothing-matches-this`);
    expect(none.body.paging).toMatchObject({ total: 0, pages: 1 });
  });

  it("writes each date in its own form and an absent referenceId as an empty string", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T15:04:05Z") / 1000);
    const job = await create();
    expect(job).toMatchObject({
      publishDate: "2026-11-21T15:04:05.000+00:00",
      closeDate: "2027-01-20T15:04:05+00:00",
      referenceId: "",
    });
    const read = await harness.request("GET", `${JOBS}/${job.id}`);
    expect(read.body).toMatchObject({ publishDate: job.publishDate, closeDate: job.closeDate, referenceId: "" });
    const list = await harness.request("GET", JOBS);
    expect(list.body.data[0]).toMatchObject({ publishDate: job.publishDate, referenceId: "" });
  });

  it("lets an active job go back to draft", async () => {
    const job = await create({ status: "active" });
    const reply = await harness.request("PUT", `${JOBS}/${job.id}`, { body: { status: "draft" } });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe("draft");
  });

  it("refuses autoRefresh from an employer on the standard plan, and keeps it for the unlimited one", async () => {
    const refused = await harness.request("POST", JOBS, {
      body: elsewhereJob({ autoRefresh: true }),
      key: "demo-key-2",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toHaveProperty("autoRefresh");
    expect((await create({ autoRefresh: true })).autoRefresh).toBe(true);
  });

  it("serves its own categories at its own path as a bare array, and takes them in jobs", async () => {
    const categories = await harness.request("GET", "/api/v1.1/categories");
    expect(categories.body).toEqual([{ id: 100, name: "Santé" }]);
    expect((await harness.request("GET", "/api/v1.1/jobcategories")).status).toBe(404);
    expect((await harness.request("GET", "/api/v1.1/positiontypes")).body).toEqual([{ id: 7, name: "Saisonnier" }]);
    const job = await create();
    expect(job.categories).toEqual([{ id: 100, name: "Santé" }]);
    const ours = await harness.request("POST", JOBS, { body: validJob() });
    expect(ours.status).toBe(400);
    expect(Object.keys(ours.body.details)).toEqual(["categories.0.id", "positionType.id"]);
  });
});

describe("a status move the dialect refuses", () => {
  const harness = useHarness("msw", { dialect: { errors: { statusMove: { status: 400, body: "text" } } } });

  it("answers with the words as text, one line per field", async () => {
    const job = await createJob(harness, { status: "active" });
    const reply = await harness.request("PUT", `${JOBS}/${job.id}`, { body: { status: "draft" } });
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.text).toBe(
      "A job cannot move from active to draft; archive it instead.\nstatus: cannot move from active to draft",
    );
  });
});

describe("dialect options", () => {
  it("the default dialect written out in full changes nothing", async () => {
    const plain = createJobsServer({ now: () => 1_795_000_000_000 });
    const spelled = createJobsServer({ now: () => 1_795_000_000_000, dialect: DEFAULT_DIALECT as Dialect });
    const send = (server: typeof plain, path: string, init: RequestInit = {}) =>
      server
        .fetch(new Request(`http://jobs.test${path}`, init))
        .then(async (r) => [r.status, [...r.headers], await r.text()]);
    const post = {
      method: "POST",
      headers: { "api-key": "demo-key-1", "content-type": "application/json" },
      body: JSON.stringify(validJob()),
    };
    for (const [path, init] of [
      [JOBS, post],
      [`${JOBS}/1`, { headers: { "api-key": "demo-key-1" } }],
      [`${JOBS}?pageSize=1`, { headers: { "api-key": "demo-key-1" } }],
      [JOBS, { headers: { "api-key": "nobody" } }],
      [`${JOBS}?page=0`, { headers: { "api-key": "demo-key-1" } }],
    ] as const) {
      expect(await send(spelled, path, init)).toEqual(await send(plain, path, init));
    }
  });

  it("writes a closeDate of the form date as the UTC day alone, on create and read", async () => {
    const server = createJobsServer({
      now: () => Date.parse("2026-11-21T15:04:05Z"),
      dialect: { dates: { closeDate: "date" } },
    });
    const send = (path: string, init: RequestInit = {}) =>
      server
        .fetch(
          new Request(`http://jobs.test${path}`, { ...init, headers: { "api-key": "demo-key-1", ...init.headers } }),
        )
        .then((reply) => reply.json());
    const created = await send(JOBS, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validJob()),
    });
    expect(created.closeDate).toBe("2027-01-20");
    expect(created.publishDate).toBe("2026-11-21T15:04:05Z");
    expect((await send(`${JOBS}/${created.id}`)).closeDate).toBe("2027-01-20");
  });

  it("says on every API answer which members its dialect's learning could not observe, and nothing without them", async () => {
    const unobserved = ["paging.ties", "referenceData.categories"];
    const server = createJobsServer({ dialect: { paging: { links: "path" }, unobserved } });
    const plain = createJobsServer({ dialect: { paging: { links: "path" } } });
    for (const [path, key] of [
      [JOBS, "demo-key-1"],
      [`${JOBS}/999`, "demo-key-1"],
      [JOBS, "nobody"],
    ] as const) {
      const init = { headers: { "api-key": key } };
      const marked = await server.fetch(new Request(`http://jobs.test${path}`, init));
      expect(marked.headers.get("jobs-dialect-missing")).toBe("paging.ties, referenceData.categories");
      const unmarked = await plain.fetch(new Request(`http://jobs.test${path}`, init));
      expect(unmarked.headers.has("jobs-dialect-missing")).toBe(false);
    }
  });

  it("refuses a reference collection at a path another route has", () => {
    expect(() =>
      createJobsServer({
        dialect: { referenceData: { categories: { path: "/api/v1.1/jobs", items: [{ id: 1, name: "x" }] } } },
      }),
    ).toThrow(/serves a reference collection at \/api\/v1.1\/jobs/);
  });
});
