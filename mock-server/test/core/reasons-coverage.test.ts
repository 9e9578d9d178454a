/**
 * Every requirement the reference server decides is the reason of at least one of its
 * answers: one request per requirement (most answers name several), against a server of
 * the reference's own choices, a strict one, and one standing in for a deployment whose
 * dialect departs from every choice. Requirements no single answer turns on are listed
 * below with why; the test fails naming any other that no answer gave.
 */
import type { Dialect, JobCreate } from "@jobs-toolkit/spec";
import { REQUIREMENTS, type RequirementId } from "@jobs-toolkit/spec/requirements";
import { expect, it } from "vitest";
import categories from "../../data/job-categories.json" with { type: "json" };
import positionTypes from "../../data/position-types.json" with { type: "json" };
import { createJobsServer, type JobsServer, type JobsServerOptions } from "../../src/index.js";
import { buildJob } from "../../src/testing/index.js";

/** Requirements that hold of every answer alike, of the client, or of nothing one answer shows, and why. */
const NOT_DECIDED_BY_ONE_ANSWER: Partial<Record<RequirementId, string>> = {
  "api.json-bodies": "every body is JSON: no answer turns on it",
  "api.version-in-path": "every route is under /api/v1.1: no answer turns on it",
  "api.content-type.json-with-parameters": "a Content-Type's parameters are never read: no answer turns on them",
  "job.id.assigned": "ids are assigned by every create alike (ref.ids.increasing names it)",
  "job.reference-id.stored": "storing what was sent is every write alike",
  "job.employer.caller": "every job shows its employer alike",
  "job.title.stored": "storing what was sent is every write alike",
  "job.publish-date.set-by-service": "every create sets it alike",
  "job.close-date.settable": "storing what was sent is every write alike",
  "job.flags.stored": "storing what was sent is every write alike",
  "job.description.stored": "storing what was sent is every write alike",
  "job.application-email.only-routing-1": "every job is written so alike",
  "job.application-url.only-routing-2": "every job is written so alike",
  "job.auto-refresh.every-7-days": "time moves publishDate, not an answer",
  "job.auto-refresh.unlimited-plans-only": "time moves publishDate, not an answer",
  "location.input.description-only": "an input form accepted alike by every write",
  "location.input.city-and-province": "an input form accepted alike by every write",
  "location.input.city-only": "an input form accepted alike by every write",
  "location.input.outside-collection": "an input form accepted alike by every write",
  "location.input.include-province-recommended": "advice to clients",
  "category.input.id-only": "an input form accepted alike by every write",
  "position-type.input.id-only": "an input form accepted alike by every write",
  "salary.amount.four-decimals-on-write": "every salary is written so alike",
  "salary.amount.stored": "storing what was sent is every write alike",
  "salary.max-amount.optional": "an input form accepted alike by every write",
  "salary.type.ids": "the collection's ids, accepted alike by every write",
  "routing.type-ids": "the collection's ids, accepted alike by every write",
  "routing.email.copy-sent": "an application's e-mail reaches the outbox, not an answer",
  "routing.url.redirect": "happens outside the API",
  "description.tags.allowed": "what is accepted, alike by every write",
  "description.a.target-allowed": "what is accepted, alike by every write",
  "description.length.unlimited": "what is accepted, alike by every write",
  "create.round-trip": "a property of two answers together",
  "update.salary.one-reading": "the suite's reading of a target over many answers",
  "collections.locations-and-categories": "states that collections exist",
  "auth.key-issuance": "happens outside the API",
  "tenancy.read": "a 404 never tells whose an id is; ref.tenancy.not-found is given",
  "tenancy.update": "a 404 never tells whose an id is; ref.tenancy.not-found is given",
  "tenancy.delete": "a 404 never tells whose an id is; ref.tenancy.not-found is given",
  "tenancy.reference-id": "a referenceId is looked up among the caller's own jobs by every request alike",
  "limits.read-only-names": "every name is written so alike",
  "ref.status-codes": "every answer alike",
  "ref.errors.problem-details": "every refusal alike",
  "ref.errors.locate-rule": "every refusal alike",
  "ref.errors.all-at-once": "every refusal alike",
  "ref.response-schema": "every answer alike",
  "ref.job.field-order": "every job is written so alike",
  "ref.dates.utc-seconds": "every date is written so alike",
  "ref.salary.four-decimals-everywhere": "every salary is written so alike",
  "ref.names.collections": "every job is written so alike",
  "ref.rules.merged-update":
    "an update's merged job breaks the same rules a create's body does, and is refused for those",
  "ref.time.clock": "time moves publishDate, not an answer",
  "dialect.auto-refresh": "time moves publishDate and closeDate, not an answer",
  "dialect.plans": "the employers' plans are given at start, not decided by an answer",
};

const KEY = "coverage-key";
const STANDARD_KEY = "coverage-standard-key";
const EMPLOYERS: JobsServerOptions["employers"] = [
  { id: 1, name: "Coverage Ltd", plan: "unlimited", apiKeys: [KEY] },
  { id: 2, name: "Standard Ltd", plan: "standard", apiKeys: [STANDARD_KEY] },
];

/** A dialect learnt by example: the first broken rule only, routing, and a template. */
const BY_EXAMPLE: Dialect = {
  violations: "first",
  routing: { head: "as-get", trailingSlash: "same" },
  templates: { job: { body: { id: { $: "own" }, updatedAt: { $: "own", at: "/publishDate" } } } },
};

/** A dialect that departs from every choice of the reference server. */
const EVERY_KNOB: Dialect = {
  name: "every knob",
  errors: {
    validation: { status: 400, body: "errors" },
    missingKey: { status: 403, body: "message" },
    badKey: { status: 403, body: "message" },
    notFound: { status: 400, body: "error-string" },
    referenceIdTaken: { status: 400, body: "error-object" },
    statusMove: { status: 400, body: "text" },
    badQuery: { status: 422, body: "empty" },
  },
  upsert: { createStatus: 200, createLocation: false },
  paging: { links: "path", oversizedPageSize: "refuse", pagesWhenEmpty: 1, ties: "older-first", pageZero: "first" },
  dates: { publishDate: "milliseconds-z", closeDate: "seconds-offset" },
  absentReferenceId: "",
  q: "title",
  statusFilter: "any-case",
  statusMoves: { intoDraft: "allow" },
  updates: { salary: "merge" },
  autoRefreshOnStandardPlan: "refused",
  insideJobs: { amountOnRead: "number" },
  referenceData: {
    categories: { path: "/api/v1.1/categories", envelope: "array", items: categories },
    positionTypes: { path: "/api/v1.1/position-types", envelope: "array", items: positionTypes },
  },
};

type Send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

function sender(server: JobsServer, key = KEY): Send {
  return (method, path, body, headers = {}) =>
    server.fetch(
      new Request(`http://jobs.test${path}`, {
        method,
        headers: { "api-key": key, "content-type": "application/json", ...headers },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      }),
    );
}

const job = (overrides: Partial<JobCreate> = {}, seed = 1): JobCreate => buildJob(overrides, { seed, limits: "min" });

async function created(send: Send, body: unknown): Promise<number> {
  const answer = await send("POST", "/api/v1.1/jobs", body);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Every answer the reference server's own choices give. */
async function driveReference(send: Send): Promise<void> {
  const minimal = job();
  const id = await created(send, minimal);
  await created(send, {
    ...job({ referenceId: "COV-1", status: "active", confidential: true, autoRefresh: true }, 2),
    closeDate: "2099-01-01",
    salary: { amount: 50000, type: { id: 1 } },
  });
  await send("GET", `/api/v1.1/jobs/${id}`);
  await send("PUT", `/api/v1.1/jobs/${id}`, { status: "archived" });
  await send("PUT", `/api/v1.1/jobs/${id}`, { status: "active" });
  const draft = await created(send, job({}, 3));
  await send("PUT", `/api/v1.1/jobs/${draft}`, { status: "active" });
  await send("PUT", `/api/v1.1/jobs/${draft}`, { status: "draft" });
  await send("PUT", "/api/v1.1/jobs", { ...job({}, 4), referenceId: "COV-UP" });
  await send("PUT", "/api/v1.1/jobs", { referenceId: "COV-UP", title: "Upserted again" });
  await send("POST", `/api/v1.1/jobs/${draft}`, { title: "Overridden" }, { "x-http-method-override": "put" });
  await send("POST", `/api/v1.1/jobs/${draft}`, undefined, { "x-http-method-override": "DELETE" });
  await send("POST", `/api/v1.1/jobs/${id}`, undefined, { "x-http-method-override": "PATCH" });
  await send("DELETE", "/api/v1.1/jobs", { referenceId: "COV-UP" });
  await send("DELETE", `/api/v1.1/jobs/${id}`);
  await send("GET", `/api/v1.1/jobs/${id}`);
  await send("GET", "/api/v1.1/jobs");
  await send("GET", "/api/v1.1/jobs?q=nurse&status=active&pageSize=5&page=2");
  await send("GET", "/api/v1.1/jobs?pageSize=101");
  await send("GET", "/api/v1.1/jobs?page=0");
  await send("GET", "/api/v1.1/positiontypes");
  await send("GET", "/api/v1.1/jobcategories");
  await send("GET", "/api/v1.1/locations?q=tor");
  await send("OPTIONS", "/api/v1.1/jobs", undefined, { origin: "http://app.test" });
  // Refusals of the request itself.
  await send("GET", "/api/v1.1/jobs", undefined, { "api-key": "" });
  await send("GET", "/api/v1.1/jobs", undefined, { "api-key": "nobody" });
  await send("POST", "/api/v1.1/jobs", "{ not json");
  await send("POST", "/api/v1.1/jobs", JSON.stringify(job()), { "content-type": "text/plain" });
  await send("POST", "/api/v1.1/jobs", JSON.stringify({ title: "x".repeat(2 * 1024 * 1024) }));
  await send("GET", "/api/v1.1/jobs/0");
  await send("GET", "/api/v1.1/nothing");
  await send("PATCH", "/api/v1.1/jobs");
  await send("POST", "/api/v1.1/jobs", job({ referenceId: "COV-1" }, 5));
  const other = await created(send, job({ referenceId: "COV-2" }, 6));
  await send("PUT", `/api/v1.1/jobs/${other}`, { referenceId: "COV-1" });
  await send("PUT", "/api/v1.1/jobs", { title: "No referenceId" });
  // Bodies breaking job rules.
  for (const broken of [
    { title: "t".repeat(257), referenceId: "r".repeat(51) },
    { locations: [], categories: [] },
    { locations: [{ description: `${"Saint-".repeat(49)}Lac, QC` }] },
    { locations: [{ description: "Toronto, ZZ" }] },
    { salary: { amount: 10 } },
    { applicantRoutingType: { id: 1 }, applicationEmail: null },
    { applicantRoutingType: { id: 2 }, applicationUrl: null },
    { applicantRoutingType: { id: 2 }, applicationUrl: "ftp://example.org" },
    { applicantRoutingType: { id: 1 }, applicationEmail: `${"a".repeat(45)}@example.org` },
    { applicantRoutingType: { id: 2 }, applicationUrl: `https://example.org/${"a".repeat(190)}` },
    { description: "<script>x</script>" },
    { description: '<p class="x">x</p>' },
    { description: "<a>x</a>" },
    { description: "<!-- x -->" },
    { status: "open", confidential: "yes" },
  ]) {
    await send("POST", "/api/v1.1/jobs", { ...job({}, 7), ...broken });
  }
  const { title: _, ...untitled } = job({}, 8);
  await send("POST", "/api/v1.1/jobs", untitled);
}

/** The answers only a deployment's dialect gives. */
async function driveDialect(send: Send, standard: Send): Promise<void> {
  const id = await created(send, job({ status: "active" }));
  await send("PUT", `/api/v1.1/jobs/${id}`, { status: "draft", salary: { amount: 1, type: { id: 1 } } });
  await send("GET", `/api/v1.1/jobs/${id}`);
  await send("PUT", "/api/v1.1/jobs", { ...job({}, 2), referenceId: "DIA-UP" });
  await send("POST", "/api/v1.1/jobs", job({ referenceId: "DIA-UP" }, 3));
  await send("PUT", `/api/v1.1/jobs/${id}`, { status: "nope" });
  await send("GET", "/api/v1.1/jobs/999999");
  await send("GET", "/api/v1.1/jobs?q=x&status=Active");
  await send("GET", "/api/v1.1/jobs?pageSize=101");
  await send("GET", "/api/v1.1/categories");
  await send("GET", "/api/v1.1/position-types");
  await send("GET", "/api/v1.1/jobs", undefined, { "api-key": "" });
  await send("GET", "/api/v1.1/jobs", undefined, { "api-key": "nobody" });
  const archived = await created(send, job({ status: "archived" }, 4));
  await send("PUT", `/api/v1.1/jobs/${archived}`, { status: "draft" });
  await standard("POST", "/api/v1.1/jobs", job({ autoRefresh: true }, 5));
}

it("gives every requirement it decides as the reason of at least one answer", async () => {
  const reference = createJobsServer({ employers: EMPLOYERS });
  await driveReference(sender(reference));
  const strict = createJobsServer({ employers: EMPLOYERS, strict: true });
  await sender(strict)("POST", "/api/v1.1/jobs", { ...job(), colour: "blue" });
  const dialect = createJobsServer({ employers: EMPLOYERS, dialect: EVERY_KNOB });
  await driveDialect(sender(dialect), sender(dialect, STANDARD_KEY));
  // A deployment that refuses moves back to draft its own way (EVERY_KNOB allows them).
  const moves = createJobsServer({
    employers: EMPLOYERS,
    dialect: { errors: { statusMove: { status: 422, body: "message" } } },
  });
  const send = sender(moves);
  await send("PUT", `/api/v1.1/jobs/${await created(send, job({ status: "active" }))}`, { status: "draft" });

  // A deployment learnt by example: HEAD and a trailing slash answered, a job by its template.
  const byExample = createJobsServer({ employers: EMPLOYERS, dialect: BY_EXAMPLE });
  const example = sender(byExample);
  await example("HEAD", "/api/v1.1/jobs");
  await example("GET", "/api/v1.1/jobs/");
  await example("POST", "/api/v1.1/jobs", job({ title: "", closeDate: "soon" }));
  await example("GET", `/api/v1.1/jobs/${await created(example, job())}`);

  const given = new Set(
    [reference, strict, dialect, moves, byExample].flatMap((server) =>
      server.requests(1000).flatMap((request) => request.reasons),
    ),
  );
  const missing = REQUIREMENTS.map((entry) => entry.id).filter(
    (id) => !given.has(id) && NOT_DECIDED_BY_ONE_ANSWER[id] === undefined,
  );
  expect(missing, "requirements no answer gave as its reason").toEqual([]);
  const givenAnyway = Object.keys(NOT_DECIDED_BY_ONE_ANSWER).filter((id) => given.has(id));
  expect(givenAnyway, "requirements listed as decided by no answer that an answer gave").toEqual([]);
});
