/**
 * Paging links beyond their form: the order of the query parameters in `next` and
 * `previous` (paging.linkParameters), and the page `previous` names on a page past the
 * last (paging.previousPastEnd). Both read from the namespace's two jobs, one a page.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type Parameter = ResolvedDialect["paging"]["linkParameters"][number];
const PARAMETERS: readonly Parameter[] = ["q", "status", "pageSize", "page"];

/** The names of a link's query parameters, in order; undefined for no link. */
export function parameterOrder(link: unknown): string[] | undefined {
  if (typeof link !== "string" || !link.includes("?")) {
    return undefined;
  }
  const query = link.slice(link.indexOf("?") + 1).split("#")[0] ?? "";
  return [...new URLSearchParams(query).keys()];
}

/** The namespace's two active jobs, or the answer that refused one. */
async function twoActiveJobs(probe: Probe): Promise<string | undefined> {
  for (let job = 0; job < 2; job++) {
    const created = await probe.create({ status: "active", referenceId: probe.referenceId() });
    if (!succeeded(created)) {
      return `the target did not create the probe's jobs: ${describeAnswer(created)}`;
    }
  }
  return undefined;
}

/**
 * paging.linkParameters: the next link of a one-job page asked for with q, status and
 * pageSize, in two orders; a deployment that writes them in the order asked has no order
 * of its own the dialect can hold.
 */
export async function observeLinkParameters(probe: Probe): Promise<Observation<Parameter[]>> {
  const refused = await twoActiveJobs(probe);
  if (refused !== undefined) {
    return unobservable(refused);
  }
  const q = `q=${probe.namespace}`;
  const asked = await probe.get(`/api/v1.1/jobs?${q}&status=active&pageSize=1`);
  const reversed = await probe.get(`/api/v1.1/jobs?pageSize=1&status=active&${q}`);
  const order = parameterOrder(asked.json?.paging?.next);
  const other = parameterOrder(reversed.json?.paging?.next);
  const shown = `next ${JSON.stringify(asked.json?.paging?.next)}`;
  if (order === undefined || !order.every((name) => (PARAMETERS as readonly string[]).includes(name))) {
    return unobservable(`the first of two one-job pages has ${shown}, no link of q, status, pageSize and page`, asked);
  }
  if (JSON.stringify(order) !== JSON.stringify(other)) {
    return unobservable(
      `${shown} and, asked in another order, next ${JSON.stringify(reversed.json?.paging?.next)}: the links follow the request's order, which the dialect cannot hold`,
      reversed,
    );
  }
  return observed([...new Set(order)] as Parameter[], asked, shown);
}

/** paging.previousPastEnd: `previous` on page 5 of two one-job pages. */
export async function observePreviousPastEnd(
  probe: Probe,
): Promise<Observation<ResolvedDialect["paging"]["previousPastEnd"]>> {
  const refused = await twoActiveJobs(probe);
  if (refused !== undefined) {
    return unobservable(refused);
  }
  const answer = await probe.list("pageSize=1&page=5");
  const previous: unknown = answer.json?.paging?.previous;
  const page = typeof previous === "string" ? new URL(previous, "http://link.test").searchParams.get("page") : null;
  const shown = `page 5 of 2 has previous ${JSON.stringify(previous)}`;
  if (page === "4") {
    return observed("page-before", answer, shown);
  }
  return page === "2"
    ? observed("last-page", answer, shown)
    : unobservable(`${shown}: neither page 4 nor the last page`, answer);
}
