/**
 * The checks of one list page against the model: paging numbers, the slice of the
 * sorted matches (exact order in the reference profile; ties unordered in the seed
 * profile), and the previous and next links.
 */
import type { JobStatus } from "../arbitraries/job-specimen-arb.js";
import { show } from "../compare.js";
import type { Answer, Session } from "../session.js";
import { headerOf, type ModelJob } from "./job-model.js";

/** A list request as sent. */
export interface ListRequest {
  q: string;
  status?: JobStatus | undefined;
  pageSize?: number | undefined;
  page?: number | undefined;
}

/** The page size in effect: 10 by default, at most 100. */
export function effectivePageSize(request: ListRequest): number {
  return Math.min(request.pageSize ?? 10, 100);
}

/** Sends a list request with the typed client. */
export async function requestList(session: Session, actor: number, request: ListRequest): Promise<Answer> {
  const query: Record<string, string | number> = { q: request.q };
  if (request.status) query.status = request.status;
  if (request.pageSize !== undefined) query.pageSize = request.pageSize;
  if (request.page !== undefined) query.page = request.page;
  return session.answer(session.api(actor).GET("/api/v1.1/jobs", { params: { query } }));
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
  let url: URL | undefined;
  try {
    url = new URL(link, `${base}/`);
  } catch {
    url = undefined;
  }
  const params = url ? Object.fromEntries(url.searchParams) : {};
  const wanted: Record<string, string> = { q: request.q };
  if (request.status) wanted.status = request.status;
  wanted.pageSize = String(
    session.reference ? effectivePageSize(request) : (request.pageSize ?? params.pageSize ?? ""),
  );
  if (!session.reference && request.pageSize === undefined) delete wanted.pageSize;
  wanted.page = String(page);
  const seedGood = url !== undefined && Object.entries(wanted).every(([key, value]) => params[key] === value);
  const referenceGood =
    typeof link === "string" &&
    url !== undefined &&
    `${url.origin}${url.pathname}` === `${base}/api/v1.1/jobs` &&
    Object.keys(params).length === Object.keys(wanted).length &&
    seedGood;
  session.checks++;
  if (!(session.reference ? referenceGood : seedGood)) {
    session.fail(`paging.${name} is ${show(link)}; expected the URL of page ${page} carrying ${show(wanted)}`, {
      kind: "field",
      exchange: answer.exchange,
      pointer: `/paging/${name}`,
      expected: `${base}/api/v1.1/jobs?${new URLSearchParams(wanted)}`,
      actual: link,
      source: seedGood ? "reference" : "seed",
    });
  }
}

/** Checks one list page against every match the model predicts, sorted. */
export function checkListPage(session: Session, answer: Answer, request: ListRequest, matches: ModelJob[]): void {
  session.expectStatus(answer, 200, [200], "list");
  const size = effectivePageSize(request);
  const page = request.page ?? 1;
  const pages = Math.ceil(matches.length / size);
  const paging = answer.json?.paging;
  session.expectValue(answer, "/paging/total", paging?.total, matches.length, "seed");
  session.expectValue(answer, "/paging/page", paging?.page, page, "seed");
  session.expectValue(
    answer,
    "/paging/pageSize",
    paging?.pageSize,
    size,
    size === (request.pageSize ?? 10) ? "seed" : "reference",
  );
  session.expectValue(answer, "/paging/pages", paging?.pages, pages, "seed");
  const slice = matches.slice((page - 1) * size, page * size);
  const data: Array<Record<string, unknown>> = Array.isArray(answer.json?.data) ? answer.json.data : [];
  if (session.reference) {
    session.expectValue(answer, "/data", data, slice.map(headerOf), "reference");
  } else {
    session.expectValue(answer, "/data/length", data.length, slice.length, "seed");
    const seen = new Set<unknown>();
    data.forEach((item, index) => {
      const wantedDate = Date.parse(slice[index]?.body.publishDate);
      const job = matches.find((candidate) => candidate.id === item.id);
      session.expect(!seen.has(item.id), `job ${show(item.id)} appears twice on one page`, answer);
      seen.add(item.id);
      session.expect(
        job !== undefined && Date.parse(String(item.publishDate)) === wantedDate,
        `data[${index}] is job ${show(item.id)}; expected a job published ${slice[index]?.body.publishDate} (sorted by publishDate descending)`,
        answer,
      );
      session.expectValue(answer, `/data/${index}`, item, headerOf(job!), "seed");
    });
  }
  if (page === 1) session.expectValue(answer, "/paging/previous", paging?.previous, null, "seed");
  else checkLink(session, answer, "previous", request, page - 1);
  if (page < pages) checkLink(session, answer, "next", request, page + 1);
  else session.expectValue(answer, "/paging/next", paging?.next, null, "seed");
}
