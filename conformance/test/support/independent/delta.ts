/**
 * Implementation "delta": reference collections as HAL (`{"_embedded": {...}, "_links":
 * {...}}`, categories from 7001, position types from 31), jobs and headers carrying a
 * relative `_links.self`, jobs also `createdAt` and `updatedAt`, a salary sent in an
 * update replacing the stored one, instants in whole seconds with `+00:00` and closeDate
 * as a date alone, `application/hal+json`, relative paging URLs with page last, ids from
 * 42 in steps of 3, 400 `application/problem+json` for bad input (and for a missing
 * Content-Type) with field names as `categories[0].id`, 401 with a problem and
 * `WWW-Authenticate`, 405 with `Allow`, a PUT that creates answering 200, a trailing slash
 * not found, HEAD refused, no CORS. With `admin: true` it also serves the `/__admin` clock.
 */
import { type AdminOptions, withAdmin } from "./admin.js";
import type { Dialect, RefusalKind } from "./dialect.js";
import { Numeral } from "./json-text.js";
import { createService } from "./service.js";

const STATUS: Record<RefusalKind, number> = {
  validation: 400,
  auth: 401,
  "not-found": 404,
  conflict: 409,
  "media-type": 400,
  method: 405,
};

const TITLE: Record<RefusalKind, string> = {
  validation: "Invalid job",
  auth: "Authentication required",
  "not-found": "Not found",
  conflict: "Reference id in use",
  "media-type": "Body must be JSON",
  method: "Method not allowed",
};

/** The keys delta knows: the first employer is on an unlimited plan. */
export const DELTA_KEYS = ["delta-atlantic-0042", "delta-northern-0043"] as const;

const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The real time, to the second. */
const wholeSecondClock = () => Math.floor(Date.now() / 1000) * 1000;
const wholeSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `categories[0].id` for `categories.0.id`. */
const bracketed = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

const four = (amount: number) => new Numeral(amount.toFixed(4));

const hal = (name: string, path: string, list: readonly unknown[]) => ({
  _embedded: { [name]: list },
  _links: { self: { href: path } },
});

const deltaDialect: Dialect = {
  name: "delta",
  employers: [
    { id: 42, name: "Atlantic Fisheries Co.", apiKey: DELTA_KEYS[0], plan: "unlimited" },
    { id: 43, name: "Northern Lights Tourism", apiKey: DELTA_KEYS[1], plan: "standard" },
  ],
  firstJobId: 42,
  jobIdStep: 3,
  firstPlaceId: 3000,
  towns: [
    { city: "Halifax", province: "NS" },
    { city: "Sydney", province: "NS" },
    { city: "Charlottetown", province: "PE" },
    { city: "Saint John", province: "NB" },
    { city: "Yellowknife", province: "NT" },
    { city: "Victoria", province: "BC" },
    { city: "Victoria", province: "PE" },
  ],
  describePlace: (city, province) => ({
    name: `${city} ${province}`,
    description: `${city}, ${province}`,
    type: "CITY",
  }),
  categories: [
    { id: 7001, name: "Fisheries" },
    { id: 7002, name: "Tourism" },
    { id: 7003, name: "Construction" },
    { id: 7004, name: "Administration" },
  ],
  positionTypes: [
    { id: 31, name: "FT" },
    { id: 32, name: "PT" },
    { id: 33, name: "Seasonal" },
  ],
  salaryTypes: {
    1: { name: "year", unit: "CAD/year" },
    2: { name: "month", unit: "CAD/month" },
    3: { name: "week", unit: "CAD/week" },
    4: { name: "day", unit: "CAD/day" },
    5: { name: "hour", unit: "CAD/hour" },
  },
  routingTypes: { 1: "Apply by e-mail", 2: "Apply on website" },
  formatInstant: wholeSeconds,
  formatCloseDate: dateOnly,
  parseInstant(text) {
    if (!ISO.test(text)) {
      return undefined;
    }
    const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: "",
  amountOnRead: four,
  maxAmount: four,
  extraDecimals: "reject",
  rejectNegativeAmounts: false,
  rejectCloseBeforePublish: false,
  requireDescription: true,
  forgetOtherRoutingField: true,
  ambiguousCity: "first",
  allowsUnshownMove: (from) => from === "draft",
  refreshStopsAtClose: true,
  putCreateStatus: 200,
  oversizedPage: "reject",
  pagesWhenEmpty: 1,
  newerFirstOnTies: false,
  pagingUrl(_url, query) {
    const parts: string[] = [];
    if (query.status !== undefined) {
      parts.push(`status=${encodeURIComponent(query.status)}`);
    }
    if (query.q !== undefined) {
      parts.push(`q=${encodeURIComponent(query.q)}`);
    }
    parts.push(`pageSize=${query.pageSize}`, `page=${query.page}`);
    return `/api/v1.1/jobs?${parts.join("&")}`;
  },
  mediaTypeAnyCase: false,
  jsonContentType: "application/hal+json",
  corsOrigin: undefined,
  refuse(kind, message, { field, allow }) {
    const status = STATUS[kind];
    const problem = {
      type: `https://delta.example/problems/${kind}`,
      title: TITLE[kind],
      status,
      detail: message,
      ...(field === undefined ? {} : { errors: { [bracketed(field)]: [message] } }),
    };
    return new Response(JSON.stringify(problem), {
      status,
      headers: {
        "Content-Type": "application/problem+json",
        ...(kind === "auth" ? { "WWW-Authenticate": "API-Key" } : {}),
        ...(allow ? { Allow: allow } : {}),
      },
    });
  },
  collection(path, { places }) {
    if (path === "/api/v1.1/jobcategories") {
      return hal("jobcategories", path, deltaDialect.categories);
    }
    if (path === "/api/v1.1/locations") {
      return hal(
        "locations",
        path,
        places.map(({ id, name, description, type }) => ({ id, name, description, type })),
      );
    }
    return undefined;
  },
  positionTypesPayload: () => hal("positiontypes", "/api/v1.1/positiontypes", deltaDialect.positionTypes),
  extraMembers: (job, _url, where) => ({
    ...(where === "job" ? { createdAt: wholeSeconds(job.createdAt), updatedAt: wholeSeconds(job.updatedAt) } : {}),
    _links: { self: { href: `/api/v1.1/jobs/${job.id}` } },
  }),
  salaryOnUpdate: "replace",
  trailingSlash: "not-found",
  head: "refused",
};

/** Delta's reference ids, for a run told them rather than finding them. */
export const DELTA_REFERENCE_IDS = {
  categoryIds: deltaDialect.categories.map(({ id }) => id),
  positionTypeIds: deltaDialect.positionTypes.map(({ id }) => id),
};

/** A fresh delta, empty of jobs. */
export function createDelta(options: AdminOptions = {}) {
  // Delta keeps the whole seconds it shows.
  const service = createService(deltaDialect, { ...options, now: options.now ?? wholeSecondClock });
  return options.admin ? withAdmin(service, deltaDialect.employers, wholeSeconds) : service;
}
