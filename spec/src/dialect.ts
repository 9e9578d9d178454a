/**
 * Dialects: the choices a deployment makes where the interface document is silent.
 * `dialect.schema.json` is the source; the types are generated from it. A dialect file
 * names only what it changes; {@link resolveDialect} fills in the reference server's own
 * choices, which together are the default dialect.
 */
import type { components } from "./generated/dialect.js";

type Schemas = components["schemas"];

/** A dialect as written in a file: every member optional. */
export type Dialect = Schemas["Dialect"];
/** How one refusal answers. */
export type ErrorAnswer = Schemas["ErrorAnswer"];
/** The body shapes a refusal may have. */
export type ErrorBodyShape = ErrorAnswer["body"];
/** How a response writes a date. */
export type DateForm = Schemas["DateForm"];
/** A reference collection as a deployment serves it. */
export type DialectCollection = Schemas["Collection"];
/** How a deployment takes each borderline input. */
export type Acceptance = NonNullable<Dialect["acceptance"]>;
/** A place as a deployment shows it. */
export type DialectPlace = Schemas["Place"];
/** A reference item as a job shows it. */
export type ShownItem = Schemas["ShownItem"];
/** How a deployment resolves location descriptions. */
export type DialectLocations = NonNullable<Dialect["locations"]>;
/** The refusals a dialect names. */
export type RefusalName = keyof NonNullable<Dialect["errors"]>;

type Filled<T> = { readonly [K in keyof T]-?: NonNullable<T[K]> extends object ? Filled<NonNullable<T[K]>> : T[K] };

/** A dialect with every choice made; reference data stays absent when the server's own is kept. */
export type ResolvedDialect = Filled<
  Omit<
    Dialect,
    | "$schema"
    | "referenceData"
    | "unobserved"
    | "templates"
    | "acceptance"
    | "jobIds"
    | "insideJobs"
    | "locations"
    | "plans"
  >
> & {
  /** Reference data and forms inside jobs; each left out keeps the reference server's. */
  readonly insideJobs: Readonly<Dialect["insideJobs"] & object>;
  /** Location resolution; left out keeps the reference server's. */
  readonly locations: Readonly<Dialect["locations"] & object>;
  readonly referenceData: Readonly<Dialect["referenceData"] & object>;
  /** The classes of answer written by example; none in the default dialect. */
  readonly templates: Readonly<Dialect["templates"] & object>;
  /** How job ids are allocated; absent, the reference server's: one after another from 1. */
  readonly jobIds?: Readonly<NonNullable<Dialect["jobIds"]>>;
  /** The plan of each employer the fake stands in with; absent, the demo employers' own. */
  readonly plans?: Readonly<NonNullable<Dialect["plans"]>>;
  /** Borderline inputs learnt by example; an absent one is answered as the reference server answers it. */
  readonly acceptance: Readonly<Dialect["acceptance"] & object>;
};

const DEFAULT: ResolvedDialect = {
  name: "reference",
  errors: {
    validation: { status: 422, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    missingKey: { status: 401, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    badKey: { status: 401, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    notFound: { status: 404, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    referenceIdTaken: { status: 409, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    statusMove: { status: 409, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    badQuery: { status: 400, body: "problem", contentType: "application/problem+json; charset=utf-8" },
    plan: { status: 422, body: "problem", contentType: "application/problem+json; charset=utf-8" },
  },
  violations: "all",
  upsert: { createStatus: 201, createLocation: true },
  paging: {
    links: "absolute",
    oversizedPageSize: "clamp",
    pagesWhenEmpty: 0,
    ties: "newer-first",
    pageZero: "refuse",
    linkParameters: ["q", "status", "pageSize", "page"],
    previousPastEnd: "page-before",
  },
  dates: {
    publishDate: "seconds-z",
    closeDate: "seconds-z",
    fraction: "zero",
    closeDateTime: "exact",
    dayZone: "Z",
    kept: "seconds",
  },
  absentReferenceId: null,
  absentReferenceIdInLists: null,
  q: "title-or-reference-id",
  qCase: "insensitive",
  statusFilter: "exact",
  statusMoves: { intoDraft: "refuse", outOfDraft: "allow" },
  updates: { salary: "replace" },
  autoRefresh: { pastCloseDate: "stops", closeDate: "kept" },
  autoRefreshOnStandardPlan: "kept",
  routing: {
    head: "refuse",
    trailingSlash: "refuse",
    patch: "refuse",
    options: "preflight",
    overrideOther: "bad-request",
  },
  referenceData: {},
  templates: {},
  acceptance: {},
  insideJobs: {},
  locations: {},
};
/** The reference server's own choices. */
export const DEFAULT_DIALECT: ResolvedDialect = Object.freeze(DEFAULT);

/**
 * What each date form looks like: the time of day or the day alone, and after the seconds
 * a millisecond fraction or none, and the zone (none for the day alone).
 */
export const DATE_FORMS: Readonly<
  Record<DateForm, { readonly time: boolean; readonly fraction: boolean; readonly zone: "Z" | "+00:00" | "" }>
> = {
  "seconds-z": { time: true, fraction: false, zone: "Z" },
  "milliseconds-z": { time: true, fraction: true, zone: "Z" },
  "seconds-offset": { time: true, fraction: false, zone: "+00:00" },
  "milliseconds-offset": { time: true, fraction: true, zone: "+00:00" },
  date: { time: false, fraction: false, zone: "" },
};

/** The Content-Type each body shape is sent with unless the dialect names another. */
export const ERROR_CONTENT_TYPES: Readonly<Record<ErrorBodyShape, string | undefined>> = {
  problem: "application/problem+json; charset=utf-8",
  message: "application/json; charset=utf-8",
  errors: "application/json; charset=utf-8",
  "error-object": "application/json; charset=utf-8",
  "error-string": "application/json; charset=utf-8",
  text: "text/plain; charset=utf-8",
  empty: undefined,
};

function withDefaults<T extends object>(defaults: T, given: Partial<T> | undefined): T {
  return { ...defaults, ...given };
}

/** The dialect with the reference server's choice wherever it names none. */
export function resolveDialect(dialect: Dialect = {}): ResolvedDialect {
  const errors = Object.fromEntries(
    Object.entries(DEFAULT_DIALECT.errors).map(([name, fallback]) => {
      // A plan refusal is an invalid field too: without its own answer it takes validation's.
      const given = dialect.errors?.[name as RefusalName] ?? (name === "plan" ? dialect.errors?.validation : undefined);
      const answer = given && {
        ...given,
        contentType: given.contentType ?? ERROR_CONTENT_TYPES[given.body] ?? fallback.contentType,
      };
      return [name, answer ?? fallback];
    }),
  ) as unknown as ResolvedDialect["errors"];
  const absentReferenceId =
    dialect.absentReferenceId === undefined ? DEFAULT_DIALECT.absentReferenceId : dialect.absentReferenceId;
  return {
    name: dialect.name ?? DEFAULT_DIALECT.name,
    errors,
    violations: dialect.violations ?? DEFAULT_DIALECT.violations,
    upsert: withDefaults(DEFAULT_DIALECT.upsert, dialect.upsert),
    paging: withDefaults(DEFAULT_DIALECT.paging, dialect.paging),
    dates: withDefaults(DEFAULT_DIALECT.dates, dialect.dates),
    absentReferenceId,
    // A list writes an absent referenceId as the job does unless the dialect says otherwise.
    absentReferenceIdInLists:
      dialect.absentReferenceIdInLists === undefined ? absentReferenceId : dialect.absentReferenceIdInLists,
    q: dialect.q ?? DEFAULT_DIALECT.q,
    qCase: dialect.qCase ?? DEFAULT_DIALECT.qCase,
    statusFilter: dialect.statusFilter ?? DEFAULT_DIALECT.statusFilter,
    statusMoves: withDefaults(DEFAULT_DIALECT.statusMoves, dialect.statusMoves),
    updates: withDefaults(DEFAULT_DIALECT.updates, dialect.updates),
    autoRefresh: withDefaults(DEFAULT_DIALECT.autoRefresh, dialect.autoRefresh),
    autoRefreshOnStandardPlan: dialect.autoRefreshOnStandardPlan ?? DEFAULT_DIALECT.autoRefreshOnStandardPlan,
    routing: withDefaults(DEFAULT_DIALECT.routing, dialect.routing),
    referenceData: { ...dialect.referenceData },
    templates: { ...dialect.templates },
    acceptance: { ...dialect.acceptance },
    ...(dialect.jobIds ? { jobIds: dialect.jobIds } : {}),
    ...(dialect.plans ? { plans: dialect.plans } : {}),
    insideJobs: { ...dialect.insideJobs },
    locations: { ...dialect.locations },
  };
}
