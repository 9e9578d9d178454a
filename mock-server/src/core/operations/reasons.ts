/**
 * The requirements behind each successful answer of the job API, as ids of
 * `@jobs-toolkit/spec/requirements`. Each kind of answer has one constant list per
 * deployment (its dialect's entries included where they differ from the reference
 * server's own choice), made once; an answer adds ids only for what its request chose
 * (the defaults a create filled in, a status move, the filters a list applied).
 */
import { DEFAULT_DIALECT, type JobStatus, type ResolvedDialect } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";

type Reasons = readonly RequirementId[];

/** The constant part of each kind of answer. */
export interface AnswerReasons {
  readonly read: Reasons;
  readonly created: Reasons;
  readonly upsertCreated: Reasons;
  readonly updated: Reasons;
  readonly upsertUpdated: Reasons;
  readonly deleted: Reasons;
  readonly deletedByReference: Reasons;
  readonly list: Reasons;
  readonly positionTypes: Reasons;
  readonly categories: Reasons;
  readonly locations: Reasons;
  readonly preflight: Reasons;
}

/** How every job answer is written in this dialect, where it departs from the reference server's. */
function jobForm(dialect: ResolvedDialect): RequirementId[] {
  const reasons: RequirementId[] = [];
  if (dialect.dates.publishDate !== DEFAULT_DIALECT.dates.publishDate) {
    reasons.push("dialect.dates.publish-date");
  }
  if (dialect.dates.closeDate !== DEFAULT_DIALECT.dates.closeDate) {
    reasons.push("dialect.dates.close-date");
  }
  if (dialect.absentReferenceId !== DEFAULT_DIALECT.absentReferenceId) {
    reasons.push("dialect.absent-reference-id");
  }
  if (Object.keys(dialect.insideJobs).length + Object.keys(dialect.locations).length > 0) {
    reasons.push("dialect.reference-in-jobs");
  }
  return reasons;
}

/** The paging rules of every list, in this dialect. */
function pagingForm(dialect: ResolvedDialect): RequirementId[] {
  const { paging } = DEFAULT_DIALECT;
  return [
    "paging.total",
    "paging.page",
    "paging.pages",
    "paging.page-size",
    "paging.previous",
    "paging.next",
    dialect.paging.links === paging.links ? "ref.list.links" : "dialect.paging.links",
    ...(dialect.paging.pagesWhenEmpty === paging.pagesWhenEmpty ? [] : ["dialect.paging.pages-when-empty" as const]),
    ...(dialect.paging.pageZero === paging.pageZero ? [] : ["dialect.paging.page-zero" as const]),
  ];
}

function reasonsOf(dialect: ResolvedDialect): AnswerReasons {
  const job = jobForm(dialect);
  const { upsert } = dialect;
  const upsertForm: RequirementId[] =
    upsert.createStatus === DEFAULT_DIALECT.upsert.createStatus
      ? ["ref.upsert.create-201"]
      : ["dialect.upsert.create-status"];
  if (upsert.createLocation !== DEFAULT_DIALECT.upsert.createLocation) {
    upsertForm.push("dialect.upsert.create-location");
  }
  const created: RequirementId[] = ["create.response.201", "create.response.location", "create.response.job"];
  const { referenceData } = dialect;
  return {
    read: ["get.by-id", ...job],
    created: [...created, "ref.location.public-url", "ref.ids.increasing", ...job],
    upsertCreated: ["upsert.creates", ...upsertForm, "ref.ids.increasing", ...job],
    updated: ["update.by-id", "update.partial", "update.response.200", ...job],
    upsertUpdated: ["update.by-reference", "upsert.idempotent", "update.partial", "update.response.200", ...job],
    deleted: ["delete.by-id", "delete.response.204"],
    deletedByReference: ["delete.by-reference", "delete.response.204"],
    list: [
      "list.own-jobs",
      "list.sort.publish-date-desc",
      dialect.paging.ties === DEFAULT_DIALECT.paging.ties ? "ref.list.order-ties" : "dialect.paging.ties",
      "list.header.fields",
      ...pagingForm(dialect),
      // A list's headers carry no closeDate, and their absent referenceId is the lists' own knob.
      ...job.filter((reason) => reason !== "dialect.dates.close-date" && reason !== "dialect.absent-reference-id"),
      ...(dialect.absentReferenceIdInLists === DEFAULT_DIALECT.absentReferenceIdInLists
        ? []
        : ["dialect.absent-reference-id-in-lists" as const]),
    ],
    positionTypes: [
      "collections.position-types",
      "ref.collections",
      ...(referenceData.positionTypes ? ["dialect.reference-data.position-types" as const] : []),
    ],
    categories: [
      "ref.collections",
      ...(referenceData.categories ? ["dialect.reference-data.categories" as const] : []),
    ],
    locations: [
      "ref.collections",
      ...pagingForm(dialect),
      ...(dialect.locations.known ? ["dialect.reference-in-jobs" as const] : []),
    ],
    preflight: ["ref.cors"],
  };
}

const CACHE = new WeakMap<ResolvedDialect, AnswerReasons>();

/** The constant reasons of each kind of answer in this dialect, made on first use. */
export function answerReasons(dialect: ResolvedDialect): AnswerReasons {
  let reasons = CACHE.get(dialect);
  if (!reasons) {
    reasons = reasonsOf(dialect);
    CACHE.set(dialect, reasons);
  }
  return reasons;
}

const has = (body: Record<string, unknown>, field: string) => body[field] !== undefined && body[field] !== null;

const KEPT = new WeakMap<Reasons, Map<number, Reasons>>();

/** The reasons of `base` plus what `chosen` (bits of what a request chose) adds, made once per combination. */
function kept(base: Reasons, chosen: number, make: () => Reasons): Reasons {
  let made = KEPT.get(base);
  if (!made) {
    made = new Map();
    KEPT.set(base, made);
  }
  let reasons = made.get(chosen);
  if (!reasons) {
    reasons = make();
    made.set(chosen, reasons);
  }
  return reasons;
}

const STATUS_GIVEN = 1;
const NO_CLOSE_DATE = 2;
const NO_CONFIDENTIAL = 4;
const NO_AUTO_REFRESH = 8;
const NO_REFERENCE_ID = 16;
const NO_SALARY = 32;
const NO_COMMISSION = 64;

/** The defaults a create filled in, after the constant reasons of a create. */
export function createReasons(base: Reasons, body: Record<string, unknown>, dialect: ResolvedDialect): Reasons {
  const salary = body.salary;
  const chosen =
    (has(body, "status") ? STATUS_GIVEN : 0) |
    (has(body, "closeDate") ? 0 : NO_CLOSE_DATE) |
    (has(body, "confidential") ? 0 : NO_CONFIDENTIAL) |
    (has(body, "autoRefresh") ? 0 : NO_AUTO_REFRESH) |
    (has(body, "referenceId") && body.referenceId !== "" ? 0 : NO_REFERENCE_ID) |
    (has(body, "salary") ? 0 : NO_SALARY) |
    (typeof salary === "object" && salary !== null && (salary as Record<string, unknown>).plusCommission === undefined
      ? NO_COMMISSION
      : 0);
  return kept(base, chosen, () => {
    const reasons = [...base];
    reasons.push(chosen & STATUS_GIVEN ? "create.status.given" : "create.status.default-draft");
    if (chosen & NO_CLOSE_DATE) {
      reasons.push("create.default.close-date-60-days");
    }
    if (chosen & NO_CONFIDENTIAL) {
      reasons.push("create.default.confidential-false");
    }
    if (chosen & NO_AUTO_REFRESH) {
      reasons.push("create.default.auto-refresh-false");
    }
    if (chosen & NO_REFERENCE_ID) {
      reasons.push(
        "job.reference-id.none",
        dialect.absentReferenceId === null ? "ref.reference-id.null" : "dialect.absent-reference-id",
      );
    }
    if (chosen & NO_SALARY) {
      reasons.push("job.salary.null-when-none");
    }
    if (chosen & NO_COMMISSION) {
      reasons.push("salary.plus-commission.default-false");
    }
    return reasons;
  });
}

/** The status move an update made, if any, after the constant reasons of an update. */
export function updateReasons(
  base: Reasons,
  from: JobStatus,
  to: JobStatus,
  body: Record<string, unknown>,
  dialect: ResolvedDialect,
): Reasons {
  const salaryMerged = body.salary !== undefined && dialect.updates.salary !== DEFAULT_DIALECT.updates.salary;
  if (from === to && !salaryMerged) {
    return base;
  }
  const reasons = [...base];
  if (to === "archived") {
    reasons.push("status.any-to-archived", "status.move-changes-nothing-else");
  } else if (to === "active") {
    reasons.push(
      from === "archived" ? "status.archived-to-active" : "ref.status.moves",
      "status.move-changes-nothing-else",
    );
  } else if (to === "draft") {
    reasons.push("dialect.status-moves.into-draft");
  }
  if (salaryMerged) {
    reasons.push("dialect.updates.salary");
  }
  return reasons;
}

/** What a list's query chose, as bits. */
const Q = 1;
const STATUS = 2;
const PAGE = 4;
const PAGE_SIZE = 8;
const OVERSIZED = 16;
const PAST_LAST = 32;

function listReasonsOf(base: Reasons, chosen: number, dialect: ResolvedDialect): Reasons {
  // What decided a page past the last, before the rules every page shares.
  const reasons: RequirementId[] = chosen & PAST_LAST ? ["ref.list.page-past-last", ...base] : [...base];
  if (chosen & Q) {
    if (dialect.q === DEFAULT_DIALECT.q) {
      reasons.push("list.q.matches-title", "list.q.matches-reference-id", "list.q.title-and-reference-id-only");
    } else {
      reasons.push("list.q.matches-title", "dialect.q");
    }
  }
  if (chosen & STATUS) {
    reasons.push("list.status.filter");
    if (dialect.statusFilter !== DEFAULT_DIALECT.statusFilter) {
      reasons.push("dialect.status-filter");
    }
  }
  if (chosen & PAGE_SIZE) {
    reasons.push(chosen & OVERSIZED ? "list.page-size.max-100" : "list.page-size.range");
  } else {
    reasons.push("list.page-size.default-10");
  }
  reasons.push(chosen & PAGE ? "list.page.select" : "list.page.default-1");
  return reasons;
}

/** Whether the page asked is past the last of `total` matches: never the first page, which an empty list answers. */
export function pastLastPage(page: number, pageSize: number, total: number): boolean {
  return page > 1 && (page - 1) * pageSize >= total;
}

/** A page of locations: its constant reasons, led by the one that decided it when it is past the last. */
export function locationReasons(base: Reasons, pastLast: boolean): Reasons {
  return pastLast ? kept(base, PAST_LAST, () => ["ref.list.page-past-last", ...base]) : base;
}

/**
 * The filters and page a list applied, after the constant reasons of a list (`base`, one
 * per dialect): one list per combination, made on first use, so a list answer copies nothing.
 * A page past the last (`pastLast`) names that first.
 */
export function listReasons(
  base: Reasons,
  params: URLSearchParams,
  pageSize: number,
  dialect: ResolvedDialect,
  pastLast: boolean,
): Reasons {
  // Clamped to 100 from more than that: the size asked for is read again only then.
  const oversized = pageSize === 100 && Number(params.get("pageSize")) > 100;
  const chosen =
    (params.get("q") ? Q : 0) |
    (params.has("status") ? STATUS : 0) |
    (params.has("page") ? PAGE : 0) |
    (params.has("pageSize") ? PAGE_SIZE : 0) |
    (oversized ? OVERSIZED : 0) |
    (pastLast ? PAST_LAST : 0);
  return kept(base, chosen, () => listReasonsOf(base, chosen, dialect));
}
