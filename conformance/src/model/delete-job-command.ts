/**
 * DELETE /api/v1.1/jobs/{id}: 204 with no body, after which the job is gone; 404 for an
 * id the key does not hold.
 */

import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectMissing, readJob } from "./job-steps.js";

/** Deletes one of a key's jobs by id, or a missing id. */
export class DeleteJobCommand extends ActorCommand {
  readonly index: number;
  readonly missing: boolean;

  constructor(actor: number, index: number, missing: boolean) {
    super(actor);
    this.index = index;
    this.missing = missing;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const job = this.missing ? undefined : model.pick(this.actor, this.index);
    const { id, known } = job ? { id: job.id, known: true } : model.missingId(this.index);
    this.label = `${actorLabel(this.actor)}: DELETE /jobs/${id}${job ? "" : " (missing)"}`;
    // A run deletes only what it made or what the deployment says is nobody's: a guessed id
    // is asked about first, and left alone unless refused.
    if (!known) {
      const asked = await readJob(real, this.actor, id);
      if (asked.status < 400 || asked.status > 499) {
        this.label = `${actorLabel(this.actor)}: DELETE /jobs/${id} (guessed missing, GET answered ${asked.status}: not sent)`;
        return;
      }
    }
    const answer = await session.answer(
      session.api(this.actor).DELETE("/api/v1.1/jobs/{id}", { params: { path: { id } } }),
    );
    if (!job) {
      // What deleting a job that does not exist answers is left open by the published interface.
      if (session.reference) {
        session.expectRejected("ref.status-codes", answer, { status: 404 }, "DELETE of a job this key does not hold");
      }
      return;
    }
    session.expectStatus("delete.response.204", answer, 204, [204], "delete by id");
    session.expect("delete.response.204", answer.text === "", `DELETE /jobs/${id} answered 204 with a body`, answer);
    model.remove(job);
    await expectMissing(real, this.actor, id, "after its deletion", "delete.by-id");
  }

  protected planned(): string {
    return `DELETE /jobs/#${this.index}`;
  }
}
