/**
 * PUT /api/v1.1/jobs/{id} with a random subset of fields: only those change, unless the
 * merged job breaks a rule (routing field, referenceId taken, back to draft), and then
 * nothing changes.
 */

import type { JobUpdate } from "@jobs-toolkit/spec";
import type { JobUpdateSpec } from "../arbitraries/job-update-arb.js";
import type { RequirementId } from "../catalogue/index.js";
import { sendWithinPlan } from "../discovery/within-plan.js";
import { must } from "../must.js";
import { ActorCommand } from "./actor-command.js";
import { actorLabel, brief, updateBody } from "./bodies.js";
import { writeRequirements } from "./check-job.js";
import { type JobModel, type RealSystem, seedStatesMove, statusMove } from "./job-model.js";
import { acceptUpdated, expectUnchanged, modelNow } from "./job-steps.js";
import { mergedRoutingProblem, switchesRoutingBlind } from "./predict.js";
import { explicitMaxAmount } from "./salary-reading.js";

/** A partial update by id. */
export class UpdateJobCommand extends ActorCommand {
  readonly index: number;
  readonly update: JobUpdateSpec;

  constructor(actor: number, index: number, update: JobUpdateSpec) {
    super(actor);
    this.index = index;
    this.update = update;
  }

  override check(model: Readonly<JobModel>): boolean {
    return super.check(model) && model.jobsOf(this.actor).length > 0;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const job = must(model.pick(this.actor, this.index), "a job to update (check() found one)");
    const body = updateBody(this.update, model.namespace, modelNow(model));
    const reference = typeof body.referenceId === "string" && body.referenceId !== "" ? body.referenceId : undefined;
    const holder = reference ? model.byReference(this.actor, reference) : undefined;
    const taken = holder !== undefined && holder.id !== job.id;
    if (!session.reference) {
      // The published interface states neither these moves nor a referenceId clash on update.
      if (typeof body.status === "string" && !seedStatesMove(job.body.status, body.status as never)) {
        delete body.status;
      }
      if (taken) {
        delete body.referenceId;
      }
      if (switchesRoutingBlind(job.body, body)) {
        delete body.applicantRoutingType;
      }
      if (session.context.readings.salary?.reading !== "replace") {
        explicitMaxAmount(job.body.salary, body);
      }
      // Whether an empty update is accepted is not stated either: resend the title instead.
      if (Object.keys(body).length === 0) {
        body.title = job.body.title;
      }
    }
    this.label = `${actorLabel(this.actor)}: PUT /jobs/${job.id} ${brief(body)}`;
    const answer = await sendWithinPlan(session, this.actor, body, () =>
      session.answer(
        session
          .api(this.actor)
          .PUT("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } }, body: body as JobUpdate }),
      ),
    );
    const problems: Array<{ status: number; pointer: string; requirement: RequirementId }> = [];
    if (typeof body.status === "string" && statusMove(job.body.status, body.status as never) === "conflict") {
      problems.push({ status: 409, pointer: "/status", requirement: "ref.status.moves" });
    }
    if (taken && "referenceId" in body) {
      problems.push({ status: 409, pointer: "/referenceId", requirement: "ref.reference-id.unique-on-update" });
    }
    const routing = mergedRoutingProblem(job.body, body);
    if (routing) {
      problems.push({
        status: 422,
        pointer: routing,
        requirement: routing === "/applicationEmail" ? "create.routing.email-required" : "create.routing.url-required",
      });
    }
    const [first, ...more] = problems;
    if (first) {
      const requirements = [first.requirement, ...more.map((problem) => problem.requirement)] as const;
      const statuses = problems.map((problem) => problem.status);
      session.expectStatus(
        requirements,
        answer,
        statuses.includes(answer.status) ? answer.status : first.status,
        "4xx",
        "update breaking a rule",
      );
      if (session.reference) {
        session.expectRejected(
          "ref.rules.merged-update",
          answer,
          { status: answer.status, pointers: problems.filter((p) => p.status === answer.status).map((p) => p.pointer) },
          "update breaking a rule",
        );
      }
      await expectUnchanged(real, job, "after a rejected update", requirements);
      return;
    }
    session.expectStatus(
      writeRequirements(["update.response.200", "update.partial", "update.by-id"], body, answer),
      answer,
      200,
      [200],
      "partial update",
    );
    acceptUpdated(real, model, job, body, answer, ["update.partial", "update.by-id", "update.response.200"]);
  }

  protected planned(): string {
    return `PUT /jobs/#${this.index}`;
  }
}
