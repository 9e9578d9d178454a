/**
 * GET /api/v1.1/jobs with a random q (scoped to the namespace), status, pageSize and
 * page: exactly the predicted page of the key's own jobs.
 */
import { type ListQuerySpec, queryText, scopeRequirements } from "../arbitraries/list-query-arb.js";
import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import { type JobModel, listMatches, othersJobsOf, qRequirements, type RealSystem } from "./job-model.js";
import { checkListPage, type ListRequest, lastPageToAsk, requestList } from "./list-checks.js";

/** Lists one page. */
export class ListJobsCommand extends ActorCommand {
  readonly query: ListQuerySpec;

  constructor(actor: number, query: ListQuerySpec) {
    super(actor);
    this.query = query;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const q = queryText(model.namespace, this.query.scope);
    const matches = listMatches(model, this.actor, q, this.query.status);
    const request: ListRequest = { q, status: this.query.status, pageSize: this.query.pageSize };
    if (this.query.page !== undefined) {
      // Mostly pages that exist; sometimes the one just past the last.
      request.page = Math.min(this.query.page, lastPageToAsk(session, matches.length, request));
    }
    this.label = `${actorLabel(this.actor)}: GET /jobs ${JSON.stringify(request)}`;
    const answer = await requestList(session, this.actor, request);
    checkListPage(
      session,
      answer,
      request,
      matches,
      this.query.scope.kind === "all" ? qRequirements(matches, q) : scopeRequirements(this.query.scope),
      othersJobsOf(model, this.actor),
    );
  }

  protected planned(): string {
    return `GET /jobs`;
  }
}
