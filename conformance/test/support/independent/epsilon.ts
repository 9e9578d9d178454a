/**
 * Implementation "epsilon": errors as a JSON:API `{"errors": [{status, code, title,
 * detail, source: {pointer}}]}` list (field names as JSON pointers, `/categories/0/id`),
 * 400 for bad input, 401 with `MISSING_KEY` or `INVALID_KEY` and `WWW-Authenticate`, 415
 * for a missing Content-Type, 405 with `Allow`, a duplicate referenceId refused 409, jobs
 * and headers carrying `createdAt` and `updatedAt`, instants with milliseconds and `Z`,
 * closeDate as a date alone, reference collections as `{data, meta: {count}}`, ids from 10
 * in steps of 10, a job without a description, a past
 * closeDate or a negative amount refused, amounts with more decimals rounded, no move the
 * transition table does not show, a trailing slash ignored, HEAD answered, no CORS. With
 * `admin: true` it also serves the `/__admin` clock.
 */
import { type AdminOptions, withAdmin } from "./admin.js";
import type { Dialect, NamedItem, RefusalDetail, RefusalKind } from "./dialect.js";
import { createService } from "./service.js";

const STATUS: Record<RefusalKind, number> = {
  validation: 400,
  auth: 401,
  "not-found": 404,
  conflict: 409,
  "media-type": 415,
  method: 405,
};

/** The error code of a refusal, finer than its kind where epsilon knows more. */
function codeOf(kind: RefusalKind, message: string, detail: RefusalDetail): string {
  switch (kind) {
    case "auth":
      return detail.keySent ? "INVALID_KEY" : "MISSING_KEY";
    case "not-found":
      return detail.unknownRoute ? "ROUTE_NOT_FOUND" : "JOB_NOT_FOUND";
    case "validation":
      return / is required/.test(message) ? "MISSING_FIELD" : "INVALID_FIELD";
    case "conflict":
      return "DUPLICATE_REFERENCE";
    case "media-type":
      return "UNSUPPORTED_MEDIA_TYPE";
    case "method":
      return "METHOD_NOT_ALLOWED";
  }
}

const TITLE: Record<RefusalKind, string> = {
  validation: "Invalid request",
  auth: "Not authenticated",
  "not-found": "Not found",
  conflict: "Conflict",
  "media-type": "Unsupported media type",
  method: "Method not allowed",
};

/** The keys epsilon knows: the first employer is on an unlimited plan. */
export const EPSILON_KEYS = ["eps_live_4f2a91d0", "eps_live_b7730c15"] as const;

const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const utc = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => utc(ms).slice(0, 10);

/** `/categories/0/id` for `categories.0.id`. */
const pointer = (field: string) => `/${field.split(".").join("/")}`;

const JSON_TYPE = "application/json; charset=utf-8";

const enveloped = (list: readonly unknown[]) => ({ data: list, meta: { count: list.length } });

const epsilonDialect: Dialect = {
  name: "epsilon",
  employers: [
    { id: 310, name: "Harbourfront Bakery Inc.", apiKey: EPSILON_KEYS[0], plan: "unlimited" },
    { id: 311, name: "Kootenay Trail Outfitters", apiKey: EPSILON_KEYS[1], plan: "standard" },
  ],
  firstJobId: 10,
  jobIdStep: 10,
  firstPlaceId: 80_000,
  towns: [
    { city: "St. John's", province: "NL" },
    { city: "Moncton", province: "NB" },
    { city: "Montréal", province: "QC" },
    { city: "Thunder Bay", province: "ON" },
    { city: "Whitehorse", province: "YT" },
    { city: "London", province: "ON" },
    { city: "Richmond", province: "BC" },
    { city: "Richmond", province: "ON" },
  ],
  describePlace: (city, province) => ({
    name: `${city.toUpperCase()} (${province})`,
    description: `${city}, ${province}`,
    type: "town",
  }),
  categories: [
    { id: 500, name: "Food Service" },
    { id: 505, name: "Hospitality" },
    { id: 510, name: "Skilled Trades" },
    { id: 515, name: "Finance" },
    { id: 520, name: "Outdoor Recreation" },
  ],
  positionTypes: [
    { id: 11, name: "Permanent" },
    { id: 12, name: "Contract" },
    { id: 13, name: "Internship" },
  ],
  salaryTypes: {
    1: { name: "Yearly", unit: "year" },
    2: { name: "Monthly", unit: "month" },
    3: { name: "Weekly", unit: "week" },
    4: { name: "Daily", unit: "day" },
    5: { name: "Hourly", unit: "hour" },
  },
  routingTypes: { 1: "EMAIL", 2: "URL" },
  formatInstant: utc,
  formatCloseDate: dateOnly,
  parseInstant(text) {
    if (!ISO.test(text)) {
      return undefined;
    }
    const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: null,
  amountOnRead: (amount) => amount,
  maxAmount: (amount) => amount,
  extraDecimals: "round",
  rejectNegativeAmounts: true,
  rejectCloseBeforePublish: true,
  requireDescription: true,
  forgetOtherRoutingField: true,
  ambiguousCity: "reject",
  allowsUnshownMove: () => false,
  refreshStopsAtClose: true,
  putCreateStatus: 201,
  oversizedPage: "clamp",
  pagesWhenEmpty: 1,
  newerFirstOnTies: true,
  pagingUrl(url, query) {
    const search = new URLSearchParams();
    if (query.q !== undefined) {
      search.set("q", query.q);
    }
    if (query.status !== undefined) {
      search.set("status", query.status);
    }
    search.set("pageSize", String(query.pageSize));
    search.set("page", String(query.page));
    return `${url.origin}/api/v1.1/jobs?${search}`;
  },
  mediaTypeAnyCase: false,
  jsonContentType: JSON_TYPE,
  corsOrigin: undefined,
  refuse(kind, message, detail) {
    const status = STATUS[kind];
    const error = {
      status: String(status),
      code: codeOf(kind, message, detail),
      title: TITLE[kind],
      detail: message,
      ...(detail.field === undefined ? {} : { source: { pointer: pointer(detail.field) } }),
    };
    return new Response(JSON.stringify({ errors: [error] }), {
      status,
      headers: {
        "Content-Type": JSON_TYPE,
        ...(kind === "auth" ? { "WWW-Authenticate": 'APIKey realm="epsilon", header="API-Key"' } : {}),
        ...(detail.allow ? { Allow: detail.allow } : {}),
      },
    });
  },
  collection(path, { places }) {
    const collections: Record<string, readonly unknown[]> = {
      "/api/v1.1/jobcategories": epsilonDialect.categories,
      "/api/v1.1/locations": places.map(({ id, name, description, type }) => ({ id, name, description, type })),
      "/api/v1.1/salarytypes": Object.entries(epsilonDialect.salaryTypes).map(([id, type]) => ({ id: +id, ...type })),
      "/api/v1.1/applicantroutingtypes": Object.entries(epsilonDialect.routingTypes).map(
        ([id, name]): NamedItem => ({ id: +id, name }),
      ),
    };
    const found = collections[path];
    return found && enveloped(found);
  },
  positionTypesPayload: () => enveloped(epsilonDialect.positionTypes),
  extraMembers: (job) => ({ createdAt: utc(job.createdAt), updatedAt: utc(job.updatedAt) }),
  salaryOnUpdate: "replace",
  trailingSlash: "ignored",
  head: "as-get",
};

/** Epsilon's reference ids, for a run told them rather than finding them. */
export const EPSILON_REFERENCE_IDS = {
  categoryIds: epsilonDialect.categories.map(({ id }) => id),
  positionTypeIds: epsilonDialect.positionTypes.map(({ id }) => id),
};

/** A fresh epsilon, empty of jobs. */
export function createEpsilon(options: AdminOptions = {}) {
  const service = createService(epsilonDialect, options);
  return options.admin ? withAdmin(service, epsilonDialect.employers, utc) : service;
}
