/**
 * Facts of the Job Posting API that more than one package needs, kept in one place: the
 * server, the SDK, the conformance suite and the CLI import them from here.
 */
import type { Job } from "./index.js";

/** The order in which responses write a job's fields. */
export const JOB_FIELD_ORDER = [
  "id",
  "referenceId",
  "employer",
  "title",
  "publishDate",
  "closeDate",
  "confidential",
  "autoRefresh",
  "status",
  "locations",
  "categories",
  "positionType",
  "salary",
  "description",
  "applicantRoutingType",
  "applicationEmail",
  "applicationUrl",
] as const satisfies readonly (keyof Job)[];

/** The fields the service assigns: a job shows them, and a body sent with them does not write them. */
export const ASSIGNED_JOB_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(["id", "employer", "publishDate"]);

/** The fields a job body writes, in the order responses write them. */
export const WRITTEN_JOB_FIELDS = /* @__PURE__ */ JOB_FIELD_ORDER.filter((field) => !ASSIGNED_JOB_FIELDS.has(field));

/** The Canadian provinces and territories by the two-letter code a `City, XX` location names. */
export const PROVINCE_NAMES: Readonly<Record<string, string>> = {
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

/** The ids of the applicant routing types: where applications go. */
export const ROUTING_TYPE_IDS = { email: 1, url: 2 } as const;

/** The largest id the API has: ids are Int32. */
export const INT32_MAX = 2_147_483_647;

/** The HTML tags a job description may use (an `a` with its href and target only). */
export const DESCRIPTION_TAGS: ReadonlySet<string> = new Set([
  "strong",
  "b",
  "em",
  "i",
  "br",
  "p",
  "div",
  "ul",
  "ol",
  "li",
  "a",
]);

/** The reason phrase of each status code the API answers with, which is every problem's title. */
export const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const PLAIN_ASCII = /^[!-\]_a-~]+(?: [!-\]_a-~]+)*$/;

/**
 * A location name as the API matches it: case, accents and runs of spaces folded, so
 * `montreal` finds `Montréal`.
 */
export function foldForMatch(text: string): string {
  // Most names are printable ASCII with single spaces: nothing to decompose, strip or
  // collapse, so lower case is all the folding they need. (^ and ` are diacritics.)
  return PLAIN_ASCII.test(text) ? text.toLowerCase() : foldFully(text);
}

/** The folding by its definition, with no shortcut; {@link foldForMatch} answers the same. */
export function foldFully(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
