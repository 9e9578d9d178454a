/**
 * GET /api/v1.1/jobs/{id}: the job exactly as the model holds it, or 404 for an id the
 * key does not hold (deleted, never assigned).
 */

import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectMissing, expectUnchanged } from "./job-steps.js";

/** Reads one job, or a missing one. */
export class GetJobCommand extends ActorCommand {
  readonly index: number;
  readonly missing: boolean;

  constructor(actor: number, index: number, missing: boolean) {
    super(actor);
    this.index = index;
    this.missing = missing;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const job = this.missing ? undefined : model.pick(this.actor, this.index);
    if (!job) {
      const id = model.missingId(this.index);
      this.label = `${actorLabel(this.actor)}: GET /jobs/${id} (missing)`;
      await expectMissing(real, this.actor, id, "that this key does not hold", "get.by-id");
      return;
    }
    this.label = `${actorLabel(this.actor)}: GET /jobs/${job.id}`;
    await expectUnchanged(real, job, "by id", "get.by-id");
  }

  protected planned(): string {
    return `GET /jobs/#${this.index}`;
  }
}
