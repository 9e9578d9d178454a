/**
 * POST /api/v1.1/jobs, with or without a referenceId: 201 with the predicted job and its
 * Location, or a rejection that changes nothing when the referenceId is taken.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import { type JobSpecimen, specimenBody } from "../arbitraries/job-specimen-arb.js";
import type { ReferenceChoice } from "../arbitraries/job-update-arb.js";
import { referenceIdOf } from "../arbitraries/job-update-arb.js";
import { sendWithinPlan } from "../discovery/within-plan.js";
import { ActorCommand } from "./actor-command.js";
import { brief } from "./bodies.js";
import { writeRequirements } from "./check-job.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { acceptCreated, expectUnchanged, modelNow } from "./job-steps.js";

/** Creates a job, optionally with a referenceId that may already be taken. */
export class CreateJobCommand extends ActorCommand {
  #body: Record<string, unknown> | undefined;

  readonly specimen: JobSpecimen;
  readonly reference: ReferenceChoice | undefined;

  constructor(actor: number, specimen: JobSpecimen, reference: ReferenceChoice | undefined) {
    super(actor);
    this.specimen = specimen;
    this.reference = reference;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const body = specimenBody(this.specimen, model.namespace, modelNow(model));
    if (this.reference) {
      body.referenceId =
        this.reference.kind === "key" ? referenceIdOf(model.namespace, this.reference.key) : this.reference.value;
    }
    this.#body = body;
    const reference = typeof body.referenceId === "string" && body.referenceId !== "" ? body.referenceId : undefined;
    const taken = reference ? model.byReference(this.actor, reference) : undefined;
    const answer = await sendWithinPlan(session, this.actor, body, () =>
      session.answer(session.api(this.actor).POST("/api/v1.1/jobs", { body: body as JobCreate })),
    );
    if (taken) {
      session.expectRejected(
        "create.reference-id.unique",
        answer,
        { status: 409, pointers: ["/referenceId"] },
        "POST with a referenceId already used",
      );
      await expectUnchanged(real, taken, "after a rejected POST", "create.reference-id.unique");
      return;
    }
    session.expectStatus(writeRequirements("create.response.201", body, answer), answer, 201, [201], "create");
    acceptCreated(real, model, this.actor, body, answer, "post");
  }

  protected planned(): string {
    return `POST /jobs ${this.#body ? brief(this.#body) : ""}`;
  }
}
