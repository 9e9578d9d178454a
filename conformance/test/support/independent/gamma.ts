/**
 * Implementation "gamma": reference collections inside an `{"items": [...]}` envelope
 * (categories from 101, position types from 201), jobs carrying `createdAt`, `updatedAt`
 * and `_links` beside the documented fields, a salary sent in an update merged into the
 * stored one, instants with milliseconds in Eastern Standard Time (`-05:00`), absolute
 * paging URLs with page first, 422 with `{"error":{"code","message","fields":[{name,
 * reason}]}}` (field names as `categories.0.id`), 401 without a body and with
 * `WWW-Authenticate`, 405 with `Allow`, a trailing slash ignored, HEAD answered, no CORS.
 * With `admin: true` it also serves the `/__admin` clock and plans.
 */
import { type AdminOptions, withAdmin } from "./admin.js";
import type { Dialect, NamedItem, RefusalKind } from "./dialect.js";
import { Numeral } from "./json-text.js";
import { createService } from "./service.js";

const STATUS: Record<RefusalKind, number> = {
  validation: 422,
  auth: 401,
  "not-found": 404,
  conflict: 409,
  "media-type": 415,
  method: 405,
};

const CODE: Record<RefusalKind, string> = {
  validation: "VALIDATION_FAILED",
  auth: "UNAUTHORIZED",
  "not-found": "NOT_FOUND",
  conflict: "DUPLICATE_REFERENCE_ID",
  "media-type": "UNSUPPORTED_MEDIA_TYPE",
  method: "METHOD_NOT_ALLOWED",
};

/** The keys gamma knows: the first employer is on an unlimited plan. */
export const GAMMA_KEYS = ["gamma-7c1f-maple", "gamma-92ab-prairie"] as const;

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:\d{2})?)?$/;
const EASTERN_MS = 5 * 3_600_000;

/** An instant in Eastern Standard Time, to the millisecond. */
const eastern = (ms: number) => new Date(ms - EASTERN_MS).toISOString().replace("Z", "-05:00");

const items = (list: readonly unknown[]) => ({ items: list });

const gammaDialect: Dialect = {
  name: "gamma",
  employers: [
    { id: 7001, name: "Maple Leaf Logistics Ltd.", apiKey: GAMMA_KEYS[0], plan: "unlimited" },
    { id: 7002, name: "Prairie Health Co-operative", apiKey: GAMMA_KEYS[1], plan: "standard" },
  ],
  firstJobId: 100_000,
  jobIdStep: 1,
  firstPlaceId: 501,
  towns: [
    { city: "Calgary", province: "AB" },
    { city: "Edmonton", province: "AB" },
    { city: "Regina", province: "SK" },
    { city: "Winnipeg", province: "MB" },
    { city: "Ottawa", province: "ON" },
    { city: "Fredericton", province: "NB" },
    { city: "Iqaluit", province: "NU" },
  ],
  describePlace: (city, province) => ({ name: city, description: `${city}, ${province}`, type: "City" }),
  categories: [
    { id: 101, name: "Logistics & Supply Chain" },
    { id: 102, name: "Nursing" },
    { id: 103, name: "Software Development" },
    { id: 104, name: "Retail" },
    { id: 105, name: "Agriculture" },
    { id: 106, name: "Education & Training" },
  ],
  positionTypes: [
    { id: 201, name: "Full-time" },
    { id: 202, name: "Part-time" },
    { id: 203, name: "Casual" },
    { id: 204, name: "Term" },
  ],
  salaryTypes: {
    1: { name: "Annual", unit: "per annum" },
    2: { name: "Monthly", unit: "per month" },
    3: { name: "Weekly", unit: "per week" },
    4: { name: "Daily", unit: "per day" },
    5: { name: "Hourly", unit: "per hour" },
  },
  routingTypes: { 1: "Email", 2: "External URL" },
  formatInstant: eastern,
  parseInstant(text) {
    const match = ISO.exec(text);
    if (!match) {
      return undefined;
    }
    // A date alone, or a time without an offset, is read in gamma's own time zone.
    const ms = Date.parse(`${match[1]}T${match[2] ?? "00:00:00"}${match[3] ?? "-05:00"}`);
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: null,
  amountOnRead: (amount) => amount,
  maxAmount: (amount) => new Numeral(amount.toFixed(4)),
  extraDecimals: "round",
  rejectNegativeAmounts: true,
  rejectCloseBeforePublish: false,
  requireDescription: false,
  forgetOtherRoutingField: false,
  ambiguousCity: "reject",
  allowsUnshownMove: (from, to) => !(from === "archived" && to === "draft"),
  refreshStopsAtClose: false,
  putCreateStatus: 201,
  oversizedPage: "clamp",
  pagesWhenEmpty: 0,
  newerFirstOnTies: true,
  pagingUrl(url, query) {
    const parts = [`page=${query.page}`, `pageSize=${query.pageSize}`];
    if (query.status !== undefined) {
      parts.push(`status=${encodeURIComponent(query.status)}`);
    }
    if (query.q !== undefined) {
      parts.push(`q=${encodeURIComponent(query.q)}`);
    }
    return `${url.origin}/api/v1.1/jobs?${parts.join("&")}`;
  },
  mediaTypeAnyCase: true,
  jsonContentType: "application/json;charset=UTF-8",
  corsOrigin: undefined,
  refuse(kind, message, { field, allow }) {
    const status = STATUS[kind];
    if (kind === "auth") {
      return new Response(null, { status, headers: { "WWW-Authenticate": 'ApiKey header="API-Key"' } });
    }
    const fields = field === undefined ? [] : [{ name: field, reason: message }];
    return new Response(JSON.stringify({ error: { code: CODE[kind], message, fields } }), {
      status,
      headers: { "Content-Type": "application/json;charset=UTF-8", ...(allow ? { Allow: allow } : {}) },
    });
  },
  collection(path, { places }) {
    const collections: Record<string, readonly unknown[]> = {
      "/api/v1.1/categories": gammaDialect.categories,
      "/api/v1.1/locations": places.map(({ id, name, description, type }) => ({ id, name, description, type })),
      "/api/v1.1/salarytypes": Object.entries(gammaDialect.salaryTypes).map(([id, type]) => ({ id: +id, ...type })),
      "/api/v1.1/routingtypes": Object.entries(gammaDialect.routingTypes).map(
        ([id, name]): NamedItem => ({
          id: +id,
          name,
        }),
      ),
    };
    const found = collections[path];
    return found && items(found);
  },
  positionTypesPayload: () => items(gammaDialect.positionTypes),
  extraMembers: (job, url, where) =>
    where === "header"
      ? {}
      : {
          createdAt: eastern(job.createdAt),
          updatedAt: eastern(job.updatedAt),
          _links: { self: { href: `${url.origin}/api/v1.1/jobs/${job.id}` } },
        },
  salaryOnUpdate: "merge",
  trailingSlash: "ignored",
  head: "as-get",
};

/** Gamma's reference ids, for a run told them rather than finding them. */
export const GAMMA_REFERENCE_IDS = {
  categoryIds: gammaDialect.categories.map(({ id }) => id),
  positionTypeIds: gammaDialect.positionTypes.map(({ id }) => id),
};

/** A fresh gamma, empty of jobs. */
export function createGamma(options: AdminOptions = {}) {
  const service = createService(gammaDialect, options);
  return options.admin ? withAdmin(service, gammaDialect.employers, eastern) : service;
}
