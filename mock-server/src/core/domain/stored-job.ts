/**
 * A job record in the state export's form (`GET /__admin/state`) and back: ids in place of
 * the collections' members, dates as text. The times of creation and of the last write go
 * with it, so a restart on a data file or an import shows the same times; a job written
 * without them (an older export) takes its publishDate for both.
 */
import type { Employer, StoredJob } from "@jobs-toolkit/spec";
import { formatTimestamp, formatTimestampMillis, parseTimestamp } from "../lib/dates.js";
import type { CollectionsReader } from "./collections.js";
import { createRecord, type JobRecord, readFields } from "./job-record.js";

/** The record as the state export writes it. */
export function toStoredJob(record: JobRecord): StoredJob {
  const fields = readFields(record);
  return {
    id: record.id,
    employerId: record.employerId,
    referenceId: fields.referenceId,
    title: fields.title,
    // Its milliseconds too, where the dialect keeps them: an import lists the jobs in the same order.
    publishDate: formatTimestampMillis(record.publishDate, record.publishMillis),
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
    createdAt: formatTimestamp(record.createdAt),
    updatedAt: formatTimestamp(record.writtenAt),
  };
}

/** Rebuilds a record from the state export, or names what it refers to that does not exist. */
export function fromStoredJob(
  stored: StoredJob,
  employer: Employer,
  collections: CollectionsReader,
): JobRecord | string {
  const lookup = <T>(map: { get(id: number): T | undefined }, id: number, what: string): T => {
    const found = map.get(id);
    if (!found) {
      throw new Error(`job ${stored.id} refers to ${what} ${id}, which does not exist`);
    }
    return found;
  };
  try {
    const publishDate = parseTimestamp(stored.publishDate);
    const closeDate = parseTimestamp(stored.closeDate);
    const createdAt = stored.createdAt === undefined ? publishDate : parseTimestamp(stored.createdAt);
    const writtenAt = stored.updatedAt === undefined ? createdAt : parseTimestamp(stored.updatedAt);
    if (publishDate === undefined || closeDate === undefined || createdAt === undefined || writtenAt === undefined) {
      return `job ${stored.id} has an invalid date`;
    }
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
      // The milliseconds past its second (a valid date-time from 1970 on parses to a whole count of them).
      { publishDate, publishMillis: Date.parse(stored.publishDate) % 1000 || 0, createdAt, writtenAt },
    );
  } catch (error) {
    return (error as Error).message;
  }
}
