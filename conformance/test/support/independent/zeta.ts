/**
 * Implementation "zeta": 422 with `{"status", "message", "violations": [{field,
 * message}]}` for bad input, a 401 without a body or `WWW-Authenticate`, 400 for a missing
 * Content-Type, 405 with a compact `Allow`, an empty 404 for a path that names no resource
 * (and `{"status", "message"}` for a missing job), jobs and headers carrying `_links`
 * (self, absolute) and jobs `updatedAt`, instants to the microsecond with `Z`, reference collections as `{results, total}` (categories at
 * /api/v1.1/categories), a PUT that creates answering 200, ids from 7 in steps of 13,
 * relative paging URLs with page first and `previous` past the last page pointing at the
 * last page, a job without a description or with a past closeDate taken, amounts with
 * more decimals refused, a salary sent in an update merged into the stored one, a
 * trailing slash not found, HEAD refused, CORS for one origin.
 */
import type { Dialect, NamedItem, RefusalKind } from "./dialect.js";
import { createService, type ServiceOptions } from "./service.js";

const STATUS: Record<RefusalKind, number> = {
  validation: 422,
  auth: 401,
  "not-found": 404,
  conflict: 409,
  "media-type": 400,
  method: 405,
};

/** The keys zeta knows: the first employer is on an unlimited plan. */
export const ZETA_KEYS = ["zeta:north-star:1f0e", "zeta:south-shore:9c2d"] as const;

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2}))?$/;

/** An instant to the microsecond (zeta's clock has milliseconds, so the last three are 0). */
const micro = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");

const results = (list: readonly unknown[]) => ({ results: list, total: list.length });

const zetaDialect: Dialect = {
  name: "zeta",
  employers: [
    { id: 1_000_001, name: "North Star Mining Corp.", apiKey: ZETA_KEYS[0], plan: "unlimited" },
    { id: 1_000_002, name: "South Shore Credit Union", apiKey: ZETA_KEYS[1], plan: "standard" },
  ],
  firstJobId: 7,
  jobIdStep: 13,
  firstPlaceId: 1,
  towns: [
    { city: "Kelowna", province: "BC" },
    { city: "Kamloops", province: "BC" },
    { city: "Saskatoon", province: "SK" },
    { city: "Brandon", province: "MB" },
    { city: "Sudbury", province: "ON" },
    { city: "Gatineau", province: "QC" },
    { city: "Corner Brook", province: "NL" },
  ],
  describePlace: (city, province) => ({
    name: `${city}, ${province}, Canada`,
    description: `${city}, ${province}`,
    type: "CITY_PROVINCE",
  }),
  categories: [
    { id: 9001, name: "Mining" },
    { id: 9002, name: "Forestry" },
    { id: 9003, name: "Health Care" },
    { id: 9004, name: "Information Technology" },
    { id: 9005, name: "Banking" },
  ],
  positionTypes: [
    { id: 1, name: "Full Time" },
    { id: 2, name: "Part Time" },
    { id: 3, name: "Temporary" },
    { id: 4, name: "Seasonal" },
  ],
  salaryTypes: {
    1: { name: "YEAR", unit: "CAD per year" },
    2: { name: "MONTH", unit: "CAD per month" },
    3: { name: "WEEK", unit: "CAD per week" },
    4: { name: "DAY", unit: "CAD per day" },
    5: { name: "HOUR", unit: "CAD per hour" },
  },
  routingTypes: { 1: "applyByEmail", 2: "applyByUrl" },
  formatInstant: micro,
  parseInstant(text) {
    const match = ISO.exec(text);
    if (!match) {
      return undefined;
    }
    const ms = Date.parse(
      `${match[1]}T${match[2] ?? "00:00:00"}.${(match[3] ?? "0").padEnd(3, "0").slice(0, 3)}${match[4] ?? "Z"}`,
    );
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: "",
  amountOnRead: (amount) => amount,
  maxAmount: (amount) => amount,
  extraDecimals: "reject",
  rejectNegativeAmounts: false,
  rejectCloseBeforePublish: false,
  requireDescription: false,
  forgetOtherRoutingField: false,
  ambiguousCity: "first",
  allowsUnshownMove: (from, to) => from === "draft" && to === "active",
  refreshStopsAtClose: false,
  putCreateStatus: 200,
  oversizedPage: "reject",
  pagesWhenEmpty: 0,
  newerFirstOnTies: false,
  pagingUrl(_url, query) {
    const parts = [`page=${query.page}`, `pageSize=${query.pageSize}`];
    if (query.q !== undefined) {
      parts.push(`q=${encodeURIComponent(query.q)}`);
    }
    if (query.status !== undefined) {
      parts.push(`status=${encodeURIComponent(query.status)}`);
    }
    return `/api/v1.1/jobs?${parts.join("&")}`;
  },
  mediaTypeAnyCase: true,
  jsonContentType: "application/json",
  corsOrigin: "https://jobs.zeta.example",
  refuse(kind, message, { field, allow, unknownRoute }) {
    const status = STATUS[kind];
    if (kind === "auth" || unknownRoute) {
      return new Response(null, { status });
    }
    const body =
      kind === "validation"
        ? { status, message, violations: field === undefined ? [] : [{ field, message }] }
        : { status, message };
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...(allow ? { Allow: allow.replace(/ /g, "") } : {}) },
    });
  },
  collection(path, { places }) {
    const collections: Record<string, readonly unknown[]> = {
      "/api/v1.1/categories": zetaDialect.categories,
      "/api/v1.1/locations": places.map(({ id, name, description, type }) => ({ id, name, description, type })),
      "/api/v1.1/salarytypes": Object.entries(zetaDialect.salaryTypes).map(([id, type]) => ({ id: +id, ...type })),
      "/api/v1.1/routingtypes": Object.entries(zetaDialect.routingTypes).map(
        ([id, name]): NamedItem => ({ id: +id, name }),
      ),
    };
    const found = collections[path];
    return found && results(found);
  },
  positionTypesPayload: () => results(zetaDialect.positionTypes),
  extraMembers: (job, url, where) => ({
    ...(where === "job" ? { updatedAt: micro(job.updatedAt) } : {}),
    _links: { self: { href: `${url.origin}/api/v1.1/jobs/${job.id}` } },
  }),
  salaryOnUpdate: "merge",
  trailingSlash: "not-found",
  head: "refused",
  previousPastEnd: "last-page",
};

/** Zeta's reference ids, for a run told them rather than finding them. */
export const ZETA_REFERENCE_IDS = {
  categoryIds: zetaDialect.categories.map(({ id }) => id),
  positionTypeIds: zetaDialect.positionTypes.map(({ id }) => id),
};

/** A fresh zeta, empty of jobs. */
export function createZeta(options: ServiceOptions = {}) {
  return createService(zetaDialect, options);
}
