/**
 * A drawn deployment's choices as the dialect of the independent implementation: what
 * the service leaves to a dialect, each member written from one or more dimensions.
 */
import type { Dialect, PageQuery } from "../independent/dialect.js";
import { Numeral } from "../independent/json-text.js";
import { datesOf } from "./dates.js";
import type { Choices } from "./dimensions.js";
import { referenceDataOf } from "./reference-data.js";
import { refusalsOf } from "./refusals.js";

const INT32_MAX = 2_147_483_647;

/** The id of the n-th job for each allocation: sequential, in steps, rising by uneven gaps, or spread over a range. */
const JOB_IDS: Record<Choices["jobIds"], (n: number) => number> = {
  "from-1": (n) => 1 + n,
  "from-100000": (n) => 100_000 + n,
  "step-13": (n) => 7 + 13 * n,
  // Gaps of 7,919 give or take up to 100: always rising, never by one step.
  "rising-random": (n) => 1_000_000 + 7_919 * n + ((n * n * 37) % 101),
  // 5,555,557 is prime to the range's size (2^6 3^2 5^6), so the ids never repeat within it,
  // and larger than half of it, so the second id is above the first and the third below it.
  "random-in-range": (n) => 1_000_000 + ((n * 5_555_557 + 4_242) % 9_000_000),
  "near-int32-max": (n) => INT32_MAX - 50_000 + n,
};

/** Every object in `value`, its own members included, with its members in alphabetical order. */
function alphabetical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(alphabetical);
  }
  // A number written as it is (an amount's four decimals) is an object of its own kind: kept.
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, entry]) => [name, alphabetical(entry)]),
  );
}

const ORDERS: Record<Choices["memberOrder"], ((job: Record<string, unknown>) => Record<string, unknown>) | undefined> =
  {
    documented: undefined,
    // Nested objects too (a salary's, a location's): a service that sorts its JSON sorts all of it.
    alphabetical: (job) => alphabetical(job) as Record<string, unknown>,
    reversed: (job) => Object.fromEntries(Object.entries(job).reverse()),
  };

function pagingUrl(choices: Choices) {
  return (url: URL, query: PageQuery): string => {
    const filters: string[] = [];
    if (query.q !== undefined) {
      filters.push(`q=${encodeURIComponent(query.q)}`);
    }
    if (query.status !== undefined) {
      filters.push(`status=${encodeURIComponent(query.status)}`);
    }
    const paging = [`pageSize=${query.pageSize}`, `page=${query.page}`];
    const parts = choices.pagingOrder === "filters-first" ? [...filters, ...paging] : [...paging.reverse(), ...filters];
    const path = `/api/v1.1/jobs?${parts.join("&")}`;
    return choices.pagingUrl === "absolute" ? `${url.origin}${path}` : path;
  };
}

const noReference = (choice: Choices["noReferenceId"], where: "job" | "header"): "" | null => {
  const [job, header] = {
    "null-both": [null, null],
    "empty-both": ["", ""],
    "empty-job-null-header": ["", null],
    "null-job-empty-header": [null, ""],
  }[choice] as ["" | null, "" | null];
  return where === "job" ? job : header;
};

const amountIn = (form: "number" | "four-decimals") => (amount: number) =>
  form === "number" ? amount : new Numeral(amount.toFixed(4));

/** The dialect of a deployment with `choices`, named `name`. */
export function dialectOf(choices: Choices, name: string): Dialect {
  const timestamps = choices.extraMembers === "timestamps" || choices.extraMembers === "both";
  const links = choices.extraMembers === "links" || choices.extraMembers === "both";
  const dates = datesOf(choices);
  const orderMembers = ORDERS[choices.memberOrder];
  const dialect: Dialect = {
    name,
    ...referenceDataOf(choices),
    ...dates,
    ...refusalsOf(choices),
    firstJobId: 1,
    jobIdStep: 1,
    jobIdAt: JOB_IDS[choices.jobIds],
    noReferenceId: noReference(choices.noReferenceId, "job"),
    noReferenceIdInHeader: noReference(choices.noReferenceId, "header"),
    amountOnRead: amountIn(choices.amountOnRead),
    maxAmount: amountIn(choices.maxAmountForm),
    extraDecimals: choices.extraDecimals,
    rejectNegativeAmounts: choices.negativeAmounts === "refused",
    rejectCloseBeforePublish: choices.closeBeforePublish === "refused",
    requireDescription: choices.requireDescription,
    forgetOtherRoutingField: choices.otherRoutingField === "forgotten",
    ambiguousCity: choices.ambiguousCity,
    allowsUnshownMove: (from, to) =>
      choices.unshownMoves === "all" ||
      (choices.unshownMoves === "draft-to-active" && from === "draft" && to === "active"),
    refreshStopsAtClose: choices.refreshStopsAtClose,
    refreshMovesClose: choices.refreshMovesClose,
    putCreateStatus: choices.putCreateStatus,
    putCreateLocation:
      choices.putCreateLocation === "with-201"
        ? choices.putCreateStatus === 201
        : choices.putCreateLocation === "always",
    oversizedPage: choices.oversizedPage,
    pagesWhenEmpty: choices.pagesWhenEmpty,
    newerFirstOnTies: choices.tieOrder === "newer-first",
    pagingUrl: pagingUrl(choices),
    previousPastEnd: choices.previousPastEnd,
    mediaTypeAnyCase: choices.mediaTypeAnyCase,
    jsonContentType: choices.jsonContentType,
    corsOrigin: choices.cors === "none" ? undefined : choices.cors,
    ...(timestamps || links
      ? {
          extraMembers: (job, url, where) => ({
            ...(timestamps && where === "job"
              ? { createdAt: dates.formatInstant(job.createdAt), updatedAt: dates.formatInstant(job.updatedAt) }
              : {}),
            ...(links ? { _links: { self: { href: `${url.origin}/api/v1.1/jobs/${job.id}` } } } : {}),
          }),
        }
      : {}),
    ...(orderMembers ? { orderMembers } : {}),
    salaryOnUpdate: choices.salaryOnUpdate,
    trailingSlash: choices.trailingSlash,
    head: choices.head,
    lengthUnit: choices.lengthUnit,
    qMatch: choices.qMatch,
    qCaseSensitive: choices.qCase === "sensitive",
    unknownStatusFilter: choices.unknownStatusFilter,
    pageZero: choices.pageZero === "first" ? "first" : "refuse",
    patch: choices.patch,
    options: choices.options,
    malformedId: choices.malformedId,
    overrideOther: choices.overrideOther,
    coerceTypes: choices.wrongTypes === "coerced",
    trimText: choices.whitespace === "trimmed",
    statusAnyCase: choices.statusCase === "any",
    htmlComments: choices.htmlComments === "taken",
    unknownMembers: choices.unknownMembers,
    readOnlyMembers: choices.readOnlyMembers,
    lenientLocations: choices.locationForms !== "strict",
    ownPlaceForms: choices.locationForms === "own-place",
    locationsRead: choices.locationsRead,
  };
  return dialect;
}
