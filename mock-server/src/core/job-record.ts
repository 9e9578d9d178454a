/**
 * A stored job, kept compact: a handful of scalar fields the store indexes on, and the
 * job's response text, serialized once when it is written. A read costs a Map lookup
 * and no serialization; the list header is cut from the same text. Everything else is
 * parsed back from the text only when a write or an export needs it, so a million jobs
 * are a few million heap objects for the garbage collector, not tens of millions.
 *
 * Salary amounts go into the text as exact four-decimal numbers, which JSON.stringify
 * cannot write; an auto-refreshed publishDate is spliced in at its known offset.
 */
import type { Employer, Job, JobStatus, Location, StoredJob } from "@jobs-toolkit/spec";
import type { Collections } from "./collections.js";
import { formatTimestamp, parseTimestamp } from "./dates.js";
import { toDecimal } from "./decimal.js";
import type { JobFields } from "./rules/job-input.js";
import type { StoredSalary } from "./rules/salary.js";

/** A job as the store holds it. */
export interface JobRecord {
  readonly id: number;
  readonly employerId: number;
  readonly referenceId: string | null;
  readonly status: JobStatus;
  readonly confidential: boolean;
  readonly autoRefresh: boolean;
  /** When the publishDate was last set, in epoch seconds. */
  readonly publishDate: number;
  readonly closeDate: number;
  /** Lower-cased title and referenceId, for the list's q filter. */
  readonly searchText: string;
  /** The response text, with the stored publishDate at offset `dateAt`. */
  readonly json: string;
  readonly dateAt: number;
  /** Where the locations array sits in `json`, for cutting the list header. */
  readonly locationsAt: number;
  readonly locationsEnd: number;
}

/** The fields of a job whose locations are all in the collection. */
export type SavedFields = Omit<JobFields, "locations"> & { locations: Location[] };

/** Every date the text holds is this long: `2026-11-21T15:04:05Z`. */
const DATE_LENGTH = 20;

function salaryJson(salary: StoredSalary | null): string {
  if (!salary) return "null";
  const { amount, maxAmount, type, plusCommission } = salary;
  return `{"amount":${amount},"maxAmount":${maxAmount ?? "null"},"type":${JSON.stringify(type)},"plusCommission":${plusCommission}}`;
}

/** Serializes the fields after `{`, in the order responses write them. */
function serialize(fields: SavedFields, id: number, employer: Employer, publishDate: number) {
  const start = { id, referenceId: fields.referenceId, employer, title: fields.title } satisfies Pick<
    Job,
    "id" | "referenceId" | "employer" | "title"
  >;
  const head = `${JSON.stringify(start).slice(0, -1)},"publishDate":"`;
  const middle = {
    closeDate: formatTimestamp(fields.closeDate),
    confidential: fields.confidential,
    autoRefresh: fields.autoRefresh,
    status: fields.status,
  } satisfies Pick<Job, "closeDate" | "confidential" | "autoRefresh" | "status">;
  const beforeLocations = `${head}${formatTimestamp(publishDate)}",${JSON.stringify(middle).slice(1, -1)},"locations":`;
  const locations = JSON.stringify(fields.locations satisfies Job["locations"]);
  const end = {
    categories: fields.categories,
    positionType: fields.positionType,
    salary: null,
    description: fields.description,
    applicantRoutingType: fields.applicantRoutingType,
    applicationEmail: fields.applicationEmail,
    applicationUrl: fields.applicationUrl,
  } satisfies Omit<Job, keyof typeof start | keyof typeof middle | "publishDate" | "locations">;
  // The first `"salary":null` is the key itself: inside strings every quote is escaped.
  const rest = `,${JSON.stringify(end)
    .slice(1)
    .replace('"salary":null', () => `"salary":${salaryJson(fields.salary)}`)}`;
  return {
    json: beforeLocations + locations + rest,
    dateAt: head.length,
    locationsAt: beforeLocations.length,
    locationsEnd: beforeLocations.length + locations.length,
  };
}

/** A record from validated fields; every location must already be in the collection. */
export function createRecord(fields: SavedFields, id: number, employer: Employer, publishDate: number): JobRecord {
  return {
    id,
    employerId: employer.id,
    referenceId: fields.referenceId,
    status: fields.status,
    confidential: fields.confidential,
    autoRefresh: fields.autoRefresh,
    publishDate,
    closeDate: fields.closeDate,
    searchText: `${fields.title}\n${fields.referenceId ?? ""}`.toLowerCase(),
    ...serialize(fields, id, employer, publishDate),
  };
}

/** The response text of a job whose publishDate reads `publishDate`. */
export function jobJson(record: JobRecord, publishDate: number): string {
  if (publishDate === record.publishDate) return record.json;
  const { json, dateAt } = record;
  return json.slice(0, dateAt) + formatTimestamp(publishDate) + json.slice(dateAt + DATE_LENGTH);
}

/** The list-header text of a job whose publishDate reads `publishDate`: id to publishDate, locations, confidential, status. */
export function headerJson(record: JobRecord, publishDate: number): string {
  const { json, dateAt } = record;
  const date =
    publishDate === record.publishDate ? json.slice(dateAt, dateAt + DATE_LENGTH) : formatTimestamp(publishDate);
  return `${json.slice(0, dateAt)}${date}","locations":${json.slice(record.locationsAt, record.locationsEnd)},"confidential":${record.confidential},"status":"${record.status}"}`;
}

/** The job's fields, read back from its text. */
export function readFields(record: JobRecord): SavedFields {
  const job = JSON.parse(record.json) as Job;
  const amount = (value: number | null) => (value === null ? null : (toDecimal(value) as { value: string }).value);
  return {
    referenceId: job.referenceId,
    title: job.title,
    closeDate: record.closeDate,
    confidential: job.confidential,
    autoRefresh: job.autoRefresh,
    status: job.status,
    locations: job.locations,
    categories: job.categories,
    positionType: job.positionType,
    salary: job.salary && {
      amount: amount(job.salary.amount)!,
      maxAmount: amount(job.salary.maxAmount),
      type: job.salary.type,
      plusCommission: job.salary.plusCommission,
    },
    description: job.description,
    applicantRoutingType: job.applicantRoutingType,
    applicationEmail: job.applicationEmail,
    applicationUrl: job.applicationUrl,
  };
}

/** The record as the state export writes it. */
export function toStoredJob(record: JobRecord): StoredJob {
  const fields = readFields(record);
  return {
    id: record.id,
    employerId: record.employerId,
    referenceId: fields.referenceId,
    title: fields.title,
    publishDate: formatTimestamp(record.publishDate),
    closeDate: formatTimestamp(record.closeDate),
    confidential: fields.confidential,
    autoRefresh: fields.autoRefresh,
    status: fields.status,
    locationIds: fields.locations.map((location) => location.id),
    categoryIds: fields.categories.map((category) => category.id),
    positionTypeId: fields.positionType.id,
    salary: fields.salary && {
      amount: fields.salary.amount,
      maxAmount: fields.salary.maxAmount,
      typeId: fields.salary.type.id,
      plusCommission: fields.salary.plusCommission,
    },
    description: fields.description,
    applicantRoutingTypeId: fields.applicantRoutingType.id,
    applicationEmail: fields.applicationEmail,
    applicationUrl: fields.applicationUrl,
  };
}

/** Rebuilds a record from the state export, or names what it refers to that does not exist. */
export function fromStoredJob(stored: StoredJob, employer: Employer, collections: Collections): JobRecord | string {
  const lookup = <T>(map: { get(id: number): T | undefined }, id: number, what: string): T => {
    const found = map.get(id);
    if (!found) throw new Error(`job ${stored.id} refers to ${what} ${id}, which does not exist`);
    return found;
  };
  try {
    const publishDate = parseTimestamp(stored.publishDate);
    const closeDate = parseTimestamp(stored.closeDate);
    if (publishDate === undefined || closeDate === undefined) return `job ${stored.id} has an invalid date`;
    const salary = stored.salary && {
      amount: stored.salary.amount,
      maxAmount: stored.salary.maxAmount,
      type: lookup(collections.salaryTypes, stored.salary.typeId, "salary type"),
      plusCommission: stored.salary.plusCommission,
    };
    return createRecord(
      {
        referenceId: stored.referenceId === "" ? null : stored.referenceId,
        title: stored.title,
        closeDate,
        confidential: stored.confidential,
        autoRefresh: stored.autoRefresh,
        status: stored.status,
        locations: stored.locationIds.map((id) => lookup(collections.locations, id, "location")),
        categories: stored.categoryIds.map((id) => lookup(collections.categories, id, "category")),
        positionType: lookup(collections.positionTypes, stored.positionTypeId, "position type"),
        salary,
        description: stored.description,
        applicantRoutingType: lookup(collections.routingTypes, stored.applicantRoutingTypeId, "routing type"),
        applicationEmail: stored.applicationEmail,
        applicationUrl: stored.applicationUrl,
      },
      stored.id,
      employer,
      publishDate,
    );
  } catch (error) {
    return (error as Error).message;
  }
}
