/**
 * Implementation "alpha": 400 with `{error:{code,msg}}` for bad input, 403 for a bad or
 * missing key, empty 404s, a PUT that creates answers 200, ids from 5000 in steps of 7,
 * dates with milliseconds and `+00:00`, referenceId "" when none, relative paging URLs,
 * pageSize above 100 refused, no move back to draft, the routing field that does not
 * apply forgotten, no `/__admin`, no CORS, and its own reference data (categories from
 * 100, "Municipality" locations named "City, Province").
 */
import type { Dialect, RefusalKind } from "./dialect.js";
import { createService, type ServiceOptions } from "./service.js";

const PROVINCE_NAMES: Record<string, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

const STATUS: Record<RefusalKind, number> = {
  validation: 400,
  auth: 403,
  "not-found": 404,
  conflict: 409,
  "media-type": 415,
  method: 405,
};

/** The keys alpha knows: the first employer is on an unlimited plan. */
export const ALPHA_KEYS = ["alpha-key-north", "alpha-key-south"] as const;

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

const alphaDialect: Dialect = {
  name: "alpha",
  employers: [
    { id: 310, name: "Northwind Staffing Inc.", apiKey: ALPHA_KEYS[0], plan: "unlimited" },
    { id: 311, name: "Southbank Hospitality Group", apiKey: ALPHA_KEYS[1], plan: "standard" },
  ],
  firstJobId: 5000,
  jobIdStep: 7,
  firstPlaceId: 9001,
  towns: [
    { city: "Toronto", province: "ON" },
    { city: "Montréal", province: "QC" },
    { city: "Vancouver", province: "BC" },
    { city: "Windsor", province: "ON" },
    { city: "Windsor", province: "NS" },
    { city: "Saskatoon", province: "SK" },
    { city: "St. John's", province: "NL" },
    { city: "Whitehorse", province: "YT" },
  ],
  describePlace: (city, province) => ({
    name: `${city}, ${PROVINCE_NAMES[province]}`,
    description: `${city}, ${province}`,
    type: "Municipality",
  }),
  categories: [
    { id: 100, name: "Health Care & Social Assistance" },
    { id: 101, name: "Transportation & Warehousing" },
    { id: 102, name: "Skilled Trades" },
    { id: 103, name: "Hospitality & Food Services" },
    { id: 104, name: "Finance" },
  ],
  positionTypes: [
    { id: 10, name: "Permanent" },
    { id: 11, name: "Contract" },
    { id: 12, name: "Seasonal" },
  ],
  salaryTypes: {
    1: { name: "Yearly", unit: "per year" },
    2: { name: "Monthly", unit: "per month" },
    3: { name: "Weekly", unit: "per week" },
    4: { name: "Daily", unit: "per day" },
    5: { name: "Hourly", unit: "per hour" },
  },
  routingTypes: { 1: "Email", 2: "URL" },
  formatInstant: (ms) => new Date(ms).toISOString().replace("Z", "+00:00"),
  parseInstant(text) {
    const match = ISO.exec(text);
    if (!match) {
      return undefined;
    }
    // A time without an offset is read as UTC.
    const zone = match[2] ? (match[3] ?? "Z").replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") : "Z";
    const ms = Date.parse(`${match[1]}T${match[2] ?? "00:00:00"}${zone}`);
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: "",
  amountOnRead: (amount) => amount,
  maxAmount: (amount) => amount,
  extraDecimals: "reject",
  rejectNegativeAmounts: true,
  rejectCloseBeforePublish: false,
  requireDescription: true,
  forgetOtherRoutingField: true,
  ambiguousCity: "reject",
  allowsUnshownMove: (_from, to) => to !== "draft",
  refreshStopsAtClose: true,
  putCreateStatus: 200,
  oversizedPage: "reject",
  pagesWhenEmpty: 0,
  newerFirstOnTies: true,
  pagingUrl(_url, query) {
    const search = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
    if (query.q !== undefined) {
      search.set("q", query.q);
    }
    if (query.status !== undefined) {
      search.set("status", query.status);
    }
    return `/api/v1.1/jobs?${search}`;
  },
  mediaTypeAnyCase: true,
  jsonContentType: "application/json",
  corsOrigin: undefined,
  refuse(kind, message) {
    const status = STATUS[kind];
    if (kind === "not-found" || kind === "method") {
      return new Response(null, { status });
    }
    const code = kind.toUpperCase().replace("-", "_");
    return new Response(JSON.stringify({ error: { code, msg: message } }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  },
  collection(path, { places, url }) {
    if (path === "/api/v1.1/jobcategories") {
      return { data: alphaDialect.categories };
    }
    if (path !== "/api/v1.1/locations") {
      return undefined;
    }
    const pageSize = Math.min(100, Number(url.searchParams.get("pageSize") ?? 25) || 25);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const pages = Math.ceil(places.length / pageSize);
    const link = (to: number) => `/api/v1.1/locations?page=${to}&pageSize=${pageSize}`;
    return {
      data: places
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ id, name, description, type }) => ({ id, name, description, type })),
      paging: {
        total: places.length,
        page,
        pages,
        pageSize,
        previous: page > 1 ? link(page - 1) : null,
        next: page < pages ? link(page + 1) : null,
      },
    };
  },
  positionTypesPayload: () => ({ data: alphaDialect.positionTypes }),
};

/**
 * A real clock that never reads the same millisecond twice, as alpha's store stamps each
 * write: two jobs never share a publishDate, so alpha's order of ties stays unobservable
 * rather than observed on the runs whose two writes happen to fall in one millisecond.
 */
function everAdvancing(): () => number {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return last;
  };
}

/** A fresh alpha, empty of jobs. */
export function createAlpha(options: ServiceOptions = {}) {
  return createService(alphaDialect, { ...options, now: options.now ?? everAdvancing() });
}
