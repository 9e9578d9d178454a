/**
 * Paging integrity over many jobs: every page by number and the walk along next links
 * show each matching job exactly once, sorted, with consistent paging numbers; a page
 * past the last is empty.
 */
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody, TITLE_WORDS } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { nowSeconds } from "../dates.js";
import { predictionOf } from "../model/documented.js";
import { headerOf, JobModel, listMatches } from "../model/job-model.js";
import { checkListPage, type ListRequest, lastPageToAsk, requestList, resolveLink } from "../model/list-checks.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn paging scenario. */
export interface PagingCheck {
  /** Each job's status and title words; the rest is one valid job, the same for all. */
  jobs: Array<Pick<JobSpecimen, "status" | "titleWords">>;
  pageSize: number | undefined;
  status: "active" | "archived" | "draft" | undefined;
  /** The job whose referenceId and title word q is then set to. */
  pick: number;
}

/** The paging property of the `paging` area. */
export function pagingProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<PagingCheck> {
  // Paging is about counts and order, so jobs differ only in what lists show and filter
  // on: that keeps shrinking fast.
  const template = sampleOne(jobSpecimenArb(env, false), session.context.options.seed);
  const job = fc.record({
    status: fc.constantFrom<"active" | "archived" | "draft">("active", "archived", "draft"),
    titleWords: fc.array(fc.constantFrom(...TITLE_WORDS), { minLength: 1, maxLength: 2 }),
  });
  const arbitrary = fc.record({
    jobs: fc.array(job, { minLength: 0, maxLength: 23, size: "medium" }),
    // Mostly small pages and a status filter: several pages, and links that must carry the filter.
    pageSize: fc.option(
      fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 7 }) }, fc.integer({ min: 8, max: 100 })),
      { nil: undefined, freq: 5 },
    ),
    status: fc.option(fc.constantFrom<"active" | "archived" | "draft">("active", "archived", "draft"), {
      nil: undefined,
      freq: 4,
    }),
    pick: fc.nat({ max: 50 }),
  });
  return {
    area: "paging",
    title: "pages and next links show every matching job once, in order",
    numRuns: Math.max(5, Math.round(numRuns / 5)),
    arbitrary,
    // The bounds of pageSize come first: 1 and 100 (the documented maximum).
    examples: [1, 100].map((size) => ({ ...sampleOne(arbitrary, 9), pageSize: size })),
    async run({ jobs, pageSize, status, pick }, namespace) {
      const model = new JobModel(namespace, 1, undefined);
      for (const [index, drawn] of jobs.entries()) {
        const specimen = { ...template, ...drawn };
        // A referenceId no title holds, so q on it tests the referenceId match alone.
        const body = {
          ...specimenBody(specimen, namespace, nowSeconds()),
          referenceId: `${namespace}-p${String(index).padStart(2, "0")}`,
        };
        const answer = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: body as never }));
        session.expectStatus("create.response.201", answer, 201, [201], "create");
        model.store({ actor: 0, id: answer.json.id, body: predictionOf(session, answer.json) });
      }
      const matches = listMatches(model, 0, namespace, status);
      const request: ListRequest = { q: namespace, status, pageSize };
      const last = lastPageToAsk(session, matches.length, request);
      for (let page = 1; page <= last; page++) {
        const answer = await requestList(session, 0, { ...request, page });
        checkListPage(session, answer, { ...request, page }, matches, "list.page.select");
      }
      let answer = await requestList(session, 0, request);
      const seen: unknown[] = [];
      for (let page = 1; page <= last; page++) {
        checkListPage(session, answer, { ...request, page }, matches, "paging.next");
        seen.push(...answer.json.data.map((item: { id: unknown }) => item.id));
        if (answer.json.paging.next === null) {
          break;
        }
        const link = session.expectDefined(
          "paging.next",
          resolveLink(answer.json.paging.next, answer),
          "paging.next is not a URL",
          answer,
        );
        answer = await session.raw({ method: "GET", path: `${link.pathname}${link.search}` });
      }
      const order = session.reference ? seen : [...seen].sort();
      const expected = matches.map((job) => headerOf(job).id);
      session.expectValue("paging.next", answer, "/data", order, session.reference ? expected : [...expected].sort());
      // q on a whole referenceId, and on a title's first word: each field alone must match.
      const picked = model.jobs[pick % Math.max(1, model.jobs.length)];
      if (!picked) {
        return;
      }
      const word = String(picked.body.title).split(" ")[1] ?? "";
      for (const [q, requirement] of [
        [String(picked.body.referenceId), "list.q.matches-reference-id"],
        [`${namespace} ${word}`, "list.q.matches-title"],
      ] as const) {
        const byQ: ListRequest = { q, pageSize: 100 };
        checkListPage(session, await requestList(session, 0, byQ), byQ, listMatches(model, 0, q), requirement);
      }
    },
  };
}
