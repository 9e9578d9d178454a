/**
 * Creating, updating and deleting jobs: the rules, the referenceId uniqueness, the status
 * moves, and the commit that adds new locations, stores the job and tells the journal.
 * A request that breaks any rule changes nothing.
 */

import { INT32_MAX } from "../http/job-id.js";
import { ProblemError, validationFailed } from "../http/problem.js";
import { buildNewJob, buildUpdatedJob, type JobFields } from "../rules/job-input.js";
import { isNewLocation } from "../rules/locations.js";
import { checkStatusMove } from "../rules/status.js";
import { Violations } from "../rules/violations.js";
import { effectivePublishDate } from "./auto-refresh.js";
import type { Engine } from "./engine.js";
import { createRecord, type JobRecord, readFields, type SavedFields, toStoredJob } from "./job-record.js";

function ruleContext(engine: Engine, employerId: number) {
  return { collections: engine.collections, strict: engine.options.strict, employerId };
}

function referenceIdTaken(referenceId: string, owner: JobRecord): ProblemError {
  return new ProblemError(
    409,
    `Another job (id ${owner.id}) already has the referenceId '${referenceId}'; use PUT /api/v1.1/jobs to update it.`,
    {
      type: "/problems/reference-id-taken",
      errors: [
        {
          pointer: "/referenceId",
          code: "duplicate",
          message: `referenceId '${referenceId}' is already used by job ${owner.id}`,
        },
      ],
    },
  );
}

/** Adds the locations the job named that the collection did not hold yet. */
function commitLocations(engine: Engine, fields: JobFields): SavedFields["locations"] {
  return fields.locations.map((location) => {
    if (!isNewLocation(location)) {
      return location;
    }
    // New to this employer; another employer's jobs may already name it.
    const { location: held, added } = engine.collections.locations.findOrAdd(location.name, location.province);
    if (added) {
      engine.emit(() => ({ type: "location", location: held }));
    }
    return held;
  });
}

function commit(engine: Engine, fields: JobFields, id: number, employerId: number, publishDate: number): JobRecord {
  const record = createRecord(
    { ...fields, locations: commitLocations(engine, fields) },
    id,
    engine.store.employer(employerId),
    publishDate,
  );
  engine.store.put(record);
  engine.emit(() => ({ type: "job", job: toStoredJob(record) }));
  return record;
}

/** Creates a job for the employer from a request body, published now or at `publishDate`. */
export function createJob(
  engine: Engine,
  employerId: number,
  body: Record<string, unknown>,
  publishDate = engine.clock.now(),
): JobRecord {
  const violations = new Violations();
  const fields = buildNewJob(body, publishDate, ruleContext(engine, employerId), violations);
  if (!fields) {
    throw validationFailed(violations.list);
  }
  if (fields.referenceId !== null) {
    const owner = engine.store.findByReference(employerId, fields.referenceId);
    if (owner) {
      throw referenceIdTaken(fields.referenceId, owner);
    }
  }
  if (engine.store.countOf(employerId) >= engine.options.maxJobsPerEmployer) {
    throw new ProblemError(
      409,
      `This employer already has the most jobs this server keeps (${engine.options.maxJobsPerEmployer}); delete some first.`,
      {
        type: "/problems/job-limit-reached",
      },
    );
  }
  if (engine.store.nextId > INT32_MAX) {
    throw new ProblemError(409, `Every job id up to ${INT32_MAX} has been used; this server can create no more jobs.`, {
      type: "/problems/job-ids-exhausted",
    });
  }
  return commit(engine, fields, engine.store.allocateId(), employerId, publishDate);
}

/** Applies a partial update; the merged job must pass every rule. */
export function updateJob(engine: Engine, record: JobRecord, body: Record<string, unknown>): JobRecord {
  // An auto-refreshed publishDate is kept from here on, as if it had been set.
  const publishDate = effectivePublishDate(record, engine.store.account(record.employerId).plan, engine.clock.now());
  const violations = new Violations();
  const fields = buildUpdatedJob(
    readFields(record),
    publishDate,
    body,
    ruleContext(engine, record.employerId),
    violations,
  );
  if (!fields) {
    throw validationFailed(violations.list);
  }
  checkStatusMove(record.status, fields.status);
  if (fields.referenceId !== null && fields.referenceId !== record.referenceId) {
    const owner = engine.store.findByReference(record.employerId, fields.referenceId);
    if (owner) {
      throw referenceIdTaken(fields.referenceId, owner);
    }
  }
  return commit(engine, fields, record.id, record.employerId, publishDate);
}

/** Removes a job. */
export function deleteJob(engine: Engine, record: JobRecord): void {
  engine.store.delete(record);
  engine.emit(() => ({ type: "delete", id: record.id }));
}
