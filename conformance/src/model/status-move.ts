/**
 * The shared body of archive and re-publish: a status-only PUT, by id in the path or by
 * referenceId in the body, that changes the status and nothing else.
 */
import type { JobStatus } from "../arbitraries/job-specimen-arb.js";
import type { Requirements } from "../catalogue/index.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, ModelJob, RealSystem } from "./job-model.js";
import { seedStatesMove } from "./job-model.js";
import { acceptUpdated } from "./job-steps.js";

/** What a move asserts: the move itself (stated, or the reference's) and that nothing else changes. */
function moveRequirements(from: JobStatus, to: JobStatus, reference: boolean, byReference: boolean): Requirements {
  if (seedStatesMove(from, to)) {
    return [
      to === "archived" ? "status.any-to-archived" : "status.archived-to-active",
      "status.move-changes-nothing-else",
      "update.partial",
      byReference ? "update.by-reference" : "update.by-id",
    ];
  }
  if (!reference) {
    throw new Error(`The seed profile moved a job from ${from} to ${to}, which it cannot assert`);
  }
  return "ref.status.moves";
}

/** Moves a job to `status` and checks that only the status changed. */
export async function moveStatus(
  model: JobModel,
  real: RealSystem,
  job: ModelJob,
  status: JobStatus,
  byReference: boolean,
): Promise<string> {
  const { session } = real;
  const api = session.api(job.actor);
  const referenceId = job.body.referenceId as string;
  const answer = byReference
    ? await session.answer(api.PUT("/api/v1.1/jobs", { body: { referenceId, status } }))
    : await session.answer(api.PUT("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } }, body: { status } }));
  const requirements = moveRequirements(job.body.status, status, session.reference, byReference);
  session.expectStatus(requirements, answer, 200, [200], `status ${job.body.status} -> ${status}`);
  const body = byReference ? { referenceId, status } : { status };
  acceptUpdated(real, model, job, body, answer, requirements);
  return byReference
    ? `${actorLabel(job.actor)}: PUT /jobs {"referenceId":"${referenceId}","status":"${status}"}`
    : `${actorLabel(job.actor)}: PUT /jobs/${job.id} {"status":"${status}"}`;
}

/** Whether a job can be named by its referenceId. */
export function hasReference(job: ModelJob): boolean {
  return typeof job.body.referenceId === "string" && job.body.referenceId !== "";
}
