/**
 * PUT /api/v1.1/jobs with a referenceId: a partial update when the key already has the
 * referenceId, a create otherwise; another employer's job with the same referenceId is
 * never touched.
 */
import type { JobUpsert } from "@jobs-toolkit/spec";
import { type JobSpecimen, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { type JobUpdateSpec, referenceIdOf } from "../arbitraries/job-update-arb.js";
import { sendWithinPlan } from "../discovery/within-plan.js";
import { ActorCommand } from "./actor-command.js";
import { actorLabel, brief, updateBody } from "./bodies.js";
import { writeRequirements } from "./check-job.js";
import { type JobModel, type RealSystem, seedStatesMove, statusMove } from "./job-model.js";
import { acceptCreated, acceptUpdated, expectUnchanged, modelNow } from "./job-steps.js";
import { mergedRoutingProblem, switchesRoutingBlind } from "./predict.js";
import { explicitMaxAmount } from "./salary-reading.js";

const REQUIRED_ON_CREATE = ["title", "description", "locations", "categories", "positionType", "applicantRoutingType"];

/** Upserts by referenceId. */
export class UpsertJobCommand extends ActorCommand {
  readonly key: number;
  readonly specimen: JobSpecimen;
  readonly update: JobUpdateSpec;
  /** Reference profile: create from a partial body, which must be refused. */
  readonly partialCreate: boolean;

  constructor(actor: number, key: number, specimen: JobSpecimen, update: JobUpdateSpec, partialCreate: boolean) {
    super(actor);
    this.partialCreate = partialCreate;
    this.key = key;
    this.specimen = specimen;
    this.update = update;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const referenceId = referenceIdOf(model.namespace, this.key);
    const existing = model.byReference(this.actor, referenceId);
    const foreign = model.jobs.find((job) => job.actor !== this.actor && job.body.referenceId === referenceId);
    const partial = existing !== undefined || (this.partialCreate && session.reference);
    const { reference: _ignored, ...update } = this.update;
    const body = partial
      ? updateBody(update, model.namespace, modelNow(model))
      : specimenBody(this.specimen, model.namespace, modelNow(model));
    body.referenceId = referenceId;
    if (
      existing &&
      typeof body.status === "string" &&
      !session.reference &&
      !seedStatesMove(existing.body.status, body.status as never)
    ) {
      delete body.status;
    }
    if (existing && !session.reference && switchesRoutingBlind(existing.body, body)) {
      delete body.applicantRoutingType;
    }
    if (existing && session.context.readings.salary?.reading !== "replace") {
      explicitMaxAmount(existing.body.salary, body);
    }
    this.label = `${actorLabel(this.actor)}: PUT /jobs ${brief(body)}`;
    const answer = await sendWithinPlan(session, this.actor, body, () =>
      session.answer(session.api(this.actor).PUT("/api/v1.1/jobs", { body: body as JobUpsert })),
    );
    if (existing) {
      const conflict =
        typeof body.status === "string" && statusMove(existing.body.status, body.status as never) === "conflict";
      const routing = mergedRoutingProblem(existing.body, body);
      if (conflict || routing) {
        const routingRequirement =
          routing === "/applicationEmail" ? "create.routing.email-required" : "create.routing.url-required";
        const requirements = conflict
          ? routing
            ? (["ref.status.moves", routingRequirement] as const)
            : "ref.status.moves"
          : routingRequirement;
        if (conflict && routing) {
          session.expectStatus(requirements, answer, answer.status === 422 ? 422 : 409, "4xx", "upsert");
        } else {
          session.expectRejected(
            requirements,
            answer,
            // Exactly one of the two holds here.
            routing ? { status: 422, pointers: [routing] } : { status: 409, pointers: ["/status"] },
            "upsert breaking a rule",
          );
        }
        await expectUnchanged(real, existing, "after a rejected upsert", requirements);
        return;
      }
      session.expectStatus(
        writeRequirements(["update.response.200", "update.partial", "update.by-reference"], body, answer),
        answer,
        200,
        [200],
        "upsert of an existing referenceId",
      );
      acceptUpdated(real, model, existing, body, answer, [
        "update.partial",
        "update.by-reference",
        "upsert.idempotent",
        "update.response.200",
      ]);
    } else if (partial) {
      // At most four fields never make a whole job, so the create rules refuse it.
      const missing = REQUIRED_ON_CREATE.filter((field) => !(field in body)).map((field) => `/${field}`);
      session.expectRejected(
        "ref.rules.required",
        answer,
        { status: 422, pointers: missing },
        "upsert creating from a partial body",
      );
    } else {
      // Answered with the other employer's job, the upsert reached across employers: that is
      // the break, not each of that job's members the new job's prediction then meets.
      if (foreign && answer.status >= 200 && answer.status < 300) {
        session.expect(
          "tenancy.reference-id",
          answer.json?.id !== foreign.id,
          `${actorLabel(this.actor)}'s upsert of referenceId ${referenceId}, which only another employer uses, answered that employer's job ${foreign.id}`,
          answer,
        );
      }
      // The status of a PUT that creates is left open by the published interface.
      session.expectStatus(
        writeRequirements("upsert.creates", body, answer),
        answer,
        201,
        "2xx",
        "upsert of a new referenceId",
      );
      acceptCreated(real, model, this.actor, body, answer, "upsert-create");
    }
    if (foreign) {
      await expectUnchanged(
        real,
        foreign,
        "after another employer's upsert of the same referenceId",
        "tenancy.reference-id",
      );
    }
  }

  protected planned(): string {
    return `PUT /jobs r${this.key}`;
  }
}
