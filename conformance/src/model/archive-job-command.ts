/**
 * Archiving: any status moves to archived, by id or by referenceId, and nothing else
 * about the job changes.
 */

import { must } from "../must.js";
import { ActorCommand } from "./actor-command.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { hasReference, moveStatus } from "./status-move.js";

/** Archives one of a key's jobs. */
export class ArchiveJobCommand extends ActorCommand {
  readonly index: number;
  readonly byReference: boolean;

  constructor(actor: number, index: number, byReference: boolean) {
    super(actor);
    this.index = index;
    this.byReference = byReference;
  }

  override check(model: Readonly<JobModel>): boolean {
    return super.check(model) && model.jobsOf(this.actor).some((job) => !this.byReference || hasReference(job));
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const job = must(
      model.pick(this.actor, this.index, (candidate) => !this.byReference || hasReference(candidate)),
      "a job to archive (check() found one)",
    );
    this.label = await moveStatus(model, real, job, "archived", this.byReference);
  }

  protected planned(): string {
    return `archive #${this.index}`;
  }
}
