/**
 * The whole state as `/__admin/state` exports it, and its import. An import is checked
 * completely before anything is replaced, so an invalid one changes nothing.
 */
import type { EmployerAccount, OutboxMessage, ServerState, StoredJob, StoredLocation } from "@jobs-toolkit/spec";
import { isClockTime } from "../domain/clock.js";
import { parseTimestamp } from "../domain/dates.js";
import { isDecimalText } from "../domain/decimal.js";
import type { Engine } from "../domain/engine.js";
import { fromStoredJob, toStoredJob } from "../domain/job-record.js";
import { JobStore } from "../domain/store.js";
import { isObject } from "../domain/text.js";
import { INT32_MAX } from "../http/job-id.js";
import { validationFailed } from "../http/problem.js";
import { isJobStatus } from "../rules/status.js";
import { pointerTo, Violations } from "../rules/violations.js";

export const STATE_VERSION = 1;

export function exportState(engine: Engine): ServerState {
  return {
    version: STATE_VERSION,
    employers: engine.store.accounts().map((account) => ({ ...account, apiKeys: [...account.apiKeys] })),
    jobs: engine.store.records().map(toStoredJob),
    locations: engine.collections.locations.stored(),
    outbox: [...engine.outbox],
    nextId: engine.store.nextId,
    nextEmployerId: engine.store.nextEmployerId,
    clock: engine.clock.toState(),
  };
}

/** An e-mail of a state exported before messages named their employer: the job's, when the job is there. */
function withEmployer(message: OutboxMessage, employerId: number | undefined): OutboxMessage {
  return employerId === undefined ? message : { ...message, employerId };
}

type Shape = Record<string, (value: unknown) => boolean>;

const isString = (value: unknown) => typeof value === "string";
const isNullableString = (value: unknown) => value === null || typeof value === "string";
const isBoolean = (value: unknown) => typeof value === "boolean";
const isId = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= INT32_MAX;
const isIdList = (value: unknown) => Array.isArray(value) && value.every(isId);
const isDate = (value: unknown) => typeof value === "string" && parseTimestamp(value) !== undefined;

const EMPLOYER_SHAPE: Shape = {
  id: isId,
  name: (value) => typeof value === "string" && value.length > 0 && value.length <= 128,
  plan: (value) => value === "standard" || value === "unlimited",
  apiKeys: (value) =>
    Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === "string" && key !== ""),
};
const LOCATION_SHAPE: Shape = { id: isId, name: isString, description: isString, type: isString };
const isOptionalIdList = (value: unknown) => value === undefined || isIdList(value);
const SALARY_SHAPE: Shape = {
  amount: isDecimalText,
  maxAmount: (value) => value === null || isDecimalText(value),
  typeId: isId,
  plusCommission: isBoolean,
};
const JOB_SHAPE: Shape = {
  id: isId,
  employerId: isId,
  referenceId: isNullableString,
  title: isString,
  publishDate: isDate,
  closeDate: isDate,
  confidential: isBoolean,
  autoRefresh: isBoolean,
  status: isJobStatus,
  locationIds: isIdList,
  categoryIds: isIdList,
  positionTypeId: isId,
  salary: (value) => value === null || fitsShape(value, SALARY_SHAPE),
  description: isString,
  applicantRoutingTypeId: isId,
  applicationEmail: isNullableString,
  applicationUrl: isNullableString,
};
const OUTBOX_SHAPE: Shape = {
  to: isString,
  jobId: isId,
  subject: isString,
  applicant: (value) => isObject(value) && isString(value.name) && isString(value.email),
  sentAt: isDate,
};

function fitsShape(value: unknown, shape: Shape): boolean {
  return (
    isObject(value) && Object.entries(shape).every(([key, check]) => Object.hasOwn(value, key) && check(value[key]))
  );
}

function checkList<T>(state: Record<string, unknown>, key: string, shape: Shape, v: Violations): T[] {
  const list = state[key];
  if (!Array.isArray(list)) {
    v.add(`/${key}`, "invalid_type", `${key} must be an array`);
    return [];
  }
  list.forEach((item, index) => {
    if (!fitsShape(item, shape)) {
      v.add(pointerTo(`/${key}`, index), "invalid_value", `does not have the shape of ${key} entries`);
    }
  });
  return list as T[];
}

/** Replaces everything with an exported state; 422 naming what is wrong, changing nothing. */
export function importState(engine: Engine, state: unknown): void {
  const v = new Violations();
  if (!isObject(state)) {
    throw validationFailed([{ pointer: "", code: "invalid_type", message: "the state must be an object" }], "state");
  }
  if (state.version !== STATE_VERSION) {
    v.add("/version", "invalid_value", `version must be ${STATE_VERSION}`);
  }
  const employers = checkList<EmployerAccount>(state, "employers", EMPLOYER_SHAPE, v);
  employers.forEach((employer, index) => {
    if (isObject(employer) && employer.expiresAt !== undefined && !isDate(employer.expiresAt)) {
      v.add(pointerTo(pointerTo("/employers", index), "expiresAt"), "invalid_date", "expiresAt must be a date-time");
    }
  });
  const jobs = checkList<StoredJob>(state, "jobs", JOB_SHAPE, v);
  const locations = checkList<StoredLocation>(state, "locations", LOCATION_SHAPE, v);
  locations.forEach((location, index) => {
    if (isObject(location) && !isOptionalIdList(location.employerIds)) {
      v.add(
        pointerTo(`${pointerTo("/locations", index)}`, "employerIds"),
        "invalid_value",
        "employerIds must be a list of employer ids",
      );
    }
  });
  const outbox = checkList<OutboxMessage>(state, "outbox", OUTBOX_SHAPE, v);
  // One past the last id: a server that handed out id 2147483647 exports 2147483648.
  if (!(isId(state.nextId) || state.nextId === INT32_MAX + 1)) {
    v.add("/nextId", "invalid_value", `nextId must be an integer from 1 to ${INT32_MAX + 1}`);
  }
  if (state.nextEmployerId !== undefined && !isId(state.nextEmployerId)) {
    v.add("/nextEmployerId", "invalid_value", "nextEmployerId must be a positive integer");
  }
  const clock = state.clock;
  const fixedOk =
    isObject(clock) &&
    (clock.fixed === null || (isDate(clock.fixed) && isClockTime(parseTimestamp(clock.fixed as string)!)));
  if (!isObject(clock) || !fixedOk || !Number.isInteger(clock.offsetSeconds)) {
    v.add("/clock", "invalid_value", "clock must be { fixed: date-time | null, offsetSeconds: integer }");
  }
  if (!v.isEmpty) {
    throw validationFailed(v.list, "state");
  }

  if (new Set(employers.map((employer) => employer.id)).size !== employers.length) {
    v.add("/employers", "duplicate", "employer ids must be unique");
  }
  const keys = employers.flatMap((employer) => employer.apiKeys);
  if (new Set(keys).size !== keys.length) {
    v.add("/employers", "duplicate", "API keys must be unique");
  }
  const store = new JobStore(employers, engine.collections.locations);
  const previousLocations = engine.collections.locations.stored();
  engine.collections.locations.replace(locations);
  jobs.forEach((job, index) => {
    const employer = employers.find((candidate) => candidate.id === job.employerId);
    const record = employer
      ? fromStoredJob(job, { id: employer.id, name: employer.name }, engine.collections)
      : `job ${job.id} belongs to no employer`;
    if (typeof record === "string") {
      v.add(pointerTo("/jobs", index), "invalid_value", record);
    } else if (
      store.getAny(record.id) ||
      (record.referenceId !== null && store.findByReference(record.employerId, record.referenceId))
    ) {
      v.add(pointerTo("/jobs", index), "duplicate", `job ${record.id} repeats an id or a referenceId`);
    } else {
      store.put(record);
    }
  });
  if (!v.isEmpty) {
    engine.collections.locations.replace(previousLocations);
    throw validationFailed(v.list, "state");
  }
  // store.put has already moved nextId past every imported job.
  store.nextId = state.nextId as number;
  if (state.nextEmployerId !== undefined) {
    store.nextEmployerId = state.nextEmployerId as number;
  }
  // Ids never go back, even to an older snapshot's: a job or employer made after the
  // import must not take the id of one a client saw before it (the setters keep the higher).
  store.nextId = engine.store.nextId;
  store.nextEmployerId = engine.store.nextEmployerId;
  engine.store = store;
  // The outbox may be long: no spread into a call, whose arguments live on the stack.
  engine.outbox = outbox.map((message) =>
    message.employerId === undefined ? withEmployer(message, store.getAny(message.jobId)?.employerId) : message,
  );
  engine.requestLog.forget((employerId) => !store.hasAccount(employerId));
  const { fixed, offsetSeconds } = clock as { fixed: string | null; offsetSeconds: number };
  engine.clock.restore({ fixed: fixed === null ? null : parseTimestamp(fixed)!, offsetSeconds });
}

/**
 * Replaces the whole state and records it, for the controls and in-process callers
 * alike; a replay applies {@link importState} alone.
 */
export function replaceState(engine: Engine, state: unknown): void {
  importState(engine, state);
  engine.emit(() => ({ type: "state", state: exportState(engine) }));
}
