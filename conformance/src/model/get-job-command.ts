/**
 * GET /api/v1.1/jobs/{id}: the job exactly as the model holds it, or 404 for an id the
 * key does not hold (deleted, never assigned).
 */
import type fc from "fast-check";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectMissing, expectUnchanged } from "./job-steps.js";

/** Reads one job, or a missing one. */
export class GetJobCommand implements fc.AsyncCommand<JobModel, RealSystem> {
  #label = "";

  readonly actor: number;
  readonly index: number;
  readonly missing: boolean;

  constructor(actor: number, index: number, missing: boolean) {
    this.actor = actor;
    this.index = index;
    this.missing = missing;
  }

  check(model: Readonly<JobModel>): boolean {
    return this.actor < model.actors;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const job = this.missing ? undefined : model.pick(this.actor, this.index);
    if (!job) {
      const id = model.missingId(this.index);
      this.#label = `${actorLabel(this.actor)}: GET /jobs/${id} (missing)`;
      await expectMissing(real, this.actor, id, "that this key does not hold");
      return;
    }
    this.#label = `${actorLabel(this.actor)}: GET /jobs/${job.id}`;
    await expectUnchanged(real, job, "by id");
  }

  toString(): string {
    return this.#label || `${actorLabel(this.actor)}: GET /jobs/#${this.index}`;
  }
}
