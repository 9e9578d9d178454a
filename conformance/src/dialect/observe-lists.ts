/**
 * Observers of the job list, scoped to the namespace's own jobs: the form of paging
 * links, pageSize above 100, pages when nothing matches, the order of jobs published at
 * the same instant, what q matches, and the case of the status filter.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { nowSeconds } from "../dates.js";
import { classifyLink, type LinkForm } from "./classify.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";
import { atTargetTime } from "./target-clock.js";

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

type Ties = ResolvedDialect["paging"]["ties"];

/** The ids a list answer shows, in its order; undefined when it is no list. */
function listedIds(answer: Answer): unknown {
  return answer.json?.data?.map?.((job: { id?: unknown }) => job.id);
}

/** Two jobs created one after the other, titled with a term only they carry: the created answers, or a refusal. */
async function createPair(probe: Probe, term: string): Promise<Answer[] | Answer> {
  const created: Answer[] = [];
  for (let job = 0; job < 2; job++) {
    const answer = await probe.create({ title: `${term} ${probe.namespace}`, referenceId: probe.referenceId() });
    if (!succeeded(answer) || !Number.isInteger(answer.json?.id)) {
      return answer;
    }
    created.push(answer);
  }
  return created;
}

/**
 * Runs `observe` with the target's clock stopped at a whole second where the run controls
 * it (`/__admin/clock`), so two jobs made in a row share their publishDate whatever the wall
 * clock does meanwhile; the clock runs again afterwards.
 */
function atOneInstant<T>(probe: Probe, observe: () => Promise<T>): Promise<T> {
  return atTargetTime(probe, nowSeconds(), observe, observe);
}

/**
 * paging.ties: two jobs published at the same instant (created while the run holds the
 * target's clock still, or else in one second, as their publishDates show; tried twice),
 * listed by a q only they match.
 */
export function observeTies(probe: Probe): Promise<Observation<Ties>> {
  return atOneInstant(probe, () => tiesOf(probe));
}

async function tiesOf(probe: Probe): Promise<Observation<Ties>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const term = `${probe.referenceId()}t`;
    const pair = await createPair(probe, term);
    if (!Array.isArray(pair)) {
      return unobservable(`the target did not create the probe's jobs: ${describeAnswer(pair)}`, pair);
    }
    const [older, newer] = pair.map((answer) => answer.json);
    if (older.publishDate !== newer.publishDate) {
      continue;
    }
    const answer = await probe.get(`/api/v1.1/jobs?q=${term}`);
    const ids = listedIds(answer);
    const shown = `jobs ${older.id} and ${newer.id}, both published ${older.publishDate}, listed as ${JSON.stringify(ids)}`;
    const [first, second] = [older.id, newer.id].sort((left, right) => left - right);
    if (JSON.stringify(ids) === JSON.stringify([second, first])) {
      return observed("newer-first", answer, shown);
    }
    return JSON.stringify(ids) === JSON.stringify([first, second])
      ? observed("older-first", answer, shown)
      : unobservable(`a list of ${shown}, not the two of them`, answer);
  }
  return unobservable("two jobs created one after the other were twice given different publishDates");
}

/** q: a list whose q is the referenceId of one job, which its title does not contain. */
export async function observeQ(probe: Probe): Promise<Observation<ResolvedDialect["q"]>> {
  const referenceId = probe.referenceId();
  const created = await probe.create({ referenceId });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.get(`/api/v1.1/jobs?q=${referenceId}`);
  const ids = listedIds(answer);
  const shown = `q=${referenceId} listed ${JSON.stringify(ids)}`;
  if (JSON.stringify(ids) === JSON.stringify([created.json.id])) {
    return observed("title-or-reference-id", answer, shown);
  }
  return Array.isArray(ids) && ids.length === 0
    ? observed("title", answer, shown)
    : unobservable(`${shown}, neither the job with that referenceId alone nor nothing`, answer);
}

/** paging.pageZero: a list with page=0, refused as a bad query or served as page 1. */
export async function observePageZero(probe: Probe): Promise<Observation<"refuse" | "first">> {
  const answer = await probe.list("page=0");
  if (answer.status >= 400 && answer.status <= 499) {
    return observed("refuse", answer);
  }
  if (succeeded(answer) && answer.json?.paging?.page === 1) {
    return observed("first", answer);
  }
  return unobservable(`a list with page=0 was neither refused nor served as page 1: ${describeAnswer(answer)}`, answer);
}
