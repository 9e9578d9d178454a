/**
 * Learning a dialect: from each independent implementation (written from the interface
 * document alone, each choosing differently where it is silent) the suite learns exactly
 * the choices its source makes, and from the reference server its default dialect. Every
 * learnt document passes the dialect schema.
 */
import { DEFAULT_DIALECT, type Dialect, resolveDialect } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { describe, expect, it } from "vitest";
import { must } from "../src/must.js";
import { learntDialectOf, TARGETS } from "./support/dialect-targets.js";

const target = (name: string) =>
  must(
    TARGETS.find((candidate) => candidate.name === name),
    name,
  );

/** What alpha.ts says: 400 `{error:{code,msg}}`, 403 for keys, empty 404s, PUT-create 200, and so on. */
const ALPHA: Dialect = {
  name: "conformance.test",
  // Alpha stamps each write with its own millisecond: no two jobs tie. It serves no
  // /__admin: its plans and how far auto-refresh goes show only weeks on.
  unobserved: ["paging.ties", "plans", "autoRefresh"],
  violations: "first",
  errors: {
    validation: { status: 400, body: "error-object" },
    missingKey: { status: 403, body: "error-object" },
    badKey: { status: 403, body: "error-object" },
    notFound: { status: 404, body: "empty" },
    referenceIdTaken: { status: 409, body: "error-object" },
    // A move alpha does not allow is a validation refusal to it.
    statusMove: { status: 400, body: "error-object" },
    badQuery: { status: 400, body: "error-object" },
  },
  upsert: { createStatus: 200, createLocation: false },
  // Alpha's ids go up by 7 from where its counter stood when learning began (after the
  // set-up's location probe and a plan probe for each key).
  jobIds: { allocation: "sequential", first: 5042, step: 7 },
  paging: {
    links: "path",
    oversizedPageSize: "refuse",
    pagesWhenEmpty: 0,
    pageZero: "refuse",
    // Alpha writes the page first in its links.
    linkParameters: ["page", "pageSize", "q", "status"],
    previousPastEnd: "page-before",
  },
  dates: {
    publishDate: "milliseconds-offset",
    closeDate: "milliseconds-offset",
    fraction: "real",
    // Its dates show the millisecond each job was made at, and its lists order by them.
    kept: "milliseconds",
    closeDateTime: "exact",
    dayZone: "Z",
  },
  absentReferenceId: "",
  absentReferenceIdInLists: "",
  q: "title-or-reference-id",
  qCase: "insensitive",
  statusFilter: "exact",
  statusMoves: { intoDraft: "refuse", outOfDraft: "allow" },
  updates: { salary: "replace" },
  autoRefreshOnStandardPlan: "kept",
  referenceData: {
    categories: {
      path: "/api/v1.1/jobcategories",
      envelope: "data",
      items: [
        { id: 100, name: "Health Care & Social Assistance" },
        { id: 101, name: "Transportation & Warehousing" },
        { id: 102, name: "Skilled Trades" },
        { id: 103, name: "Hospitality & Food Services" },
        { id: 104, name: "Finance" },
      ],
    },
    positionTypes: {
      path: "/api/v1.1/positiontypes",
      envelope: "data",
      items: [
        { id: 10, name: "Permanent" },
        { id: 11, name: "Contract" },
        { id: 12, name: "Seasonal" },
      ],
    },
  },
};

/** What beta.ts says: 422 and 401 as text/plain, PUT-create 201 with Location, absolute links, every move allowed. */
const BETA: Dialect = {
  name: "conformance.test",
  // Beta allows every move, so its refusal of one is never seen.
  unobserved: ["errors.statusMove", "templates.refusals.statusMove"],
  violations: "first",
  errors: {
    validation: { status: 422, body: "text" },
    missingKey: { status: 401, body: "text" },
    badKey: { status: 401, body: "text" },
    notFound: { status: 404, body: "text" },
    referenceIdTaken: { status: 422, body: "text" },
    badQuery: { status: 422, body: "text" },
  },
  upsert: { createStatus: 201, createLocation: true },
  // One after another from where beta's counter stood when the ids were learnt: after the
  // jobs that taught its towns (beta lists no locations).
  jobIds: { allocation: "sequential", first: 23, step: 1 },
  paging: {
    links: "absolute",
    oversizedPageSize: "clamp",
    pagesWhenEmpty: 1,
    ties: "older-first",
    pageZero: "refuse",
    linkParameters: ["q", "status", "pageSize", "page"],
    previousPastEnd: "page-before",
  },
  // Beta's clock counts whole seconds: jobs made within one list as its ties do.
  dates: { publishDate: "seconds-z", closeDate: "seconds-z", closeDateTime: "exact", dayZone: "Z", kept: "seconds" },
  absentReferenceId: null,
  absentReferenceIdInLists: null,
  q: "title-or-reference-id",
  qCase: "insensitive",
  statusFilter: "exact",
  statusMoves: { intoDraft: "allow", outOfDraft: "allow" },
  updates: { salary: "replace" },
  // Beta shows its plans and its clock at /__admin, and refreshes past closeDate.
  plans: ["unlimited", "standard"],
  autoRefresh: { pastCloseDate: "goes-on", closeDate: "kept" },
  autoRefreshOnStandardPlan: "kept",
  referenceData: {
    categories: {
      path: "/api/v1.1/categories",
      envelope: "array",
      items: [
        { id: 1, name: "santé" },
        { id: 2, name: "transport" },
        { id: 3, name: "métiers" },
        { id: 4, name: "restauration" },
        { id: 5, name: "finance" },
      ],
    },
    positionTypes: {
      path: "/api/v1.1/positiontypes",
      envelope: "array",
      items: [
        { id: 1, name: "plein" },
        { id: 2, name: "partiel" },
        { id: 3, name: "TEMPORAIRE" },
      ],
    },
  },
};

/** What the reference server does with each borderline input: the fake's own answers without an acceptance. */
const REFERENCE_ACCEPTANCE = {
  mediaTypeUpperCase: "accepted",
  dateWithoutOffset: "refused",
  astralTitle: "accepted",
  statusUpperCase: "refused",
  surroundingSpaces: "kept",
  sixDecimals: "refused",
  noDescription: "refused",
  htmlComment: "refused",
  stringBoolean: "refused",
  stringNumber: "refused",
  numberTitle: "refused",
  unknownMember: "ignored",
  idMember: "ignored",
  negativeAmount: "refused",
  nullSalaryType: "missing",
  closeBeforePublish: "refused",
  unknownStatusFilter: "refused",
  locationWithoutSpace: "accepted",
  locationWithoutComma: "refused",
  lowerCaseProvince: "accepted",
};

describe("learning a dialect", () => {
  it.each(TARGETS)("learns a document that passes the dialect schema from $name", async (candidate) => {
    const { document } = await learntDialectOf(candidate);
    expect(await checkDialect(document)).toEqual([]);
  });

  it("learns alpha's choices, every knob as its source makes it but the order of ties it never shows", async () => {
    const { document, unobservable } = await learntDialectOf(target("alpha"));
    const { templates, routing, acceptance, insideJobs: _, locations: __, ...knobs } = document;
    expect(knobs).toEqual(ALPHA);
    // Alpha reads a time without offset as UTC and takes a closeDate before publishDate.
    expect(acceptance).toEqual({
      ...REFERENCE_ACCEPTANCE,
      dateWithoutOffset: "+00:00",
      closeBeforePublish: "accepted",
    });
    // Alpha refuses PATCH and OPTIONS, and takes a POST overridden as another method as the POST it is.
    expect(routing).toEqual({
      head: "refuse",
      trailingSlash: "refuse",
      patch: "refuse",
      options: "refuse",
      overrideOther: "ignore",
    });
    // Alpha refuses with {"error": {"code", "msg"}}: the code a constant, and the words too, said
    // alike to text/plain and text/csv; a refused job's words are each rule's own, learnt by rule.
    expect(templates?.refusals?.mediaType).toMatchObject({
      status: 415,
      body: { error: { code: "MEDIA_TYPE", msg: "Content-Type must begin with application/json" } },
    });
    expect(templates?.refusals?.validation).toMatchObject({
      body: { error: { msg: { $: "own", at: "/violations/0/texts/error.msg", else: { $: "format" } } } },
    });
    expect(templates?.words).toMatchObject({ "/title too_long": { "error.msg": expect.stringContaining("{dotted}") } });
    // Alpha stamps each write with its own millisecond: no two jobs tie.
    expect(unobservable).toEqual([
      {
        knob: "paging.ties",
        reason: "two jobs created one after the other were twice given different publishDates",
      },
      { knob: "plans", reason: "the deployment does not show its employers' plans (/__admin/state)" },
      {
        knob: "autoRefresh",
        reason:
          "auto-refresh shows only after seven days: the run needs the deployment's clock (/__admin/clock) to see it",
      },
    ]);
  });

  it("learns beta's choices, and leaves out the refused move it never makes", async () => {
    const { document, unobservable } = await learntDialectOf(target("beta"));
    const { templates: _, routing: __, acceptance, insideJobs: ___, locations: ____, ...knobs } = document;
    expect(knobs).toEqual(BETA);
    expect(acceptance).toEqual({
      ...REFERENCE_ACCEPTANCE,
      mediaTypeUpperCase: "refused",
      sixDecimals: "rounded",
      noDescription: "empty",
      negativeAmount: "accepted",
    });
    const never = "the target moved an active job back to draft, the one move the suite tries to have refused";
    expect(unobservable).toEqual([
      { knob: "errors.statusMove", reason: never },
      { knob: "templates.refusals.statusMove", reason: never },
    ]);
  });

  it("learns the reference server's default dialect, with its own reference data", async () => {
    const { document, unobservable } = await learntDialectOf(target("reference"));
    expect(unobservable).toEqual([]);
    const {
      name: _name,
      referenceData,
      templates: _templates,
      acceptance,
      jobIds,
      insideJobs,
      locations,
      plans,
      ...knobs
    } = resolveDialect(document);
    const {
      name: _default,
      referenceData: none,
      templates: _none,
      acceptance: _a,
      insideJobs: _i,
      locations: _l,
      ...defaults
    } = DEFAULT_DIALECT;
    expect(knobs).toEqual(defaults);
    // The demo employers' plans, as /__admin/state shows them.
    expect(plans).toEqual(["unlimited", "standard"]);
    expect(acceptance).toEqual(REFERENCE_ACCEPTANCE);
    // One after another, from where the server's counter stood when learning began.
    expect(jobIds).toEqual({ allocation: "sequential", first: expect.any(Number), step: 1 });
    expect(none).toEqual({});
    expect(referenceData.categories?.items.length).toBeGreaterThan(10);
    expect(referenceData.positionTypes?.path).toBe("/api/v1.1/positiontypes");
  });
});
