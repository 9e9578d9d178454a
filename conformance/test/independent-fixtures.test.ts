/**
 * The independent implementations are test fixtures; these plain requests prove that each
 * behaves as the interface document states (and as its own choices say) before the suite
 * is judged against them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { must } from "../src/must.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { createDelta, DELTA_KEYS } from "./support/independent/delta.js";
import { BLIND_SPOT_FAULTS, FAULTS, type Fault } from "./support/independent/faults.js";
import { createGamma, GAMMA_KEYS } from "./support/independent/gamma.js";

const DAY = 86_400_000;
const START = Date.parse("2026-03-02T09:30:15.250Z");
const ORIGIN = "http://jobs.example.test";

type Fetch = (request: Request) => Promise<Response>;

/** An answer as these tests read it; bodies are checked field by field. */
interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are compared with expectations field by field.
  json: any;
  headers: Headers;
}

function client(fetch: Fetch, key: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { "API-Key": key, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    let json: Answer["json"];
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json, headers: response.headers } satisfies Answer;
  };
}

interface Case {
  name: string;
  create: (now: () => number) => { fetch: Fetch };
  keys: readonly [string, string];
  category: number;
  positionType: number;
  published: string;
  closing: string;
  noReference: "" | null;
  putCreates: number;
  firstIds: [number, number];
  refusal: { status: number; type: string };
  denied: number;
  oversized: (answer: Answer) => void;
  nextPage: string;
  backToDraft: number;
  maxAmount: string;
  conflict: number;
  /** The status of a body sent as text/plain. */
  unreadable: number;
  /** Members a job header carries beyond the documented eight. */
  headerExtras: string[];
  /** closeDate is written as a date alone. */
  closeDateAlone: boolean;
  /** The items of a reference collection's payload. */
  items: (payload: Answer["json"]) => unknown[];
}

const CASES: Case[] = [
  {
    name: "alpha",
    create: (now) => createAlpha({ now }),
    keys: ALPHA_KEYS,
    category: 100,
    positionType: 10,
    published: "2026-03-02T09:30:15.250+00:00",
    closing: "2026-05-01T09:30:15.250+00:00",
    noReference: "",
    putCreates: 200,
    firstIds: [5000, 5007],
    refusal: { status: 400, type: "application/json" },
    denied: 403,
    oversized: (answer) => expect(answer.status).toBe(400),
    nextPage: "/api/v1.1/jobs?page=2&pageSize=1&q=nurse&status=draft",
    backToDraft: 400,
    maxAmount: '"maxAmount":61000.5',
    conflict: 409,
    unreadable: 415,
    headerExtras: [],
    closeDateAlone: false,
    items: (payload) => payload.data,
  },
  {
    name: "beta",
    create: (now) => createBeta({ now }),
    keys: BETA_KEYS,
    category: 1,
    positionType: 1,
    published: "2026-03-02T09:30:15Z",
    closing: "2026-05-01T09:30:15Z",
    noReference: null,
    putCreates: 201,
    firstIds: [1, 2],
    refusal: { status: 422, type: "text/plain; charset=utf-8" },
    denied: 401,
    oversized: (answer) => {
      expect(answer.status).toBe(200);
      expect(answer.json.paging.pageSize).toBe(100);
    },
    nextPage: `${ORIGIN}/api/v1.1/jobs?q=nurse&status=draft&pageSize=1&page=2`,
    backToDraft: 200,
    maxAmount: '"maxAmount":61000.5',
    conflict: 422,
    unreadable: 415,
    headerExtras: [],
    closeDateAlone: false,
    items: (payload) => payload,
  },
  {
    name: "gamma",
    create: (now) => createGamma({ now }),
    keys: GAMMA_KEYS,
    category: 101,
    positionType: 201,
    published: "2026-03-02T04:30:15.250-05:00",
    closing: "2026-05-01T04:30:15.250-05:00",
    noReference: null,
    putCreates: 201,
    firstIds: [100_000, 100_001],
    refusal: { status: 422, type: "application/json;charset=UTF-8" },
    denied: 401,
    oversized: (answer) => {
      expect(answer.status).toBe(200);
      expect(answer.json.paging.pageSize).toBe(100);
    },
    nextPage: `${ORIGIN}/api/v1.1/jobs?page=2&pageSize=1&status=draft&q=nurse`,
    backToDraft: 200,
    maxAmount: '"maxAmount":61000.5000',
    conflict: 409,
    unreadable: 415,
    headerExtras: [],
    closeDateAlone: false,
    items: (payload) => payload.items,
  },
  {
    name: "delta",
    create: (now) => createDelta({ now }),
    keys: DELTA_KEYS,
    category: 7001,
    positionType: 31,
    published: "2026-03-02T09:30:15+00:00",
    closing: "2026-05-01",
    noReference: "",
    putCreates: 200,
    firstIds: [42, 45],
    refusal: { status: 400, type: "application/problem+json" },
    denied: 401,
    oversized: (answer) => expect(answer.status).toBe(400),
    nextPage: "/api/v1.1/jobs?status=draft&q=nurse&pageSize=1&page=2",
    backToDraft: 400,
    maxAmount: '"maxAmount":61000.5000',
    conflict: 409,
    unreadable: 400,
    headerExtras: ["_links"],
    closeDateAlone: true,
    items: (payload) => payload._embedded.positiontypes,
  },
];

describe.each(CASES)("independent implementation $name", (c) => {
  const job = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    locations: [{ description: "Tofino, BC" }],
    categories: [{ id: c.category }],
    positionType: { id: c.positionType },
    description: "<p>Come <a href='https://example.org' target='_blank'>work</a> with us</p>",
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@example.org",
    ...extra,
  });

  it("creates, reads, lists, archives, re-publishes and deletes a job", async () => {
    const clock = { now: START };
    const api = client(c.create(() => clock.now).fetch, c.keys[0]);
    const created = await api("POST", "/api/v1.1/jobs", job("Nurse"));
    expect(created.status).toBe(201);
    expect(created.json.id).toBe(c.firstIds[0]);
    expect(created.headers.get("location")).toBe(`${ORIGIN}/api/v1.1/jobs/${c.firstIds[0]}`);
    expect(created.json).toMatchObject({
      referenceId: c.noReference,
      status: "draft",
      confidential: false,
      autoRefresh: false,
      salary: null,
      publishDate: c.published,
      closeDate: c.closing,
      applicationUrl: null,
    });
    expect(created.json.locations[0].description).toBe("Tofino, BC");
    const read = await api("GET", `/api/v1.1/jobs/${created.json.id}`);
    expect(read.json).toEqual(created.json);
    clock.now += 1000;
    const second = await api("POST", "/api/v1.1/jobs", job("Welder", { referenceId: "w-1", status: "active" }));
    expect(second.json.id).toBe(c.firstIds[1]);
    const listed = await api("GET", "/api/v1.1/jobs");
    expect(listed.json.data.map((header: { title: string }) => header.title)).toEqual(["Welder", "Nurse"]);
    expect(Object.keys(listed.json.data[0]).sort()).toEqual(
      [
        "confidential",
        "employer",
        "id",
        "locations",
        "publishDate",
        "referenceId",
        "status",
        "title",
        ...c.headerExtras,
      ].sort(),
    );
    const archived = await api("PUT", "/api/v1.1/jobs", { referenceId: "w-1", status: "archived" });
    expect(archived.status).toBe(200);
    expect({ ...archived.json, status: "active" }).toEqual(second.json);
    const republished = await api(
      "POST",
      `/api/v1.1/jobs/${second.json.id}`,
      { status: "active" },
      {
        "X-HTTP-Method-Override": "PUT",
      },
    );
    expect(republished.json.status).toBe("active");
    expect((await api("DELETE", "/api/v1.1/jobs", { referenceId: "w-1" })).status).toBe(204);
    const removed = await api("POST", `/api/v1.1/jobs/${created.json.id}`, undefined, {
      "X-HTTP-Method-Override": "DELETE",
    });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe("");
    expect((await api("GET", `/api/v1.1/jobs/${created.json.id}`)).status).toBe(404);
    expect((await api("GET", "/api/v1.1/jobs")).json.paging.total).toBe(0);
  });

  it("upserts by referenceId, updates partially and refuses a repeated POST", async () => {
    const api = client(c.create(() => START).fetch, c.keys[0]);
    const made = await api("PUT", "/api/v1.1/jobs", job("Cook", { referenceId: "cook-1" }));
    expect(made.status).toBe(c.putCreates);
    const changed = await api("PUT", "/api/v1.1/jobs", { referenceId: "cook-1", title: "Head Cook" });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ ...made.json, title: "Head Cook" });
    const again = await api("POST", "/api/v1.1/jobs", job("Cook", { referenceId: "cook-1" }));
    expect(again.status).toBe(c.conflict);
    const search = await api("GET", "/api/v1.1/jobs?q=COOK-1");
    expect(search.json.data.map((header: { id: number }) => header.id)).toEqual([made.json.id]);
  });

  it("writes salary.amount with four decimals after create and update, maxAmount as its own choice", async () => {
    const api = client(c.create(() => START).fetch, c.keys[0]);
    const salary = { amount: 52000, maxAmount: 61000.5, type: { id: 1 } };
    const created = await api("POST", "/api/v1.1/jobs", job("Analyst", { salary }));
    expect(created.text).toContain('"amount":52000.0000');
    expect(created.text).toContain(c.maxAmount);
    expect(created.json.salary.plusCommission).toBe(false);
    const updated = await api("PUT", `/api/v1.1/jobs/${created.json.id}`, { salary: { ...salary, amount: 1.5 } });
    expect(updated.text).toContain('"amount":1.5000');
  });

  it("keeps the default closeDate exactly 60 days after publishDate, and refreshes unlimited-plan jobs every 7 days", async () => {
    const clock = { now: START };
    const fetch = c.create(() => clock.now).fetch;
    const unlimited = client(fetch, c.keys[0]);
    const standard = client(fetch, c.keys[1]);
    const refreshing = job("Driver", { status: "active", autoRefresh: true });
    const mine = await unlimited("POST", "/api/v1.1/jobs", refreshing);
    const theirs = await standard("POST", "/api/v1.1/jobs", refreshing);
    const due = Date.parse(mine.json.publishDate) + 60 * DAY;
    expect(mine.json.closeDate).toBe(c.closeDateAlone ? new Date(due).toISOString().slice(0, 10) : c.closing);
    expect(c.closeDateAlone || Date.parse(mine.json.closeDate) === due).toBe(true);
    clock.now += 7 * DAY - 1;
    expect((await unlimited("GET", `/api/v1.1/jobs/${mine.json.id}`)).json.publishDate).toBe(mine.json.publishDate);
    clock.now += 1;
    const later = await unlimited("GET", `/api/v1.1/jobs/${mine.json.id}`);
    expect(Date.parse(later.json.publishDate) - Date.parse(mine.json.publishDate)).toBe(7 * DAY);
    expect(later.json.closeDate).toBe(mine.json.closeDate);
    expect((await standard("GET", `/api/v1.1/jobs/${theirs.json.id}`)).json.publishDate).toBe(theirs.json.publishDate);
  });

  it("pages with links carrying the filters, and treats pageSize above 100 its own way", async () => {
    const clock = { now: START };
    const api = client(c.create(() => clock.now).fetch, c.keys[0]);
    for (const title of ["Nurse A", "Nurse B", "Clerk"]) {
      await api("POST", "/api/v1.1/jobs", job(title));
      clock.now += 1000;
    }
    const first = await api("GET", "/api/v1.1/jobs?q=nurse&status=draft&pageSize=1");
    expect(first.json.paging).toEqual({ total: 2, page: 1, pages: 2, pageSize: 1, previous: null, next: c.nextPage });
    expect(first.json.data[0].title).toBe("Nurse B");
    c.oversized(await api("GET", "/api/v1.1/jobs?pageSize=150"));
    expect((await api("GET", "/api/v1.1/jobs?pageSize=100")).status).toBe(200);
  });

  it("scopes jobs to the key's employer and refuses requests without a valid key", async () => {
    const fetch = c.create(() => START).fetch;
    const mine = await client(fetch, c.keys[0])("POST", "/api/v1.1/jobs", job("Clerk", { referenceId: "c-1" }));
    const other = client(fetch, c.keys[1]);
    expect((await other("GET", `/api/v1.1/jobs/${mine.json.id}`)).status).toBe(404);
    expect((await other("DELETE", `/api/v1.1/jobs/${mine.json.id}`)).status).toBe(404);
    expect((await other("GET", "/api/v1.1/jobs")).json.paging.total).toBe(0);
    expect((await other("PUT", "/api/v1.1/jobs", job("Mine", { referenceId: "c-1" }))).status).toBe(c.putCreates);
    expect((await client(fetch, "nobody")("GET", "/api/v1.1/jobs")).status).toBe(c.denied);
    expect((await client(fetch, "")("GET", "/api/v1.1/positiontypes")).status).toBe(c.denied);
  });

  it("refuses what the document rules out, in its own error shape", async () => {
    const api = client(c.create(() => START).fetch, c.keys[0]);
    const refusals = [
      job("x".repeat(257)),
      job("Span", { description: "<span>no</span>" }),
      job("Anchor", { description: "<a target='_blank'>no href</a>" }),
      job("Style", { description: "<p style='x'>no</p>" }),
      job("Four", {
        locations: ["Tofino, BC", "Gimli, MB", "Canmore, AB", "Inuvik, NT"].map((d) => ({ description: d })),
      }),
      job("None", { categories: [] }),
      job("Type", { salary: { amount: 10 } }),
      job("Url", { applicantRoutingType: { id: 2 }, applicationUrl: "careers.example.org" }),
      job("Province", { locations: [{ description: "Springfield, XX" }] }),
    ];
    for (const body of refusals) {
      const answer = await api("POST", "/api/v1.1/jobs", body);
      expect(answer.status, body.title).toBe(c.refusal.status);
      expect(answer.headers.get("content-type")).toBe(c.refusal.type);
    }
    const text = await api("POST", "/api/v1.1/jobs", undefined, { "Content-Type": "text/plain" });
    expect(text.status).toBe(c.unreadable);
    const draft = await api("POST", "/api/v1.1/jobs", job("Back", { status: "active" }));
    expect((await api("PUT", `/api/v1.1/jobs/${draft.json.id}`, { status: "draft" })).status).toBe(c.backToDraft);
  });

  it("answers GET /api/v1.1/positiontypes and serves no /__admin by default", async () => {
    const api = client(c.create(() => START).fetch, c.keys[0]);
    const types = await api("GET", "/api/v1.1/positiontypes");
    expect(types.status).toBe(200);
    expect(c.items(types.json).length).toBeGreaterThan(0);
    expect((await api("GET", "/__admin/clock")).status).toBe(404);
  });
});

describe("gamma's and delta's own choices where the document is silent", () => {
  const clock = { now: START };
  const gamma = client(createGamma({ now: () => clock.now }).fetch, GAMMA_KEYS[0]);
  const delta = client(createDelta({ now: () => clock.now }).fetch, DELTA_KEYS[0]);
  const job = (category: number, positionType: number, extra: Record<string, unknown> = {}) => ({
    title: "Deckhand",
    locations: [{ description: "Lunenburg, NS" }],
    categories: [{ id: category }],
    positionType: { id: positionType },
    description: "<p>Sea legs</p>",
    applicantRoutingType: { id: 1 },
    applicationEmail: "crew@example.org",
    salary: { amount: 20, type: { id: 5 }, plusCommission: true },
    ...extra,
  });

  it("serve reference collections in an items envelope (gamma) and as HAL (delta)", async () => {
    expect((await gamma("GET", "/api/v1.1/categories")).json.items[0]).toEqual({
      id: 101,
      name: "Logistics & Supply Chain",
    });
    expect((await gamma("GET", "/api/v1.1/salarytypes")).json.items).toHaveLength(5);
    const categories = await delta("GET", "/api/v1.1/jobcategories");
    expect(categories.json._embedded.jobcategories[0]).toEqual({ id: 7001, name: "Fisheries" });
    expect(categories.json._links.self.href).toBe("/api/v1.1/jobcategories");
  });

  it("add createdAt, updatedAt (moving on with each update) and _links to a job", async () => {
    const made = await gamma("POST", "/api/v1.1/jobs", job(101, 201));
    expect(made.json._links.self.href).toBe(`${ORIGIN}/api/v1.1/jobs/${made.json.id}`);
    clock.now += 5000;
    const changed = await gamma("PUT", `/api/v1.1/jobs/${made.json.id}`, { title: "Mate" });
    expect(changed.json.createdAt).toBe(made.json.createdAt);
    expect(Date.parse(changed.json.updatedAt) - Date.parse(made.json.updatedAt)).toBe(5000);
    const headers = await delta("GET", "/api/v1.1/jobs");
    expect(headers.json.data.every((header: { _links: unknown }) => header._links)).toBe(true);
  });

  it("merge a salary sent in an update into the stored one (gamma), or replace it (delta)", async () => {
    const merged = await gamma("POST", "/api/v1.1/jobs", job(101, 201));
    const patched = await gamma("PUT", `/api/v1.1/jobs/${merged.json.id}`, { salary: { amount: 21 } });
    expect(patched.json.salary).toMatchObject({ amount: 21, type: { id: 5 }, plusCommission: true });
    const replaced = await delta("POST", "/api/v1.1/jobs", job(7001, 31));
    const path = `/api/v1.1/jobs/${replaced.json.id}`;
    expect((await delta("PUT", path, { salary: { amount: 21 } })).status).toBe(400);
    const whole = await delta("PUT", path, { salary: { amount: 21, type: { id: 5 } } });
    expect(whole.json.salary).toMatchObject({ amount: 21, type: { id: 5 }, plusCommission: false });
  });

  it("name the field at fault in their own notation", async () => {
    const refused = await gamma("POST", "/api/v1.1/jobs", job(1, 201));
    expect(refused.json.error).toMatchObject({ code: "VALIDATION_FAILED", fields: [{ name: "categories.0.id" }] });
    const problem = await delta("POST", "/api/v1.1/jobs", job(1, 31));
    expect(Object.keys(problem.json.errors)).toEqual(["categories[0].id"]);
  });

  it("answer the protocol their own ways: 401, 405, a missing Content-Type, a trailing slash, HEAD, CORS", async () => {
    const fetchGamma = createGamma().fetch;
    const denied = await client(fetchGamma, "nobody")("GET", "/api/v1.1/jobs");
    expect([denied.status, denied.text, denied.headers.get("www-authenticate")]).toEqual([
      401,
      "",
      'ApiKey header="API-Key"',
    ]);
    const deltaDenied = await client(createDelta().fetch, "nobody")("GET", "/api/v1.1/jobs");
    expect([deltaDenied.status, deltaDenied.json.status, deltaDenied.headers.get("www-authenticate")]).toEqual([
      401,
      401,
      "API-Key",
    ]);
    const patch = await gamma("PATCH", "/api/v1.1/jobs");
    expect([patch.status, patch.headers.get("allow")]).toEqual([405, "GET, POST, PUT, DELETE"]);
    expect((await gamma("POST", "/api/v1.1/jobs", undefined)).status).toBe(415);
    expect((await delta("POST", "/api/v1.1/jobs", undefined)).status).toBe(400);
    expect((await gamma("GET", "/api/v1.1/jobs/")).status).toBe(200);
    expect((await delta("GET", "/api/v1.1/jobs/")).status).toBe(404);
    const head = await gamma("HEAD", "/api/v1.1/jobs");
    expect([head.status, head.text]).toEqual([200, ""]);
    const deltaHead = await delta("HEAD", "/api/v1.1/jobs/42");
    expect([deltaHead.status, deltaHead.headers.get("allow")]).toEqual([405, "GET, PUT, DELETE"]);
    expect(head.headers.get("access-control-allow-origin")).toBeNull();
  });
});

/** One step of a scripted session: a request as a key, or the clock moving on. */
type Step =
  | { advance: number }
  | { key: 0 | 1 | "none"; method: string; path: string; body?: unknown; override?: string };

/** A session touching every knob a fault can turn, so that each fault shows in some answer. */
function script(): Step[] {
  const base = {
    locations: [{ description: "Moncton, NB" }],
    categories: [{ id: 1 }],
    positionType: { id: 1 },
    description: "<p>Hello <em>there</em></p>",
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@example.org",
  };
  const post = (body: Record<string, unknown>, key: 0 | 1 = 0): Step => ({
    key,
    method: "POST",
    path: "/api/v1.1/jobs",
    body: { ...base, ...body },
  });
  const get = (path: string, key: 0 | 1 | "none" = 0): Step => ({ key, method: "GET", path });
  const put = (path: string, body: unknown, key: 0 | 1 = 0): Step => ({ key, method: "PUT", path, body });
  const locations = (n: number) =>
    ["Moncton, NB", "Tofino, BC", "Gimli, MB", "Inuvik, NT"].slice(0, n).map((description) => ({ description }));
  const categories = (n: number) => [1, 2, 3, 4].slice(0, n).map((id) => ({ id }));
  return [
    post({ title: "Night nurse", referenceId: "ref-one", salary: { amount: 1.5, type: { id: 1 } } }),
    { advance: 1000 },
    post({
      title: "Bus driver",
      referenceId: "ref-two",
      status: "active",
      autoRefresh: true,
      confidential: true,
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://example.org/apply",
    }),
    { advance: 1000 },
    post({ title: "Clerk", status: "active", autoRefresh: true }, 1),
    get("/api/v1.1/jobs"),
    get("/api/v1.1/jobs?q=ref-one"),
    get("/api/v1.1/jobs?q=nurse"),
    get("/api/v1.1/jobs?status=active"),
    get("/api/v1.1/jobs?pageSize=1"),
    get("/api/v1.1/jobs?pageSize=1&page=2&q=r&status=draft"),
    get("/api/v1.1/jobs?pageSize=1&q=r"),
    get("/api/v1.1/jobs?pageSize=100"),
    get("/api/v1.1/jobs?pageSize=150"),
    get("/api/v1.1/jobs", "none"),
    get("/api/v1.1/jobs/1", 1),
    put("/api/v1.1/jobs/1", { confidential: true }, 1),
    post({ title: "x".repeat(256) }),
    post({ title: "x".repeat(257) }),
    post({ title: "Ref 50", referenceId: "r".repeat(50) }),
    post({ title: "Ref 51", referenceId: "r".repeat(51) }),
    post({ title: "Mail 51", applicationEmail: `${"m".repeat(39)}@example.org` }),
    post({ title: "Url 201", applicantRoutingType: { id: 2 }, applicationUrl: `https://${"u".repeat(193)}` }),
    post({ title: "Four places", locations: locations(4) }),
    post({ title: "No place", locations: locations(0) }),
    post({ title: "Four categories", categories: categories(4) }),
    post({ title: "No category", categories: categories(0) }),
    post({ title: "Span", description: "<span>x</span>" }),
    post({ title: "Anchor", description: "<a target='_blank'>x</a>" }),
    post({ title: "Scheme", applicantRoutingType: { id: 2 }, applicationUrl: "example.org" }),
    post({ title: "Typeless", salary: { amount: 10 } }),
    post({ title: "No mail", applicationEmail: undefined }),
    post({ title: "No url", applicantRoutingType: { id: 2 } }),
    post({ title: "Fresh", locations: [{ description: "Canmore, AB" }] }),
    post({ title: "Alone", locations: [{ description: "Moncton" }] }),
    post({ title: "Again", referenceId: "ref-one" }),
    put("/api/v1.1/jobs", { ...base, referenceId: "ref-new", title: "Upserted" }),
    put("/api/v1.1/jobs", { referenceId: "ref-one", title: "Night nurse II" }),
    put("/api/v1.1/jobs", { referenceId: "ref-two", title: "Bus driver II" }),
    put("/api/v1.1/jobs", { referenceId: "ref-two", status: "archived" }),
    put("/api/v1.1/jobs", { referenceId: "ref-two", status: "active" }),
    get("/api/v1.1/jobs?q=ref-two"),
    { key: 0, method: "POST", path: "/api/v1.1/jobs", body: { referenceId: "ref-one", salary: null }, override: "PUT" },
    get("/api/v1.1/jobs?q=ref-one"),
    { key: 1, method: "DELETE", path: "/api/v1.1/jobs", body: { referenceId: "ref-new" } },
    { key: 0, method: "DELETE", path: "/api/v1.1/jobs", body: { referenceId: "ref-new" } },
    get("/api/v1.1/jobs?q=ref-new"),
    { advance: 8 * DAY },
    get("/api/v1.1/jobs"),
    get("/api/v1.1/jobs", 1),
    { key: 1, method: "POST", path: "/api/v1.1/jobs", body: { referenceId: "ref-one" }, override: "DELETE" },
    { key: 0, method: "POST", path: "/api/v1.1/jobs", body: { referenceId: "ref-two" }, override: "DELETE" },
    get("/api/v1.1/jobs"),
    post({ title: "é".repeat(200) }),
    post({ title: "Titled", description: "<a href='https://example.org' title='t'>x</a>" }),
    post({ title: "Targeted", description: "<a href='https://example.org' target='_blank'>x</a>" }),
    get("/api/v1.1/jobs?status=open"),
    get("/api/v1.1/jobs?q=there"),
    post({ title: "Older" }),
    { advance: 1000 },
    post({ title: "Newer" }),
    { advance: 1000 },
    put("/api/v1.1/jobs", { referenceId: "ref-one", title: "Night nurse III" }),
    get("/api/v1.1/jobs?pageSize=100"),
  ];
}

/** The session's origin, with a port, so a Location header that drops it shows. */
const SCRIPT_ORIGIN = "http://jobs.example.test:8080";

/** What a scripted session answers, status, Location and body, step by step. */
async function transcript(fault: Fault | undefined): Promise<string[]> {
  const clock = { now: START };
  const { fetch } = createBeta({ now: () => clock.now, ...(fault ? { behaviour: fault.inject } : {}) });
  const lines: string[] = [];
  for (const step of script()) {
    if ("advance" in step) {
      clock.now += step.advance;
      continue;
    }
    const key = step.key === "none" ? "" : BETA_KEYS[step.key];
    const headers: Record<string, string> = key ? { "API-Key": key } : {};
    if (step.body !== undefined) {
      headers["Content-Type"] = "application/json";
    }
    if (step.override) {
      headers["X-HTTP-Method-Override"] = step.override;
    }
    const response = await fetch(
      new Request(`${SCRIPT_ORIGIN}${step.path}`, {
        method: step.method,
        headers,
        ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
      }),
    );
    lines.push(
      `${step.method} ${step.path} -> ${response.status} ${response.headers.get("location")} ${await response.text()}`,
    );
  }
  return lines;
}

describe("the fault library", () => {
  const library = [...FAULTS, ...BLIND_SPOT_FAULTS];

  it("holds at least 25 faults with distinct ids, each changing one documented knob", () => {
    expect(FAULTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(library.map((fault) => fault.id)).size).toBe(library.length);
    for (const fault of library) {
      expect(Object.keys(fault.inject), fault.id).toHaveLength(1);
    }
  });

  it("has no inert fault: each one changes some answer of a session that touches every knob", async () => {
    const correct = await transcript(undefined);
    for (const fault of library) {
      expect(await transcript(fault), fault.id).not.toEqual(correct);
    }
  });
});

describe("the independent implementations stay independent", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
    );

  it("import nothing from the reference server or the suite, and the suite imports none of them", () => {
    for (const file of sources(join(root, "test/support/independent"))) {
      const imports = [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((m) =>
        must(m[1], "an import path"),
      );
      expect(
        imports.filter((target) => !target.startsWith("./")),
        file,
      ).toEqual([]);
    }
    for (const file of sources(join(root, "src"))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from "[^"]*(independent|mock-server)[^"]*"/);
    }
  });
});
