/**
 * Tenancy: the second key reads, updates or deletes the first key's job by id and gets
 * 404 (another employer's job is indistinguishable from a missing one); the job stays.
 */
import type fc from "fast-check";
import { must } from "../must.js";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";
import { expectUnchanged } from "./job-steps.js";

/** What the foreign key tries. */
export type ForeignOperation = "get" | "update" | "delete";

const TENANCY = { get: "tenancy.read", update: "tenancy.update", delete: "tenancy.delete" } as const;

/** One key touches another key's job. */
export class ForeignAccessCommand implements fc.AsyncCommand<JobModel, RealSystem> {
  #label = "";

  readonly owner: number;
  readonly index: number;
  readonly operation: ForeignOperation;

  constructor(owner: number, index: number, operation: ForeignOperation) {
    this.owner = owner;
    this.index = index;
    this.operation = operation;
  }

  check(model: Readonly<JobModel>): boolean {
    return model.actors > 1 && model.jobsOf(this.owner).length > 0;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const job = must(model.pick(this.owner, this.index), "a job of the owner (check() found one)");
    const intruder = 1 - this.owner;
    const api = session.api(intruder);
    const path = { params: { path: { id: job.id } } };
    this.#label = `${actorLabel(intruder)}: ${this.operation} ${actorLabel(this.owner)}'s job ${job.id}`;
    const answer =
      this.operation === "get"
        ? await session.answer(api.GET("/api/v1.1/jobs/{id}", path))
        : this.operation === "update"
          ? await session.answer(
              api.PUT("/api/v1.1/jobs/{id}", { ...path, body: { title: `${model.namespace} Hijacked` } }),
            )
          : await session.answer(api.DELETE("/api/v1.1/jobs/{id}", path));
    const requirement = TENANCY[this.operation];
    session.expectRejected(requirement, answer, { status: 404 }, `${this.operation} of another employer's job`);
    await expectUnchanged(real, job, `after another employer's ${this.operation}`, requirement);
  }

  toString(): string {
    return this.#label || `foreign ${this.operation}`;
  }
}
