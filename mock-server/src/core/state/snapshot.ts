/**
 * The whole state as `/__admin/state` exports it, and the check of one to import. An
 * import is checked completely before anything is replaced, so an invalid one changes
 * nothing.
 */
import {
  type EmployerAccount,
  INT32_MAX,
  type OutboxMessage,
  type ServerState,
  type StoredJob,
  type StoredLocation,
} from "@jobs-toolkit/spec";
import { type Clock, isClockTime } from "../domain/clock.js";
import type { Collections, LocationCollection } from "../domain/collections.js";
import { invalid } from "../domain/errors.js";
import { isJobStatus } from "../domain/job-fields.js";
import { JobStore, type ListingChoices } from "../domain/store.js";
import { fromStoredJob, toStoredJob } from "../domain/stored-job.js";
import { parseTimestamp } from "../lib/dates.js";
import { isDecimalText } from "../lib/decimal.js";
import { isObject } from "../lib/text.js";
import { pointerTo, Violations } from "../rules/violations.js";

const STATE_VERSION = 1;

/** What a snapshot is written from. */
export interface SnapshotParts {
  store: JobStore;
  outbox: readonly OutboxMessage[];
  clock: Pick<Clock, "toState">;
  locations: Pick<LocationCollection, "stored">;
}

export function writeSnapshot({ store, outbox, clock, locations }: SnapshotParts): ServerState {
  return {
    version: STATE_VERSION,
    employers: store.accounts().map((account) => ({ ...account, apiKeys: [...account.apiKeys] })),
    jobs: store.records().map(toStoredJob),
    locations: locations.stored(),
    outbox: [...outbox],
    nextId: store.ids.nextId,
    nextEmployerId: store.nextEmployerId,
    ...(store.ids.drawnIds > 0 ? { drawnIds: store.ids.drawnIds } : {}),
    clock: clock.toState(),
  };
}

/** An imported state, checked and built, ready to take the place of the current one. */
export interface Snapshot {
  store: JobStore;
  outbox: OutboxMessage[];
  clock: { fixed: number | null; offsetSeconds: number };
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

type SnapshotClock = Snapshot["clock"];

/** The clock position an exported clock (or a recorded clock move) names, or undefined when it names none. */
export function clockFromState(clock: unknown): SnapshotClock | undefined {
  if (!isObject(clock) || !Number.isInteger(clock.offsetSeconds)) {
    return undefined;
  }
  const offsetSeconds = clock.offsetSeconds as number;
  if (clock.fixed === null) {
    return { fixed: null, offsetSeconds };
  }
  const fixed = typeof clock.fixed === "string" ? parseTimestamp(clock.fixed) : undefined;
  return fixed !== undefined && isClockTime(fixed) ? { fixed, offsetSeconds } : undefined;
}

/** The parts of an exported state, each of the right shape. */
interface Parts {
  employers: EmployerAccount[];
  jobs: StoredJob[];
  locations: StoredLocation[];
  outbox: OutboxMessage[];
  nextId: number;
  nextEmployerId: number | undefined;
  drawnIds: number | undefined;
  clock: SnapshotClock;
}

/** The parts of an exported state, or a refusal naming every part of the wrong shape. */
function readParts(state: unknown): Parts {
  if (!isObject(state)) {
    throw invalid([{ pointer: "", code: "invalid_type", message: "the state must be an object" }], "state");
  }
  const v = new Violations();
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
      const pointer = pointerTo(pointerTo("/locations", index), "employerIds");
      v.add(pointer, "invalid_value", "employerIds must be a list of employer ids");
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
  if (!(state.drawnIds === undefined || (Number.isInteger(state.drawnIds) && (state.drawnIds as number) >= 0))) {
    v.add("/drawnIds", "invalid_value", "drawnIds must be an integer from 0");
  }
  const clock = clockFromState(state.clock);
  if (clock === undefined) {
    v.add("/clock", "invalid_value", "clock must be { fixed: date-time | null, offsetSeconds: integer }");
  }
  if (!v.isEmpty || clock === undefined) {
    throw invalid(v.list, "state");
  }
  const nextId = state.nextId as number;
  const nextEmployerId = state.nextEmployerId as number | undefined;
  const drawnIds = state.drawnIds as number | undefined;
  return { employers, jobs, locations, outbox, nextId, nextEmployerId, drawnIds, clock };
}

/** A store holding the parts' employers and jobs, or a refusal naming each that conflicts or refers to nothing. */
function fillStore(
  { employers, jobs }: Parts,
  collections: Collections,
  listing: ListingChoices,
  v: Violations,
): JobStore {
  if (new Set(employers.map((employer) => employer.id)).size !== employers.length) {
    v.add("/employers", "duplicate", "employer ids must be unique");
  }
  const keys = employers.flatMap((employer) => employer.apiKeys);
  if (new Set(keys).size !== keys.length) {
    v.add("/employers", "duplicate", "API keys must be unique");
  }
  const store = new JobStore(employers, collections.locations, listing);
  const byId = new Map(employers.map((employer) => [employer.id, employer]));
  jobs.forEach((job, index) => {
    const employer = byId.get(job.employerId);
    const record = employer
      ? fromStoredJob(job, { id: employer.id, name: employer.name }, collections)
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
  return store;
}

/**
 * Checks an exported state and builds what it holds, or throws naming everything wrong.
 * The location collection takes the state's locations, and gets its own back on failure.
 * Ids never go back below `current`'s, even to an older snapshot's: a job or employer made
 * after the import must not take the id of one a client saw before it.
 */
export function readSnapshot(state: unknown, collections: Collections, current: JobStore): Snapshot {
  const parts = readParts(state);
  const previousLocations = collections.locations.stored();
  collections.locations.replace(parts.locations);
  const v = new Violations();
  const store = fillStore(parts, collections, current.listing, v);
  if (!v.isEmpty) {
    collections.locations.replace(previousLocations);
    throw invalid(v.list, "state");
  }
  // store.put has already moved nextId (and drawnIds) past every imported job; the setters keep the higher.
  store.ids.nextId = Math.max(parts.nextId, current.ids.nextId);
  store.ids.drawnIds = Math.max(parts.drawnIds ?? 0, current.ids.drawnIds);
  store.nextEmployerId = Math.max(parts.nextEmployerId ?? 1, current.nextEmployerId);
  // The outbox may be long: no spread into a call, whose arguments live on the stack.
  const outbox = parts.outbox.map((message) =>
    message.employerId === undefined ? withEmployer(message, store.getAny(message.jobId)?.employerId) : message,
  );
  return { store, outbox, clock: parts.clock };
}

/**
 * After a restore, the configured employers update and extend those the restored state
 * holds: a data file keeps its employers, and the command line can add or change one.
 * Gives the employers to import, or undefined when the restored ones are already them.
 */
export function withConfigured(store: JobStore, configured: readonly EmployerAccount[]): EmployerAccount[] | undefined {
  const stored = store.accounts();
  const merged = new Map(stored.map((account) => [account.id, account]));
  for (const account of configured) {
    // A key the saved state gave another employer (after this one was removed) stays
    // theirs: the server reopens what it accepted. A configured employer left with no
    // key is not brought back.
    const apiKeys = account.apiKeys.filter((key) => {
      const holder = store.accountByKey(key);
      return holder === undefined || holder.id === account.id;
    });
    if (apiKeys.length > 0) {
      merged.set(account.id, { ...account, apiKeys });
    }
  }
  const employers = [...merged.values()];
  return JSON.stringify(employers) === JSON.stringify(stored) ? undefined : employers;
}
