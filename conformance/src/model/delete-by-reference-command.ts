/**
 * DELETE /api/v1.1/jobs with `{ referenceId }`: 204, after which the job is gone; 404
 * for a referenceId the key does not use.
 */
import { referenceIdOf } from "../arbitraries/job-update-arb.js";
import { ActorCommand } from "./actor-command.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectMissing, expectUnchanged } from "./job-steps.js";

/** Deletes by referenceId. */
export class DeleteByReferenceCommand extends ActorCommand {
  readonly key: number;

  constructor(actor: number, key: number) {
    super(actor);
    this.key = key;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const referenceId = referenceIdOf(model.namespace, this.key);
    const job = model.byReference(this.actor, referenceId);
    const foreign = model.jobs.find((other) => other.actor !== this.actor && other.body.referenceId === referenceId);
    this.label = `${actorLabel(this.actor)}: DELETE /jobs {"referenceId":"${referenceId}"}`;
    const answer = await session.answer(session.api(this.actor).DELETE("/api/v1.1/jobs", { body: { referenceId } }));
    if (!job) {
      // What deleting a referenceId nobody uses answers is left open by the published interface.
      if (session.reference) {
        session.expectRejected(
          "ref.status-codes",
          answer,
          { status: 404 },
          "DELETE of a referenceId this key does not use",
        );
      }
    } else {
      session.expectStatus("delete.response.204", answer, 204, [204], "delete by referenceId");
      session.expect("delete.response.204", answer.text === "", "DELETE /jobs answered 204 with a body", answer);
      model.remove(job);
      await expectMissing(real, this.actor, job.id, "after its deletion by referenceId", "delete.by-reference");
    }
    if (foreign) {
      await expectUnchanged(
        real,
        foreign,
        "after another employer deleted the same referenceId",
        "tenancy.reference-id",
      );
    }
  }

  protected planned(): string {
    return `DELETE /jobs r${this.key}`;
  }
}
