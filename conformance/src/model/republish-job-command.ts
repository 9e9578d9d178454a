/**
 * Re-publishing: an archived job (or, at the reference level, a draft) moves to active, by id
 * or by referenceId, and nothing else about it changes.
 */

import { must } from "../must.js";
import { ActorCommand } from "./actor-command.js";
import type { JobModel, ModelJob, RealSystem } from "./job-model.js";
import { hasReference, moveStatus } from "./status-move.js";

/** Re-publishes one of a key's archived (or draft) jobs. */
export class RepublishJobCommand extends ActorCommand {
  readonly index: number;
  readonly byReference: boolean;
  /** The reference profile also publishes drafts; the seed profile does not state that move. */
  readonly drafts: boolean;

  constructor(actor: number, index: number, byReference: boolean, drafts: boolean) {
    super(actor);
    this.index = index;
    this.byReference = byReference;
    this.drafts = drafts;
  }

  #eligible(job: ModelJob): boolean {
    const from = job.body.status;
    return (from === "archived" || (this.drafts && from === "draft")) && (!this.byReference || hasReference(job));
  }

  override check(model: Readonly<JobModel>): boolean {
    return super.check(model) && model.jobsOf(this.actor).some((job) => this.#eligible(job));
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const job = must(
      model.pick(this.actor, this.index, (candidate) => this.#eligible(candidate)),
      "a job to republish (check() found one)",
    );
    this.label = await moveStatus(model, real, job, "active", this.byReference);
  }

  protected planned(): string {
    return `re-publish #${this.index}`;
  }
}
