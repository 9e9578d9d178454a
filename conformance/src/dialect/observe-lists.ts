/**
 * Observers of the job list, scoped to the namespace's own jobs: the form of paging
 * links, pageSize above 100, pages when nothing matches, and the case of the status filter.
 */
import { classifyLink, type LinkForm } from "./classify.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** paging.links: the next link of a one-job page when the namespace has two jobs. */
export async function observeLinks(probe: Probe): Promise<Observation<LinkForm>> {
  for (let job = 0; job < 2; job++) {
    const created = await probe.create();
    if (!succeeded(created)) {
      return unobservable(`the target did not create the probe's jobs: ${describeAnswer(created)}`, created);
    }
  }
  const answer = await probe.list("pageSize=1");
  const next: unknown = answer.json?.paging?.next;
  const form = classifyLink(next);
  const shown = `next ${JSON.stringify(next)}`;
  return form === undefined
    ? unobservable(`the first of two one-job pages has ${shown}, in no form the dialect document names`, answer)
    : observed(form, answer, shown);
}

/** paging.oversizedPageSize: a list asking for 101 jobs a page. */
export async function observeOversizedPageSize(probe: Probe): Promise<Observation<"clamp" | "refuse">> {
  const answer = await probe.list("pageSize=101");
  if (answer.status >= 400 && answer.status < 500) {
    return observed("refuse", answer);
  }
  const pageSize: unknown = answer.json?.paging?.pageSize;
  return succeeded(answer) && pageSize === 100
    ? observed("clamp", answer, "paging.pageSize 100")
    : unobservable(`pageSize=101 was neither clamped to 100 nor refused: ${describeAnswer(answer)}`, answer);
}

/** paging.pagesWhenEmpty: a list whose q matches nothing. */
export async function observePagesWhenEmpty(probe: Probe): Promise<Observation<0 | 1>> {
  const answer = await probe.get(`/api/v1.1/jobs?q=${probe.namespace}none`);
  const pages: unknown = answer.json?.paging?.pages;
  return pages === 0 || pages === 1
    ? observed(pages, answer, `paging.pages ${pages}`)
    : unobservable(`a list matching nothing shows paging.pages ${JSON.stringify(pages)}`, answer);
}

/** statusFilter: a list filtered with status=Active. */
export async function observeStatusFilter(probe: Probe): Promise<Observation<"exact" | "any-case">> {
  const answer = await probe.list("status=Active");
  if (succeeded(answer)) {
    return observed("any-case", answer);
  }
  return answer.status >= 400 && answer.status < 500
    ? observed("exact", answer)
    : unobservable(`status=Active answered ${answer.status}`, answer);
}
