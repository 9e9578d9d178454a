/**
 * A stored job, kept compact: a handful of scalar fields the store indexes on, and the
 * job's response text and list-header text, serialized once when it is written and kept
 * as UTF-8 bytes outside the JavaScript heap. A read costs a Map lookup and no
 * serialization; the bytes go to the socket as they are. Everything else is parsed back
 * from the text only when a write or an export needs it.
 *
 * Why bytes: young-generation collections here cost more the larger the old generation
 * is, so a million jobs kept as strings made every pause tens of milliseconds long.
 *
 * Salary amounts go into the text as exact four-decimal numbers, which JSON.stringify
 * cannot write; an auto-refreshed publishDate is spliced in at its known byte offset,
 * once per weekly step, and that text kept for the reads until the next.
 */
import type { Employer, Job, JobStatus, Location } from "@jobs-toolkit/spec";
import { formatTimestamp } from "../lib/dates.js";
import { toDecimal } from "../lib/decimal.js";
import { jsonString } from "../lib/text.js";
import { encodeToKeep } from "../lib/utf8.js";
import { isAddedLocation } from "./collections.js";
import { type HiddenContact, type JobFields, type StoredSalary, unusedContact } from "./job-fields.js";

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
  /**
   * The milliseconds past publishDate's second it was set at, where the dialect keeps them
   * (`dates.kept`), else 0: lists order jobs of one second by them, newest first.
   */
  readonly publishMillis: number;
  readonly closeDate: number;
  /** Lower-cased title and referenceId, for the list's q filter. */
  readonly searchText: string;
  /** The response text's UTF-8 bytes, followed by the list header's from `headerAt`. */
  readonly text: Uint8Array;
  readonly headerAt: number;
  /** The byte offset of the stored publishDate, in the response text and in the header alike. */
  readonly dateAt: number;
  /** The ids of the added (not seeded) locations the job names, so removing an employer need not parse its jobs. */
  readonly addedLocationIds: readonly number[];
  /**
   * The date the store orders the job by: publishDate, or for an auto-refreshing job whose
   * date no longer moves (closed), the date it stopped at. Only the store changes it.
   */
  sortDate: number;
  /**
   * For an auto-refreshed job, the text with the publishDate it last reported written in:
   * made once per weekly step and kept for the reads until the next, not per read. A write
   * makes a new record, and another date another text, so it is never stale.
   */
  refreshed: { publishDate: number; closeDate: number; text: Uint8Array } | undefined;
  /** The contact member the routing type does not use, where it was kept: its answers show it null. */
  readonly hidden: HiddenContact | undefined;
  /** When the job was created and last written, in epoch seconds: a dialect's own members may show them. */
  readonly createdAt: number;
  readonly writtenAt: number;
}

const NO_IDS: readonly number[] = Object.freeze([]);

/** The fields of a job whose locations are all in the collection. */
export type SavedFields = Omit<JobFields, "locations"> & { locations: Location[] };

/** Every date the text holds is this long: `2026-11-21T15:04:05Z`. */
const DATE_LENGTH = 20;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The JSON text of an employer or a collection member. They are frozen and live as long
 * as the server, and every job names several, so each is written once, not once a job.
 */
const memberTexts = new WeakMap<object, string>();
function memberJson(member: object): string {
  let text = memberTexts.get(member);
  if (text === undefined) {
    text = JSON.stringify(member);
    memberTexts.set(member, text);
  }
  return text;
}

function membersJson(members: readonly object[]): string {
  return members.length === 1 ? `[${memberJson(members[0] as object)}]` : `[${members.map(memberJson).join(",")}]`;
}

function salaryJson(salary: StoredSalary | null): string {
  if (!salary) {
    return "null";
  }
  const { amount, maxAmount, type, plusCommission } = salary;
  return `{"amount":${amount},"maxAmount":${maxAmount ?? "null"},"type":${memberJson(type)},"plusCommission":${plusCommission}}`;
}

/**
 * The response text and the list-header text, in the field order responses write them
 * (JOB_FIELD_ORDER; a test holds the order). Written in one pass: strings go through
 * JSON.stringify, the collections' members are written once each (memberJson), everything
 * else is known to need no escaping; `head` is the text before the publishDate, the same in both.
 */
function serialize(fields: SavedFields, id: number, employer: Employer, publishDate: number) {
  const head =
    `{"id":${id},"referenceId":${jsonString(fields.referenceId)},"employer":${memberJson(employer)},` +
    `"title":${jsonString(fields.title)},"publishDate":"`;
  const date = formatTimestamp(publishDate);
  const locations = membersJson(fields.locations satisfies Job["locations"]);
  const { confidential, status } = fields satisfies Pick<Job, "confidential" | "status">;
  const json =
    `${head}${date}","closeDate":"${formatTimestamp(fields.closeDate)}","confidential":${confidential},` +
    `"autoRefresh":${fields.autoRefresh},"status":${jsonString(status)},"locations":${locations},` +
    `"categories":${membersJson(fields.categories)},"positionType":${memberJson(fields.positionType)},` +
    `"salary":${salaryJson(fields.salary)},"description":${jsonString(fields.description)},` +
    `"applicantRoutingType":${memberJson(fields.applicantRoutingType)},` +
    `"applicationEmail":${jsonString(fields.applicationEmail)},"applicationUrl":${jsonString(fields.applicationUrl)}}`;
  const header = `${head}${date}","locations":${locations},"confidential":${confidential},"status":${jsonString(status)}}`;
  return { head, json, header };
}

/** When a record's job was published, created and last written, in epoch seconds. */
export interface RecordTimes {
  publishDate: number;
  /** Milliseconds past publishDate's second; 0 when absent. */
  publishMillis?: number;
  /** publishDate when absent. */
  createdAt?: number;
  /** createdAt when absent. */
  writtenAt?: number;
}

/** A record from validated fields; every location must already be in the collection. */
export function createRecord(given: SavedFields, id: number, employer: Employer, times: RecordTimes): JobRecord {
  const { publishDate, publishMillis = 0, createdAt = publishDate, writtenAt = createdAt } = times;
  // Fields where the dialect forgets the unused contact member hold it null already.
  const unused = unusedContact(given.applicantRoutingType);
  const kept = given[unused];
  const fields = kept === null ? given : { ...given, [unused]: null };
  const { head, json, header } = serialize(fields, id, employer, publishDate);
  // Both texts in one buffer. When every character is ASCII, as in most jobs, byte
  // offsets are string offsets; otherwise they are measured.
  const { bytes: text, secondAt: headerAt } = encodeToKeep(json, header);
  const ascii = text.length === json.length + header.length;
  return {
    id,
    employerId: employer.id,
    referenceId: fields.referenceId,
    status: fields.status,
    confidential: fields.confidential,
    autoRefresh: fields.autoRefresh,
    publishDate,
    publishMillis,
    sortDate: publishDate,
    closeDate: fields.closeDate,
    searchText: `${fields.title}\n${fields.referenceId ?? ""}`.toLowerCase(),
    text,
    headerAt,
    dateAt: ascii ? head.length : encoder.encode(head).length,
    addedLocationIds: fields.locations.some(isAddedLocation)
      ? fields.locations.filter(isAddedLocation).map((location) => location.id)
      : NO_IDS,
    refreshed: undefined,
    hidden: kept === null ? undefined : { [unused]: kept },
    createdAt,
    writtenAt,
  };
}

/** Where closeDate's value starts after publishDate's: `","closeDate":"` lies between. */
const CLOSE_AFTER_PUBLISH = DATE_LENGTH + '","closeDate":"'.length;

/**
 * The job's texts (response, then list header) with its publishDate reading `publishDate`
 * and its closeDate `closeDate` (the header has none).
 */
function textAt(record: JobRecord, publishDate: number, closeDate = record.closeDate): Uint8Array {
  if (publishDate === record.publishDate && closeDate === record.closeDate) {
    return record.text;
  }
  if (record.refreshed?.publishDate !== publishDate || record.refreshed.closeDate !== closeDate) {
    const text = record.text.slice();
    const date = formatTimestamp(publishDate);
    encoder.encodeInto(date, text.subarray(record.dateAt, record.dateAt + DATE_LENGTH));
    const inHeader = record.headerAt + record.dateAt;
    encoder.encodeInto(date, text.subarray(inHeader, inHeader + DATE_LENGTH));
    const closeAt = record.dateAt + CLOSE_AFTER_PUBLISH;
    encoder.encodeInto(formatTimestamp(closeDate), text.subarray(closeAt, closeAt + DATE_LENGTH));
    record.refreshed = { publishDate, closeDate, text };
  }
  return record.refreshed.text;
}

/** The response text of a job whose publishDate reads `publishDate` (and closeDate `closeDate`), as UTF-8. */
export function jobBytes(record: JobRecord, publishDate: number, closeDate = record.closeDate): Uint8Array {
  return textAt(record, publishDate, closeDate).subarray(0, record.headerAt);
}

/** The list-header text of a job whose publishDate reads `publishDate`, as UTF-8. */
export function headerBytes(record: JobRecord, publishDate: number): Uint8Array {
  return textAt(record, publishDate).subarray(record.headerAt);
}

/** The response text of a job as stored. */
function jobText(record: JobRecord): string {
  return decoder.decode(record.text.subarray(0, record.headerAt));
}

/** An amount read back from a job's text, which only ever holds valid ones. */
function storedAmount(value: number): string {
  const decimal = toDecimal(value);
  if (!decimal.ok) {
    throw new Error(`A stored salary amount is invalid: ${decimal.message}`);
  }
  return decimal.value;
}

/** The job's fields, read back from its text. */
export function readFields(record: JobRecord): SavedFields {
  const job = JSON.parse(jobText(record)) as Job;
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
      amount: storedAmount(job.salary.amount),
      maxAmount: job.salary.maxAmount === null ? null : storedAmount(job.salary.maxAmount),
      type: job.salary.type,
      plusCommission: job.salary.plusCommission,
    },
    description: job.description,
    applicantRoutingType: job.applicantRoutingType,
    applicationEmail: job.applicationEmail,
    applicationUrl: job.applicationUrl,
    ...record.hidden,
  };
}

/**
 * The stored job's fields one at a time: those the record keeps as values at once, the
 * others read back from its text the first time one of them is asked for, so an update
 * that sends them all parses nothing. A switch, not a lookup in an object of the kept
 * values: that object was made per write and read by a different key each call.
 */
export function storedFields(
  record: JobRecord,
  closeDate = record.closeDate,
): <K extends keyof JobFields>(field: K) => JobFields[K] {
  let read: SavedFields | undefined;
  return <K extends keyof JobFields>(field: K): JobFields[K] => {
    switch (field) {
      case "referenceId":
        return record.referenceId as JobFields[K];
      case "closeDate":
        return closeDate as JobFields[K];
      case "confidential":
        return record.confidential as JobFields[K];
      case "autoRefresh":
        return record.autoRefresh as JobFields[K];
      case "status":
        return record.status as JobFields[K];
      default:
        read ??= readFields(record);
        return read[field];
    }
  };
}
