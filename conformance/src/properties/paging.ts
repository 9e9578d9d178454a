/**
 * Paging integrity over many jobs: every page by number and the walk along next links
 * show each matching job exactly once, sorted, with consistent paging numbers; a page
 * past the last is empty.
 */
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
import { headerOf, listMatches, JobModel } from "../model/job-model.js";
import { checkListPage, type ListRequest, requestList } from "../model/list-checks.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn paging scenario. */
export interface PagingCheck {
  jobs: JobSpecimen[];
  pageSize: number | undefined;
  status: "active" | "archived" | "draft" | undefined;
}

/** The paging property of the `paging` area. */
export function pagingProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<PagingCheck> {
  const arbitrary = fc.record({
    jobs: fc.array(jobSpecimenArb(env), { minLength: 0, maxLength: 23 }),
    pageSize: fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }),
    status: fc.option(fc.constantFrom<"active" | "archived" | "draft">("active", "archived", "draft"), {
      nil: undefined,
    }),
  });
  return {
    area: "paging",
    title: "pages and next links show every matching job once, in order",
    numRuns: Math.max(5, Math.round(numRuns / 5)),
    arbitrary,
    async run({ jobs, pageSize, status }, namespace) {
      const model = new JobModel(namespace, 1, undefined);
      for (const specimen of jobs) {
        const answer = await session.answer(
          session.api(0).POST("/api/v1.1/jobs", { body: specimenBody(specimen, namespace, nowSeconds()) as never }),
        );
        session.expectStatus(answer, 201, [201], "create");
        model.store({ actor: 0, id: answer.json.id, body: answer.json });
      }
      const matches = listMatches(model, 0, namespace, status);
      const request: ListRequest = { q: namespace, status, pageSize };
      const size = Math.min(pageSize ?? 10, 100);
      const pages = Math.ceil(matches.length / size);
      session.rule("paging: every page by number");
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await requestList(session, 0, { ...request, page });
        checkListPage(session, answer, { ...request, page }, matches);
      }
      session.rule("paging: next links");
      let answer = await requestList(session, 0, request);
      const seen: unknown[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        checkListPage(session, answer, { ...request, page }, matches);
        seen.push(...answer.json.data.map((item: { id: unknown }) => item.id));
        if (answer.json.paging.next === null) break;
        const link = new URL(answer.json.paging.next, `${session.context.options.baseUrl}/`);
        answer = await session.raw({ method: "GET", path: `${link.pathname}${link.search}` });
      }
      const order = session.reference ? seen : [...seen].sort();
      const expected = matches.map((job) => headerOf(job).id);
      session.expectValue(answer, "/data", order, session.reference ? expected : [...expected].sort(), "seed");
    },
  };
}
