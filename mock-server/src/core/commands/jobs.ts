/**
 * Creating and updating jobs: the rules, the referenceId uniqueness, the status moves,
 * the job limits, and the commit that adds new locations and stores the job. A request
 * that breaks any rule changes nothing.
 */

import { INT32_MAX, type ResolvedDialect } from "@jobs-toolkit/spec";
import { DomainError, invalid } from "../domain/errors.js";
import { closeDateAt } from "../domain/job-as-read.js";
import { isNewLocation, type JobFields } from "../domain/job-fields.js";
import { createRecord, type JobRecord, type SavedFields, storedFields } from "../domain/job-record.js";
import { hasNoKeys } from "../lib/text.js";
import { acceptedBody, shownMembers } from "../rules/acceptance.js";
import type { RuleContext } from "../rules/context.js";
import { buildNewJob, buildUpdatedJob } from "../rules/job-input.js";
import { withStoredSalary } from "../rules/salary.js";
import { checkStatusMove } from "../rules/status.js";
import { Violations } from "../rules/violations.js";
import type { State } from "../state/state.js";
import { addingPlacesOnRefusal } from "./places-on-refusal.js";

/** What a command needs: the state it changes, the server's own limits and the deployment's choices. */
export interface CommandContext {
  state: State;
  options: {
    strict: boolean;
    maxJobsPerEmployer: number;
    dialect: Pick<ResolvedDialect, "statusMoves" | "autoRefreshOnStandardPlan" | "updates" | "locations"> &
      Partial<Pick<ResolvedDialect, "acceptance" | "templates" | "insideJobs">> & {
        dates?: Pick<ResolvedDialect["dates"], "closeDateTime" | "dayZone" | "kept">;
      };
  };
}

/** What the rules read for this employer's write: one literal, no spread of the dialect's optional members. */
function ruleContext({ state, options }: CommandContext, employerId: number): RuleContext {
  const { acceptance, dates, insideJobs } = options.dialect;
  return {
    collections: state.collections,
    strict: options.strict,
    employerId,
    acceptance,
    closeDateTime: dates?.closeDateTime,
    dayZone: dates?.dayZone,
    otherRoutingField: insideJobs?.otherRoutingField,
  };
}

/** The body as the deployment's acceptance has the rules read it (see rules/acceptance.ts). */
function accepted(
  { options }: CommandContext,
  body: Record<string, unknown>,
  change: "create" | "update",
  violations: Violations,
): Record<string, unknown> {
  const { acceptance, templates } = options.dialect;
  // The reference dialect's acceptance has no rule: nothing to read differently.
  if (acceptance === undefined || hasNoKeys(acceptance)) {
    return body;
  }
  return acceptedBody(body, acceptance, change, violations, shownMembers(templates?.job));
}

/** autoRefresh: true sent for an employer on the standard plan, where it does nothing: kept, stored false or refused. */
function applyPlan(context: CommandContext, employerId: number, body: Record<string, unknown>, fields: JobFields) {
  const policy = context.options.dialect.autoRefreshOnStandardPlan;
  if (policy === "kept" || body.autoRefresh !== true || context.state.store.account(employerId).plan !== "standard") {
    return;
  }
  if (policy === "refused") {
    throw new DomainError({ kind: "plan-refused", plan: "standard" });
  }
  fields.autoRefresh = false;
}

function referenceIdTaken(referenceId: string, owner: JobRecord, change: "create" | "update"): DomainError {
  return new DomainError({ kind: "reference-id-taken", referenceId, ownerId: owner.id, change });
}

/** Adds the locations the job named that the collection did not hold yet. */
function commitLocations(state: State, fields: JobFields): SavedFields["locations"] {
  // A new location may be new to this employer only: another employer's jobs may name it.
  return fields.locations.map((location) =>
    isNewLocation(location) ? state.addLocation(location.name, location.province, location.namedBy) : location,
  );
}

/** Stores the job; `createdAt` is its creation's time where this write updates it. */
function commit(
  state: State,
  fields: JobFields,
  id: number,
  employerId: number,
  publishDate: number,
  publishMillis: number,
  createdAt?: number,
): JobRecord {
  const now = state.clock.now();
  const locations = commitLocations(state, fields);
  const times = { publishDate, publishMillis, createdAt: createdAt ?? now, writtenAt: now };
  const record = createRecord({ ...fields, locations }, id, state.store.employer(employerId), times);
  state.putJob(record);
  return record;
}

/**
 * Creates a job for the employer from a request body, published now or at `publishDate`
 * and `publishMillis` past it, which are kept only where the dialect keeps them.
 */
export function createJob(
  context: CommandContext,
  employerId: number,
  body: Record<string, unknown>,
  publishDate = context.state.clock.now(),
  publishMillis = 0,
): JobRecord {
  const rules = { strict: context.options.strict, employerId };
  const millis = context.options.dialect.dates?.kept === "milliseconds" ? publishMillis : 0;
  return addingPlacesOnRefusal(context.state, context.options.dialect, rules, body, () =>
    createChecked(context, employerId, body, publishDate, millis),
  );
}

function createChecked(
  context: CommandContext,
  employerId: number,
  body: Record<string, unknown>,
  publishDate: number,
  publishMillis: number,
): JobRecord {
  const { state, options } = context;
  const violations = new Violations();
  const fields = buildNewJob(
    accepted(context, body, "create", violations),
    publishDate,
    ruleContext(context, employerId),
    violations,
  );
  if (!fields) {
    throw invalid(violations.list);
  }
  applyPlan(context, employerId, body, fields);
  if (fields.referenceId !== null) {
    const owner = state.store.findByReference(employerId, fields.referenceId);
    if (owner) {
      throw referenceIdTaken(fields.referenceId, owner, "create");
    }
  }
  if (state.store.countOf(employerId) >= options.maxJobsPerEmployer) {
    throw new DomainError({ kind: "job-limit-reached", limit: options.maxJobsPerEmployer });
  }
  if (state.store.ids.upcoming > INT32_MAX) {
    throw new DomainError({ kind: "job-ids-exhausted", lastId: INT32_MAX });
  }
  return commit(state, fields, state.allocateJobId(), employerId, publishDate, publishMillis);
}

/** Applies a partial update at `now`; the merged job must pass every rule. */
export function updateJob(
  context: CommandContext,
  record: JobRecord,
  body: Record<string, unknown>,
  now = context.state.clock.now(),
): JobRecord {
  const rules = { strict: context.options.strict, employerId: record.employerId };
  return addingPlacesOnRefusal(context.state, context.options.dialect, rules, body, () =>
    updateChecked(context, record, body, now),
  );
}

function updateChecked(
  context: CommandContext,
  record: JobRecord,
  body: Record<string, unknown>,
  now: number,
): JobRecord {
  const { state } = context;
  // An auto-refreshed publishDate (and a closeDate moved with it) is kept from here on, as if it had been set.
  const publishDate = state.store.publishDateOf(record, now);
  const violations = new Violations();
  const stored = storedFields(record, closeDateAt(state.store, record, publishDate));
  const given = accepted(context, body, "update", violations);
  const sent = context.options.dialect.updates.salary === "merge" ? withStoredSalary(given, stored("salary")) : given;
  const fields = buildUpdatedJob(stored, publishDate, sent, ruleContext(context, record.employerId), violations);
  if (!fields) {
    throw invalid(violations.list);
  }
  applyPlan(context, record.employerId, body, fields);
  const { intoDraft, outOfDraft } = context.options.dialect.statusMoves;
  checkStatusMove(record.status, fields.status, intoDraft, outOfDraft);
  if (fields.referenceId !== null && fields.referenceId !== record.referenceId) {
    const owner = state.store.findByReference(record.employerId, fields.referenceId);
    if (owner) {
      throw referenceIdTaken(fields.referenceId, owner, "update");
    }
  }
  // A refresh moves publishDate by whole steps: the milliseconds it was published at stay.
  return commit(state, fields, record.id, record.employerId, publishDate, record.publishMillis, record.createdAt);
}
