/**
 * Follows paging.next from page 1 to the end: every match exactly once, in the
 * predicted order, and the walk ends.
 */

import type { Answer } from "../answer.js";
import { type ListQuerySpec, queryText, scopeRequirements } from "../arbitraries/list-query-arb.js";
import { idsOf } from "../catalogue/index.js";
import { show } from "../compare.js";
import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import { type JobModel, listMatches, othersJobsOf, qRequirements, type RealSystem } from "./job-model.js";
import { checkListPage, type ListRequest, pageCount, requestList, resolveLink } from "./list-checks.js";

/** Walks all pages through their next links. */
export class FollowPagesCommand extends ActorCommand {
  readonly query: ListQuerySpec;

  constructor(actor: number, query: ListQuerySpec) {
    super(actor);
    this.query = query;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const q = queryText(model.namespace, this.query.scope);
    const request: ListRequest = { q, status: this.query.status, pageSize: this.query.pageSize };
    const matches = listMatches(model, this.actor, q, this.query.status);
    const pages = pageCount(matches.length, request);
    const scope = this.query.scope.kind === "all" ? qRequirements(matches, q) : scopeRequirements(this.query.scope);
    const requirements = ["paging.next", ...idsOf(scope)] as const;
    this.label = `${actorLabel(this.actor)}: follow next from GET /jobs ${JSON.stringify(request)}`;
    let answer: Answer = await requestList(session, this.actor, request);
    const seen: unknown[] = [];
    const visited = new Set([answer.exchange.url]);
    const brokenBefore = session.wentOnPast;
    for (let page = 1; ; page++) {
      // The first page is asked for directly: wrong jobs there break the scope, not a link.
      const [first, ...others] = idsOf(scope);
      const blamed = page === 1 && first !== undefined ? ([first, ...others, "paging.next"] as const) : requirements;
      checkListPage(session, answer, { ...request, page }, matches, blamed, othersJobsOf(model, this.actor));
      seen.push(...(answer.json.data as Array<{ id: unknown }>).map((item) => item.id));
      const next = answer.json.paging.next;
      if (next === null) {
        break;
      }
      session.expect(requirements, page <= pages, `paging.next still points on at page ${page} of ${pages}`, answer);
      // Follow the link's path and query on the base URL: never send requests elsewhere.
      const link = session.expectDefined(
        requirements,
        resolveLink(next, answer),
        `paging.next ${show(next)} is not a URL`,
        answer,
      );
      const url = `${session.context.options.baseUrl}${link.pathname}${link.search}`;
      session.expect(requirements, !visited.has(url), `paging.next of page ${page} leads back to ${url}`, answer);
      visited.add(url);
      answer = await session.raw({ method: "GET", path: `${link.pathname}${link.search}` }, this.actor);
    }
    // A page already found wrong (and gone on past) makes the walk wrong too: no second break of it.
    if (session.wentOnPast > brokenBefore) {
      return;
    }
    const expected = matches.map((job) => job.id);
    session.expectValue(
      session.reference ? ["ref.list.order-ties", ...requirements] : requirements,
      answer,
      "/data",
      session.reference ? seen : [...seen].sort(),
      session.reference ? expected : [...expected].sort(),
    );
    session.expect(
      requirements,
      new Set(seen).size === seen.length,
      `walking the pages showed a job twice: ${show(seen)}`,
      answer,
    );
  }

  protected planned(): string {
    return `follow pages`;
  }
}
