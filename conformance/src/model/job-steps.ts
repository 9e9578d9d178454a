/**
 * Steps the commands share: check a create or an update against the model's prediction
 * and record the result, read a job back, and prove a job is gone or unchanged.
 */

import type { Answer } from "../answer.js";
import { learnLocations } from "../arbitraries/location-pool.js";
import { idsOf, type Requirements } from "../catalogue/index.js";
import { anyId, anyString, show } from "../compare.js";
import { nowSeconds } from "../dates.js";
import type { Json } from "../json.js";
import { checkJobAnswer } from "./check-job.js";
import { predictionOf } from "./documented.js";
import type { JobModel, ModelJob, RealSystem } from "./job-model.js";
import { predictCreated, predictUpdated } from "./predict.js";
import { holdSalaryReading } from "./salary-reading.js";

/** The time a request is made at, as the model knows it. */
export function modelNow(model: JobModel): number {
  return model.now ?? nowSeconds();
}

/** Checks that the employer a response shows is the key's, and that two keys are two employers. */
function learnEmployer(real: RealSystem, model: JobModel, actor: number, answer: Answer): void {
  const shown = answer.json?.employer;
  if (model.employers[actor] || !shown) {
    return;
  }
  model.employers[actor] = { id: shown.id, name: shown.name };
  const other = model.employers[1 - actor];
  real.session.expect(
    "job.employer.caller",
    !other || other.id !== shown.id,
    `Both API keys act for employer ${show(shown.id)}; the tenancy checks need keys of two employers`,
    answer,
  );
}

/** Checks a create answer (status already checked) and adds the job to the model. */
export function acceptCreated(
  real: RealSystem,
  model: JobModel,
  actor: number,
  body: Json,
  answer: Answer,
  via: "post" | "upsert-create",
): ModelJob {
  const { session } = real;
  const expected = predictCreated(session.context.target, body, {
    reference: session.reference,
    now: model.now,
    publishDate: typeof answer.json?.publishDate === "string" ? answer.json.publishDate : "",
    employer: model.employers[actor] ?? { id: anyId, name: anyString },
    minId: model.maxId,
  });
  checkJobAnswer(session, answer, expected, {
    requirements: via === "post" ? "create.response.job" : "upsert.creates",
    answered: { kind: via, body },
  });
  learnEmployer(real, model, actor, answer);
  learnLocations(session.context.target, answer.json.locations);
  const job: ModelJob = { actor, id: answer.json.id, body: predictionOf(session, answer.json) };
  model.store(job);
  return job;
}

/** Checks an accepted partial update (status already checked) and records the merged job. */
export function acceptUpdated(
  real: RealSystem,
  model: JobModel,
  job: ModelJob,
  body: Json,
  answer: Answer,
  requirements: Requirements,
): void {
  const { session } = real;
  const { readings } = session.context;
  if (body.salary) {
    // Predicted as replaced: the merged reading is worked out from it.
    const replaced = predictUpdated(session.context.target, job.body, body, session.reference, "replace").salary;
    holdSalaryReading(session, job.body.salary, body.salary, replaced, answer);
  }
  const expected = predictUpdated(session.context.target, job.body, body, session.reference, readings.salary?.reading);
  checkJobAnswer(session, answer, expected, { requirements, answered: { kind: "update", body } });
  learnLocations(session.context.target, answer.json.locations);
  model.store({ ...job, body: predictionOf(session, answer.json) });
}

/** Reads a job back and expects exactly what the model holds; `requirements` say why it must be so. */
export async function expectUnchanged(
  real: RealSystem,
  job: ModelJob,
  why: string,
  requirements: Requirements,
): Promise<void> {
  const { session } = real;
  const answer = await readJob(real, job.actor, job.id);
  const named = withRead(requirements);
  session.expectStatus(named, answer, 200, "2xx", `read back ${why}`);
  checkJobAnswer(session, answer, job.body, { requirements: named, answered: { kind: "read" } });
}

/** A key's GET of one job id, as answered. */
export function readJob(real: RealSystem, actor: number, id: number): Promise<Answer> {
  const { session } = real;
  return session.answer(session.api(actor).GET("/api/v1.1/jobs/{id}", { params: { path: { id } } }));
}

/** Expects a key not to see a job id; `requirements` say why it must not. */
export async function expectMissing(
  real: RealSystem,
  actor: number,
  id: number,
  why: string,
  requirements: Requirements,
): Promise<void> {
  expectReadRefused(real, await readJob(real, actor, id), id, why, requirements);
}

/** Expects the answer to a GET of job `id` to refuse it. */
export function expectReadRefused(
  real: RealSystem,
  answer: Answer,
  id: number,
  why: string,
  requirements: Requirements,
): void {
  real.session.expectRejected(requirements, answer, { status: 404 }, `GET of job ${id} ${why}`);
}

/**
 * Whether an answer to a key's GET of `id` shows a job the key holds at that id: its own
 * employer's, or, before the sequence has seen that employer, any employer's but the
 * other key's (another employer's job is the tenancy checks' to refuse).
 */
export function showsHeld(model: JobModel, actor: number, id: number, answer: Answer): boolean {
  const shown = answer.json;
  if (answer.status < 200 || answer.status > 299 || typeof shown !== "object" || shown?.id !== id) {
    return false;
  }
  const own = model.employers[actor];
  const other = model.employers[1 - actor];
  return own ? shown.employer?.id === own.id : shown.employer?.id !== other?.id;
}

/** A read back asserts the read itself as well. */
function withRead(requirements: Requirements): Requirements {
  const ids = idsOf(requirements);
  return ids.includes("get.by-id") ? requirements : ["get.by-id", ...ids];
}
