/**
 * The checks of one list page against the model: paging numbers, the slice of the
 * sorted matches (exact order in the reference profile; ties unordered in the seed
 * profile), and the previous and next links.
 */

import type { Answer } from "../answer.js";
import type { JobStatus } from "../arbitraries/job-specimen-arb.js";
import { idsOf, type RequirementId, type Requirements } from "../catalogue/index.js";
import { oneOf, show } from "../compare.js";
import { must } from "../must.js";
import type { Session } from "../session.js";
import { checkNameLimits } from "./check-job.js";
import { headerOf, type ModelJob } from "./job-model.js";
import { onBase } from "./returned-url.js";

/** A list request as sent. */
export interface ListRequest {
  q: string;
  status?: JobStatus | undefined;
  pageSize?: number | undefined;
  page?: number | undefined;
}

/** The page size in effect: 10 by default, at most 100. */
function effectivePageSize(request: ListRequest): number {
  return Math.min(request.pageSize ?? 10, 100);
}

/** The number of pages of `total` matches: ceil(total / size). */
export function pageCount(total: number, request: ListRequest): number {
  return Math.ceil(total / effectivePageSize(request));
}

/**
 * The last page a check may ask for. The reference profile also asks for the page just
 * past the last (an empty page); what that answers is left open by the published
 * interface, as is whether an empty list has zero pages or one.
 */
export function lastPageToAsk(session: Session, total: number, request: ListRequest): number {
  const pages = pageCount(total, request);
  return session.reference ? pages + 1 : Math.max(pages, 1);
}

/** Sends a list request with the typed client. */
export async function requestList(session: Session, actor: number, request: ListRequest): Promise<Answer> {
  const query: Record<string, string | number> = { q: request.q };
  if (request.status) {
    query.status = request.status;
  }
  if (request.pageSize !== undefined) {
    query.pageSize = request.pageSize;
  }
  if (request.page !== undefined) {
    query.page = request.page;
  }
  return session.answer(session.api(actor).GET("/api/v1.1/jobs", { params: { query } }));
}

/** Resolves a paging link the way a client would: against the URL of the page that holds it. */
export function resolveLink(link: unknown, answer: Answer): URL | undefined {
  if (typeof link !== "string" || link === "") {
    return undefined;
  }
  try {
    return new URL(link, answer.exchange.url);
  } catch {
    return undefined;
  }
}

function checkLink(
  session: Session,
  answer: Answer,
  name: "next" | "previous",
  request: ListRequest,
  page: number,
): void {
  const link = answer.json?.paging?.[name];
  const base = session.context.options.baseUrl;
  const url = resolveLink(link, answer);
  const params = url ? Object.fromEntries(url.searchParams) : {};
  const wanted: Record<string, string> = { q: request.q };
  if (request.status) {
    wanted.status = request.status;
  }
  if (session.reference || request.pageSize !== undefined) {
    wanted.pageSize = String(effectivePageSize(request));
  }
  wanted.page = String(page);
  const requirement: RequirementId = name === "next" ? "paging.next" : "paging.previous";
  // Resolved against the page, a relative link is on the base URL as the document's URL would be.
  const sameResource = url !== undefined && onBase(url, `${base}/api/v1.1/jobs`);
  session.check(
    requirement,
    sameResource && Object.entries(wanted).every(([key, value]) => params[key] === value),
    `paging.${name} is ${show(link)}; expected the URL of page ${page} on ${base}/api/v1.1/jobs carrying ${show(wanted)}`,
    {
      kind: "field",
      exchange: answer.exchange,
      pointer: `/paging/${name}`,
      expected: `${base}/api/v1.1/jobs?${new URLSearchParams(wanted)}`,
      actual: link,
    },
  );
  if (session.reference) {
    session.check(
      "ref.list.links",
      typeof link === "string" &&
        `${url?.origin}${url?.pathname}` === `${base}/api/v1.1/jobs` &&
        Object.keys(params).length === Object.keys(wanted).length,
      `paging.${name} is ${show(link)}; expected exactly ${base}/api/v1.1/jobs?${new URLSearchParams(wanted)}`,
      {
        kind: "field",
        exchange: answer.exchange,
        pointer: `/paging/${name}`,
        expected: `${base}/api/v1.1/jobs?${new URLSearchParams(wanted)}`,
        actual: link,
      },
    );
  }
}

/** The requirements the list parameters of a request put to the test. */
function listRequirements(request: ListRequest): [RequirementId, ...RequirementId[]] {
  const ids: [RequirementId, ...RequirementId[]] = ["list.own-jobs"];
  ids.push(request.pageSize === undefined ? "list.page-size.default-10" : "list.page-size.range");
  ids.push(request.page === undefined ? "list.page.default-1" : "list.page.select");
  if (request.status) {
    ids.push("list.status.filter");
  }
  return ids;
}

/**
 * What a page departing from its prediction breaks: the order (by publishDate, or by id
 * where the dates tie) when it holds the predicted jobs in another order, the header
 * fields when the jobs and their order are right, and otherwise `membership`: the
 * requirement the caller lists these jobs for (a filter, a page, the employer's own jobs).
 */
function pageFault(
  data: ReadonlyArray<Record<string, unknown>>,
  slice: readonly ModelJob[],
  membership: RequirementId,
): RequirementId {
  const listed = data.map((item) => item?.id);
  const wanted = slice.map((job) => job.id);
  const sameJobs = listed.length === wanted.length && wanted.every((id) => listed.includes(id));
  if (!sameJobs) {
    return membership;
  }
  const at = wanted.findIndex((id, index) => listed[index] !== id);
  if (at < 0) {
    return "list.header.fields";
  }
  const shown = slice.find((job) => job.id === listed[at]);
  return shown?.body.publishDate === slice[at]?.body.publishDate
    ? "ref.list.order-ties"
    : "list.sort.publish-date-desc";
}

/**
 * Checks one list page against every match the model predicts, sorted; `othersJobs` are
 * the ids of other employers' jobs, which no page may hold.
 */
export function checkListPage(
  session: Session,
  answer: Answer,
  request: ListRequest,
  matches: ModelJob[],
  requirements: Requirements,
  othersJobs: ReadonlySet<unknown> = new Set(),
): void {
  // A page past the last is empty because of the requirement that says so, named first.
  const pastLast: RequirementId[] =
    (request.page ?? 1) > Math.max(pageCount(matches.length, request), 1) ? ["ref.list.page-past-last"] : [];
  const context = [...new Set([...pastLast, ...idsOf(requirements), ...listRequirements(request)])] as [
    RequirementId,
    ...RequirementId[],
  ];
  const named = (id: RequirementId): [RequirementId, ...RequirementId[]] => [id, ...context.filter((c) => c !== id)];
  session.expectStatus(context, answer, 200, "2xx", "list");
  // Another employer's job listed breaks whose jobs a list holds, not the numbers counting them.
  const listedOthers = (Array.isArray(answer.json?.data) ? answer.json.data : [])
    .map((item: { id?: unknown } | null) => item?.id)
    .filter((id: unknown) => othersJobs.has(id));
  session.expect(
    named("list.own-jobs"),
    listedOthers.length === 0,
    `the list shows another employer's jobs ${show(listedOthers)}`,
    answer,
  );
  const size = effectivePageSize(request);
  const page = request.page ?? 1;
  const pages = pageCount(matches.length, request);
  const paging = answer.json?.paging;
  const slice = matches.slice((page - 1) * size, page * size);
  const data: Array<Record<string, unknown>> = Array.isArray(answer.json?.data) ? answer.json.data : [];
  // A page holding other jobs than predicted was listed for the wrong jobs: its counts follow
  // from that, so they are blamed on the rule the jobs were listed by, named first.
  const sameJobs = data.length === slice.length && slice.every((job) => data.some((item) => item?.id === job.id));
  const counted = (id: RequirementId) => (sameJobs ? named(id) : context);
  session.expectValue(counted("paging.total"), answer, "/paging/total", paging?.total, matches.length);
  session.expectValue(named("paging.page"), answer, "/paging/page", paging?.page, page);
  if (request.pageSize === undefined || request.pageSize <= 100) {
    session.expectValue(named("paging.page-size"), answer, "/paging/pageSize", paging?.pageSize, size);
  } else {
    session.expectValue("ref.list.query-rules", answer, "/paging/pageSize", paging?.pageSize, size);
  }
  session.expectValue(
    counted("paging.pages"),
    answer,
    "/paging/pages",
    paging?.pages,
    pages === 0 && !session.reference ? oneOf([0, 1]) : pages,
  );
  if (session.reference) {
    const others = [
      ...new Set<RequirementId>([
        "ref.list.order-ties",
        "list.sort.publish-date-desc",
        "list.header.fields",
        ...context,
      ]),
    ];
    const first = pageFault(data, slice, context[0]);
    session.expectValue([first, ...others.filter((id) => id !== first)], answer, "/data", data, slice.map(headerOf));
  } else {
    session.expectValue(context, answer, "/data/length", data.length, slice.length);
    const seen = new Set<unknown>();
    data.forEach((item, index) => {
      const wantedDate = Date.parse(slice[index]?.body.publishDate);
      const job = matches.find((candidate) => candidate.id === item.id);
      session.expect(context, !seen.has(item.id), `job ${show(item.id)} appears twice on one page`, answer);
      seen.add(item.id);
      session.expect(
        named("list.sort.publish-date-desc"),
        job !== undefined && Date.parse(String(item.publishDate)) === wantedDate,
        `data[${index}] is job ${show(item.id)}; expected a job published ${slice[index]?.body.publishDate} (sorted by publishDate descending)`,
        answer,
      );
      session.expectValue(
        named("list.header.fields"),
        answer,
        `/data/${index}`,
        item,
        headerOf(must(job, `the listed job ${show(item.id)}`)),
      );
      checkNameLimits(session, answer, item, `/data/${index}`);
    });
  }
  if (page === 1) {
    session.expectValue(named("paging.previous"), answer, "/paging/previous", paging?.previous, null);
  } else {
    checkLink(session, answer, "previous", request, page - 1);
  }
  if (page < pages) {
    checkLink(session, answer, "next", request, page + 1);
  } else {
    session.expectValue(counted("paging.next"), answer, "/paging/next", paging?.next, null);
  }
}
