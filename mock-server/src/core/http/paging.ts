/**
 * Listing rules shared by jobs and locations: `page` and `pageSize` are integers >= 1
 * (pageSize above 100 clamped, or refused where the dialect says so), a page past the last
 * is empty, and previous/next carry the request's filters, written in the dialect's form
 * (absolute URLs on the public base URL by default).
 */
import type { Paging, ProblemError as ProblemEntry, ResolvedDialect } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { preview } from "../lib/text.js";
import { ProblemError } from "./problem.js";

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const POSITIVE_INTEGER = /^\d+$/;

/** How a deployment pages, as its dialect says. */
export type PagingRules = ResolvedDialect["paging"];

/** A parsed list query: the filters to carry into links, and the page wanted. */
export interface PageRequest {
  page: number;
  pageSize: number;
  /** Filters in the order links write them, only those the request gave. */
  filters: Array<[name: string, value: string]>;
}

/** Collects the query's problems so they are all reported at once. */
export class QueryProblems {
  readonly errors: ProblemEntry[] = [];
  readonly #reasons = new Set<RequirementId>();

  /** Records a bad parameter, and the requirement it breaks (the reference server's query rules unless named). */
  add(parameter: string, code: string, message: string, reason: RequirementId = "ref.list.query-rules"): void {
    this.errors.push({ parameter, code, message });
    this.#reasons.add(reason);
  }

  /** Throws a 400 listing every bad parameter, if there is one. */
  throwIfAny(): void {
    if (this.errors.length === 0) {
      return;
    }
    const count = this.errors.length === 1 ? "A query parameter is" : `${this.errors.length} query parameters are`;
    throw new ProblemError(400, `${count} invalid.`, {
      type: "/problems/invalid-query",
      errors: this.errors,
      refusal: "badQuery",
      reasons: [...this.#reasons],
    });
  }
}

function positiveInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  problems: QueryProblems,
  zero?: number,
): number {
  const raw = params.get(name);
  if (raw === null) {
    return fallback;
  }
  if (zero !== undefined && raw === "0") {
    return zero;
  }
  const value = POSITIVE_INTEGER.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    problems.add(name, "out_of_range", `${name} must be an integer of at least 1; got ${preview(raw)}`);
    return fallback;
  }
  return value;
}

/**
 * Reads a list's query: q (carried into links whenever given), the list's own filters,
 * page and pageSize. Throws a 400 naming every bad parameter.
 */
export function parseListRequest(
  query: string,
  rules: PagingRules,
  readFilters: (params: URLSearchParams, problems: QueryProblems) => PageRequest["filters"] = () => [],
): { request: PageRequest; params: URLSearchParams } {
  const params = new URLSearchParams(query);
  const problems = new QueryProblems();
  const q = params.get("q");
  const filters: PageRequest["filters"] = [
    ...(q === null ? [] : [["q", q] as [string, string]]),
    ...readFilters(params, problems),
  ];
  const request = { ...parsePageRequest(params, rules, problems), filters };
  problems.throwIfAny();
  return { request, params };
}

/** Reads page and pageSize, recording their problems. */
function parsePageRequest(
  params: URLSearchParams,
  rules: PagingRules,
  problems: QueryProblems,
): Omit<PageRequest, "filters"> {
  const page = positiveInteger(params, "page", 1, problems, rules.pageZero === "first" ? 1 : undefined);
  const asked = positiveInteger(params, "pageSize", DEFAULT_PAGE_SIZE, problems);
  if (asked > MAX_PAGE_SIZE && rules.oversizedPageSize === "refuse") {
    // A code of its own: a deployment words a page too large apart from one that is no page size.
    problems.add(
      "pageSize",
      "too_large",
      `pageSize must be at most ${MAX_PAGE_SIZE}; got ${asked}`,
      "dialect.paging.oversized-page-size",
    );
  }
  return { page, pageSize: Math.min(asked, MAX_PAGE_SIZE) };
}

/** Where a parameter goes in a link: its place among those the dialect orders, else after them all. */
function placeOf(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

function pageUrl(listUrl: string, request: PageRequest, page: number, order: readonly string[]): string {
  const parameters: Array<[string, string]> = [
    ...request.filters,
    ["pageSize", String(request.pageSize)],
    ["page", String(page)],
  ];
  // A stable sort keeps the filters the dialect does not order in the request's own order.
  const query = parameters
    .map((parameter, index) => ({ parameter, index }))
    .sort((a, b) => placeOf(order, a.parameter[0]) - placeOf(order, b.parameter[0]) || a.index - b.index)
    .map(({ parameter: [name, value] }) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `${listUrl}?${query}`;
}

/** The page `previous` names: the one before, or past the end, where the dialect says, the last. */
function previousOf(page: number, pages: number, rules: PagingRules): number {
  return rules.previousPastEnd === "last-page" && page > pages + 1 ? Math.max(pages, 1) : page - 1;
}

/** The paging object of a page of `total` matches; `listUrl` is what links start with ("" for query-only links). */
export function buildPaging(listUrl: string, request: PageRequest, total: number, rules: PagingRules): Paging {
  const pages = total === 0 ? rules.pagesWhenEmpty : Math.ceil(total / request.pageSize);
  const order = rules.linkParameters;
  return {
    total,
    page: request.page,
    pages,
    pageSize: request.pageSize,
    previous: request.page > 1 ? pageUrl(listUrl, request, previousOf(request.page, pages, rules), order) : null,
    next: request.page < pages ? pageUrl(listUrl, request, request.page + 1, order) : null,
  };
}

/** The offset of the first item of the requested page. */
export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}
