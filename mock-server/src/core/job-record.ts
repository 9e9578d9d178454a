/**
 * A stored job: immutable, serialized once when it is written. Responses splice the
 * publishDate (which auto-refresh may move) between two cached halves, and salary
 * amounts go into the text as exact four-decimal numbers, which JSON.stringify cannot do.
 */
import type { Employer, Job, JobHeader, Location, StoredJob } from "@jobs-toolkit/spec";
import type { Collections } from "./collections.js";
import { formatTimestamp, parseTimestamp } from "./dates.js";
import type { JobFields } from "./rules/job-input.js";
import type { StoredSalary } from "./rules/salary.js";

/** A job as the store holds it. */
export interface JobRecord extends Omit<JobFields, "locations"> {
  readonly id: number;
  readonly employer: Employer;
  /** When the publishDate was last set, in epoch seconds. */
  readonly publishDate: number;
  readonly locations: Location[];
  /** Lower-cased title and referenceId, for the list's q filter. */
  readonly searchText: string;
  readonly json: readonly [head: string, tail: string];
  readonly headerJson: readonly [head: string, tail: string];
}

function salaryJson(salary: StoredSalary | null): string {
  if (!salary) return "null";
  const { amount, maxAmount, type, plusCommission } = salary;
  return `{"amount":${amount},"maxAmount":${maxAmount ?? "null"},"type":${JSON.stringify(type)},"plusCommission":${plusCommission}}`;
}

/** The JSON text around publishDate, in the field order responses use. */
function serialize(
  record: Omit<JobRecord, "searchText" | "json" | "headerJson">,
): Pick<JobRecord, "json" | "headerJson"> {
  const start = {
    id: record.id,
    referenceId: record.referenceId,
    employer: record.employer,
    title: record.title,
  } satisfies Pick<Job, "id" | "referenceId" | "employer" | "title">;
  const head = `${JSON.stringify(start).slice(0, -1)},"publishDate":"`;
  const rest = {
    closeDate: formatTimestamp(record.closeDate),
    confidential: record.confidential,
    autoRefresh: record.autoRefresh,
    status: record.status,
    locations: record.locations,
    categories: record.categories,
    positionType: record.positionType,
    salary: null,
    description: record.description,
    applicantRoutingType: record.applicantRoutingType,
    applicationEmail: record.applicationEmail,
    applicationUrl: record.applicationUrl,
  } satisfies Omit<Job, keyof typeof start | "publishDate">;
  const tail = `",${JSON.stringify(rest)
    .slice(1)
    .replace('"salary":null', () => `"salary":${salaryJson(record.salary)}`)}`;
  const headerRest = {
    locations: record.locations,
    confidential: record.confidential,
    status: record.status,
  } satisfies Omit<JobHeader, keyof typeof start | "publishDate">;
  return { json: [head, tail], headerJson: [head, `",${JSON.stringify(headerRest).slice(1)}`] };
}

/** A record from validated fields; every location must already be in the collection. */
export function createRecord(
  fields: Omit<JobFields, "locations"> & { locations: Location[] },
  id: number,
  employer: Employer,
  publishDate: number,
): JobRecord {
  const base = { ...fields, id, employer, publishDate };
  return {
    ...base,
    searchText: `${fields.title}\n${fields.referenceId ?? ""}`.toLowerCase(),
    ...serialize(base),
  };
}

/** The response text of a job whose publishDate reads `publishDate`. */
export function jobJson(record: JobRecord, publishDate: number): string {
  return record.json[0] + formatTimestamp(publishDate) + record.json[1];
}

/** The list-header text of a job whose publishDate reads `publishDate`. */
export function headerJson(record: JobRecord, publishDate: number): string {
  return record.headerJson[0] + formatTimestamp(publishDate) + record.headerJson[1];
}

/** The record as the state export writes it. */
export function toStoredJob(record: JobRecord): StoredJob {
  return {
    id: record.id,
    employerId: record.employer.id,
    referenceId: record.referenceId,
    title: record.title,
    publishDate: formatTimestamp(record.publishDate),
    closeDate: formatTimestamp(record.closeDate),
    confidential: record.confidential,
    autoRefresh: record.autoRefresh,
    status: record.status,
    locationIds: record.locations.map((location) => location.id),
    categoryIds: record.categories.map((category) => category.id),
    positionTypeId: record.positionType.id,
    salary: record.salary && {
      amount: record.salary.amount,
      maxAmount: record.salary.maxAmount,
      typeId: record.salary.type.id,
      plusCommission: record.salary.plusCommission,
    },
    description: record.description,
    applicantRoutingTypeId: record.applicantRoutingType.id,
    applicationEmail: record.applicationEmail,
    applicationUrl: record.applicationUrl,
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
