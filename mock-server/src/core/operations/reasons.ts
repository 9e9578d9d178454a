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
      ...job.filter((reason) => reason !== "dialect.dates.close-date"),
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
    locations: ["ref.collections", ...pagingForm(dialect)],
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

/** The defaults a create filled in, after the constant reasons of a create. */
export function createReasons(base: Reasons, body: Record<string, unknown>, dialect: ResolvedDialect): Reasons {
  const reasons = [...base];
  reasons.push(has(body, "status") ? "create.status.given" : "create.status.default-draft");
  if (!has(body, "closeDate")) {
    reasons.push("create.default.close-date-60-days");
  }
  if (!has(body, "confidential")) {
    reasons.push("create.default.confidential-false");
  }
  if (!has(body, "autoRefresh")) {
    reasons.push("create.default.auto-refresh-false");
  }
  if (!has(body, "referenceId") || body.referenceId === "") {
    reasons.push(
      "job.reference-id.none",
      dialect.absentReferenceId === null ? "ref.reference-id.null" : "dialect.absent-reference-id",
    );
  }
  const salary = body.salary;
  if (!has(body, "salary")) {
    reasons.push("job.salary.null-when-none");
  } else if (typeof salary === "object" && (salary as Record<string, unknown>).plusCommission === undefined) {
    reasons.push("salary.plus-commission.default-false");
  }
  return reasons;
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

/** What a list's query chose, as bits: each combination's reasons are made once and kept. */
const Q = 1;
const STATUS = 2;
const PAGE = 4;
const PAGE_SIZE = 8;
const OVERSIZED = 16;

const LISTS = new WeakMap<Reasons, Map<number, Reasons>>();

function listReasonsOf(base: Reasons, chosen: number, dialect: ResolvedDialect): Reasons {
  const reasons = [...base];
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

/**
 * The filters and page a list applied, after the constant reasons of a list (`base`, one
 * per dialect): one list per combination, made on first use, so a list answer copies nothing.
 */
export function listReasons(
  base: Reasons,
  params: URLSearchParams,
  pageSize: number,
  dialect: ResolvedDialect,
): Reasons {
  // Clamped to 100 from more than that: the size asked for is read again only then.
  const oversized = pageSize === 100 && Number(params.get("pageSize")) > 100;
  const chosen =
    (params.get("q") ? Q : 0) |
    (params.has("status") ? STATUS : 0) |
    (params.has("page") ? PAGE : 0) |
    (params.has("pageSize") ? PAGE_SIZE : 0) |
    (oversized ? OVERSIZED : 0);
  let lists = LISTS.get(base);
  if (!lists) {
    lists = new Map();
    LISTS.set(base, lists);
  }
  let reasons = lists.get(chosen);
  if (!reasons) {
    reasons = listReasonsOf(base, chosen, dialect);
    lists.set(chosen, reasons);
  }
  return reasons;
}
