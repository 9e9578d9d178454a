/**
 * Archiving: any status moves to archived, by id or by referenceId, and nothing else
 * about the job changes.
 */
import type fc from "fast-check";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { hasReference, moveStatus } from "./status-move.js";

/** Archives one of a key's jobs. */
export class ArchiveJobCommand implements fc.AsyncCommand<JobModel, RealSystem> {
  #label = "";

  readonly actor: number;
  readonly index: number;
  readonly byReference: boolean;

  constructor(actor: number, index: number, byReference: boolean) {
    this.actor = actor;
    this.index = index;
    this.byReference = byReference;
  }

  check(model: Readonly<JobModel>): boolean {
    return this.actor < model.actors && model.jobsOf(this.actor).some((job) => !this.byReference || hasReference(job));
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const job = model.pick(this.actor, this.index, (candidate) => !this.byReference || hasReference(candidate))!;
    this.#label = await moveStatus(model, real, job, "archived", this.byReference);
  }

  toString(): string {
    return this.#label || `${actorLabel(this.actor)}: archive #${this.index}`;
  }
}
