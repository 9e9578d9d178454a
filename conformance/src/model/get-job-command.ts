/**
 * GET /api/v1.1/jobs/{id}: the job exactly as the model holds it, or 404 for an id the
 * key does not hold (deleted, never assigned). A guessed id that a job made outside the
 * sequence holds is no fault (JobModel.missingId).
 */

import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectReadRefused, expectUnchanged, readJob, showsHeld } from "./job-steps.js";

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
      const { id, known } = model.missingId(this.index);
      this.label = `${actorLabel(this.actor)}: GET /jobs/${id} (missing)`;
      const answer = await readJob(real, this.actor, id);
      if (!known && showsHeld(model, this.actor, id, answer)) {
        this.label = `${actorLabel(this.actor)}: GET /jobs/${id} (guessed missing, held by a job made elsewhere)`;
        return;
      }
      expectReadRefused(real, answer, id, "that this key does not hold", "get.by-id");
      return;
    }
    this.label = `${actorLabel(this.actor)}: GET /jobs/${job.id}`;
    await expectUnchanged(real, job, "by id", "get.by-id");
  }

  protected planned(): string {
    return `GET /jobs/#${this.index}`;
  }
}
