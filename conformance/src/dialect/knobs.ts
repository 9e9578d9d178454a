/**
 * Every knob of the dialect document the suite observes: where it sits in the document,
 * the requirement a difference breaks, how it is observed, the dialect's value, and how
 * an observed value is written into a learnt document.
 */
import {
  type Dialect,
  type DialectCollection,
  ERROR_CONTENT_TYPES,
  type ErrorAnswer,
  type RefusalName,
  type ResolvedDialect,
} from "@jobs-toolkit/spec";
import type { RequirementId } from "../catalogue/index.js";
import { sameContentType } from "./classify.js";
import { isObserved, type Observation } from "./observation.js";
import * as errors from "./observe-errors.js";
import * as jobs from "./observe-jobs.js";
import * as lists from "./observe-lists.js";
import { observeCategories, observePositionTypes } from "./observe-reference-data.js";
import { observePlans, observeRefresh } from "./observe-refresh.js";
import { observeHead, observeTrailingSlash } from "./observe-routing.js";
import { observeViolations } from "./observe-violations.js";
import type { Probe } from "./probe.js";

/** One knob (a leaf of the dialect document, or an error answer, or a collection). */
interface Knob<Value> {
  /** Its path in the dialect document, e.g. `paging.links`: failures name it. */
  path: string;
  requirement: RequirementId;
  observe(probe: Probe): Promise<Observation<Value>>;
  /** The dialect's value; undefined when the dialect names none (reference data). */
  expected(dialect: ResolvedDialect): Value | undefined;
  /** Whether what the target did is what the dialect says. */
  agrees(expected: Value, actual: Value): boolean;
  /** The value in words, for failures. */
  describe(value: Value): string;
  /** The member a learnt document gets for an observed value. */
  recorded(value: Value): unknown;
  /** Whether observing it sets the target's clock (where the run holds it), which every other check reads. */
  movesClock?: boolean;
}

/** A knob whose value type only it knows. */
export type AnyKnob = Knob<unknown>;

function knob<Value>(
  path: string,
  requirement: RequirementId,
  observe: Knob<Value>["observe"],
  expected: Knob<Value>["expected"],
  overrides: Partial<Pick<Knob<Value>, "agrees" | "describe" | "recorded" | "movesClock">> = {},
): AnyKnob {
  return {
    path,
    requirement,
    observe,
    expected,
    agrees: (a, b) => a === b,
    describe: (value) => JSON.stringify(value),
    recorded: (value) => value,
    ...overrides,
  } as AnyKnob;
}

function map<From, To>(observe: (probe: Probe) => Promise<Observation<From>>, pick: (value: From) => To) {
  return async (probe: Probe): Promise<Observation<To>> => {
    const observation = await observe(probe);
    return isObserved(observation) ? { ...observation, value: pick(observation.value) } : observation;
  };
}

const refusal = (name: RefusalName, requirement: RequirementId, observe: Knob<ErrorAnswer>["observe"]) =>
  knob<ErrorAnswer>(`errors.${name}`, requirement, observe, (dialect) => dialect.errors[name], {
    // The Content-Type of an empty answer says nothing.
    agrees: (expected, actual) =>
      expected.status === actual.status &&
      expected.body === actual.body &&
      (actual.body === "empty" || sameContentType(expected.contentType, actual.contentType)),
    describe: ({ status, body, contentType }) =>
      `${status} with ${body === "empty" ? "no body" : `body shape ${body}${contentType ? ` (${contentType})` : ""}`}`,
    // A learnt document names a Content-Type only where it is not the shape's usual one.
    recorded: ({ status, body, contentType }) =>
      sameContentType(contentType, ERROR_CONTENT_TYPES[body]) || body === "empty"
        ? { status, body }
        : { status, body, contentType },
  });

const collection = (
  path: string,
  requirement: RequirementId,
  observe: Knob<DialectCollection>["observe"],
  pick: (dialect: ResolvedDialect) => DialectCollection | undefined,
) =>
  knob<DialectCollection>(path, requirement, observe, pick, {
    agrees: (expected, actual) =>
      (expected.path === undefined || expected.path === actual.path) &&
      (expected.envelope === undefined || expected.envelope === actual.envelope) &&
      JSON.stringify(expected.items) === JSON.stringify(actual.items),
    describe: ({ path: at, envelope, items }) =>
      `${items.length} items ${JSON.stringify(items).slice(0, 200)}${at ? ` at ${at}` : ""}${envelope ? ` as ${envelope === "data" ? '{"data": [...]}' : "a bare array"}` : ""}`,
  });

/** The knobs, in the order of the dialect document. */
export const KNOBS: readonly AnyKnob[] = [
  refusal("validation", "dialect.errors.validation", errors.observeValidation),
  refusal("missingKey", "dialect.errors.missing-key", errors.observeMissingKey),
  refusal("badKey", "dialect.errors.bad-key", errors.observeBadKey),
  refusal("notFound", "dialect.errors.not-found", errors.observeNotFound),
  refusal("referenceIdTaken", "dialect.errors.reference-id-taken", errors.observeReferenceIdTaken),
  refusal("statusMove", "dialect.errors.status-move", errors.observeStatusMove),
  refusal("badQuery", "dialect.errors.bad-query", errors.observeBadQuery),
  refusal("plan", "dialect.errors.plan", errors.observePlan),
  knob("violations", "dialect.violations", observeViolations, (dialect) => dialect.violations),
  knob(
    "upsert.createStatus",
    "dialect.upsert.create-status",
    map(jobs.observeUpsert, (upsert) => upsert.createStatus),
    (dialect) => dialect.upsert.createStatus,
  ),
  knob(
    "upsert.createLocation",
    "dialect.upsert.create-location",
    map(jobs.observeUpsert, (upsert) => upsert.createLocation),
    (dialect) => dialect.upsert.createLocation,
  ),
  knob("paging.links", "dialect.paging.links", lists.observeLinks, (dialect) => dialect.paging.links),
  knob(
    "paging.oversizedPageSize",
    "dialect.paging.oversized-page-size",
    lists.observeOversizedPageSize,
    (dialect) => dialect.paging.oversizedPageSize,
  ),
  knob(
    "paging.pagesWhenEmpty",
    "dialect.paging.pages-when-empty",
    lists.observePagesWhenEmpty,
    (dialect) => dialect.paging.pagesWhenEmpty,
  ),
  knob("paging.ties", "dialect.paging.ties", lists.observeTies, (dialect) => dialect.paging.ties, {
    // Two jobs are made while the target's clock stands still.
    movesClock: true,
  }),
  knob("paging.pageZero", "dialect.paging.page-zero", lists.observePageZero, (dialect) => dialect.paging.pageZero),
  knob(
    "dates.publishDate",
    "dialect.dates.publish-date",
    jobs.observeDate("publishDate"),
    (dialect) => dialect.dates.publishDate,
  ),
  knob(
    "dates.closeDate",
    "dialect.dates.close-date",
    jobs.observeDate("closeDate"),
    (dialect) => dialect.dates.closeDate,
  ),
  knob(
    "absentReferenceId",
    "dialect.absent-reference-id",
    jobs.observeAbsentReferenceId,
    (dialect) => dialect.absentReferenceId,
  ),
  knob(
    "absentReferenceIdInLists",
    "dialect.absent-reference-id-in-lists",
    jobs.observeAbsentReferenceIdInLists,
    (dialect) => dialect.absentReferenceIdInLists,
  ),
  knob("q", "dialect.q", lists.observeQ, (dialect) => dialect.q),
  knob("statusFilter", "dialect.status-filter", lists.observeStatusFilter, (dialect) => dialect.statusFilter),
  knob(
    "statusMoves.intoDraft",
    "dialect.status-moves.into-draft",
    jobs.observeIntoDraft,
    (dialect) => dialect.statusMoves.intoDraft,
  ),
  knob("updates.salary", "dialect.updates.salary", jobs.observeSalaryUpdate, (dialect) => dialect.updates.salary),
  knob("plans", "dialect.plans", observePlans, (dialect) => dialect.plans, {
    agrees: (expected, actual) => JSON.stringify(expected) === JSON.stringify(actual),
  }),
  knob("autoRefresh", "dialect.auto-refresh", observeRefresh, (dialect) => dialect.autoRefresh, {
    agrees: (expected, actual) =>
      expected.pastCloseDate === actual.pastCloseDate && expected.closeDate === actual.closeDate,
    describe: ({ pastCloseDate, closeDate }) =>
      `publishDate ${pastCloseDate === "stops" ? "stops at" : "goes on past"} closeDate, closeDate ${closeDate}`,
    movesClock: true,
  }),
  knob(
    "autoRefreshOnStandardPlan",
    "dialect.auto-refresh-on-standard-plan",
    jobs.observeAutoRefresh,
    (dialect) => dialect.autoRefreshOnStandardPlan,
  ),
  knob("routing.head", "dialect.routing.head", observeHead, (dialect) => dialect.routing.head),
  knob(
    "routing.trailingSlash",
    "dialect.routing.trailing-slash",
    observeTrailingSlash,
    (dialect) => dialect.routing.trailingSlash,
  ),
  collection(
    "referenceData.categories",
    "dialect.reference-data.categories",
    observeCategories,
    (dialect) => dialect.referenceData.categories,
  ),
  collection(
    "referenceData.positionTypes",
    "dialect.reference-data.position-types",
    observePositionTypes,
    (dialect) => dialect.referenceData.positionTypes,
  ),
];

/** Sets the member at a knob's path of a dialect document. */
export function recordKnob(document: Dialect, knobPath: string, value: unknown): void {
  const names = knobPath.split(".");
  const last = names.pop() as string;
  let at = document as Record<string, unknown>;
  for (const name of names) {
    at[name] ??= {};
    at = at[name] as Record<string, unknown>;
  }
  at[last] = value;
}
