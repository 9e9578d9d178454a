/**
 * A job body in, normalized fields out. Each field is checked on its own first (its
 * type, format and collection rule); then the whole job, new or merged with the stored
 * one, is checked for the rules that span fields. Every violation is collected.
 */
import { type ApplicantRoutingType, ASSIGNED_JOB_FIELDS } from "@jobs-toolkit/spec";
import type { Violation } from "../domain/errors.js";
import type { JobFields } from "../domain/job-fields.js";
import { has, own } from "../lib/text.js";
import { checkCloseAfterPublish, DEFAULT_DURATION, parseCloseDate } from "./close-date.js";
import { atCloseDateTime } from "./close-date-time.js";
import { parseCategories, parsePositionType, parseRoutingType } from "./collection-refs.js";
import type { RuleContext } from "./context.js";
import { parseDescription } from "./description.js";
import { parseLocations } from "./locations.js";
import { parseReferenceId } from "./reference-id.js";
import { EMAIL_ROUTING, parseApplicationEmail, parseApplicationUrl, settleRouting } from "./routing.js";
import { parseSalary } from "./salary.js";
import { parseStatus } from "./status.js";
import { parseTitle } from "./title.js";
import { pointerTo, type Violations } from "./violations.js";

type FieldParser = (value: unknown, pointer: string, v: Violations, context: RuleContext) => unknown;

const FIELD_PARSERS: Record<keyof JobFields, FieldParser> = {
  referenceId: parseReferenceId,
  title: parseTitle,
  closeDate: parseCloseDate,
  confidential: (value, pointer, v) => v.boolean(value, pointer),
  autoRefresh: (value, pointer, v) => v.boolean(value, pointer),
  status: parseStatus,
  locations: parseLocations,
  categories: parseCategories,
  positionType: parsePositionType,
  salary: parseSalary,
  description: parseDescription,
  applicantRoutingType: parseRoutingType,
  applicationEmail: parseApplicationEmail,
  applicationUrl: parseApplicationUrl,
};

const WRITABLE = Object.keys(FIELD_PARSERS) as Array<keyof JobFields>;
// Fields the service assigns are accepted in a body and ignored, so a GET result posts cleanly.
const KNOWN_FIELDS: ReadonlySet<string> = new Set([...WRITABLE, ...ASSIGNED_JOB_FIELDS]);
const REQUIRED_ON_CREATE = [
  "title",
  "description",
  "locations",
  "categories",
  "positionType",
  "applicantRoutingType",
] as const;

/** The contact fields: only the one the job's routing type uses is read. */
type ContactField = "applicationEmail" | "applicationUrl";
const CONTACT_FIELDS: ReadonlySet<string> = new Set<ContactField>(["applicationEmail", "applicationUrl"]);
/** Each field's pointer, written once rather than per request. */
const FIELD_POINTERS = Object.fromEntries(WRITABLE.map((field) => [field, pointerTo("", field)])) as Record<
  keyof JobFields,
  string
>;
/**
 * Each field with its pointer and parser, in the order they are read: one array walked
 * per request instead of two lookups by a different key per field.
 */
const FIELD_READERS = WRITABLE.map((field) => ({ field, pointer: FIELD_POINTERS[field], parse: FIELD_PARSERS[field] }));
const NONE: ReadonlySet<string> = new Set();
const NO_VIOLATIONS: ReadonlyMap<string, Violation[]> = new Map();

/** A job's fields while a request is read: those not (yet validly) given are undefined. */
type DraftFields = { [K in keyof JobFields]: JobFields[K] | undefined };

/**
 * The names of the fields a body sent that were not valid, and what was wrong with each
 * contact field, kept apart until the routing type is known.
 */
interface ParsedPatch {
  invalid: ReadonlySet<string>;
  contactViolations: ReadonlyMap<string, Violation[]>;
}

/**
 * Reads every field the body sent, except `skip`, into `fields`; each must be valid on
 * its own. `fields` is the caller's own object (the defaults of a new job, or an empty
 * one the stored job fills in after), written in place: no patch is built and spread.
 */
function parseJobPatch(
  body: Record<string, unknown>,
  fields: DraftFields,
  context: RuleContext,
  v: Violations,
  skip: ReadonlySet<string> = NONE,
): ParsedPatch {
  if (context.strict) {
    v.unknownKeys(body, KNOWN_FIELDS, "");
  }
  // Most bodies are valid: the set and the map are made only when something needs them.
  let invalid: Set<string> | undefined;
  let contactViolations: Map<string, Violation[]> | undefined;
  const target = fields as Record<string, unknown>;
  for (const { field, pointer, parse } of FIELD_READERS) {
    if (!has(body, field) || skip.has(field)) {
      continue;
    }
    const before = v.list.length;
    // An own property, as has() just found: read once, not looked up as own again.
    const parsed = parse(body[field], pointer, v, context);
    if (CONTACT_FIELDS.has(field) && v.list.length > before) {
      contactViolations ??= new Map();
      contactViolations.set(field, v.list.splice(before));
    }
    if (parsed === undefined) {
      invalid ??= new Set(skip);
      invalid.add(field);
    } else {
      target[field] = parsed;
    }
  }
  return { invalid: invalid ?? skip, contactViolations: contactViolations ?? NO_VIOLATIONS };
}

/**
 * Reports what was wrong with the contact fields the routing type uses: the other one
 * is ignored and stored as null, whatever was sent. With no valid routing type, which
 * one counts is unknown, so both are reported.
 */
function reportContacts(
  routing: ApplicantRoutingType | undefined,
  contactViolations: ReadonlyMap<string, readonly Violation[]>,
  v: Violations,
): void {
  const used: ContactField | undefined =
    routing === undefined ? undefined : routing.id === EMAIL_ROUTING ? "applicationEmail" : "applicationUrl";
  for (const [field, violations] of contactViolations) {
    if (used === undefined || field === used) {
      v.list.push(...violations);
    }
  }
}

/** A contact field as the routing rule reads it: undefined when sent invalid, null when not given. */
function contactKnown(
  fields: DraftFields,
  invalid: ReadonlySet<string>,
  field: ContactField,
): string | null | undefined {
  return invalid.has(field) ? undefined : (fields[field] ?? null);
}

/**
 * Checks the rules that span fields, each over fields that are valid on their own, so
 * they are reported together with every other violation, marked as rules on the whole job.
 * A field that was sent but is invalid already has its own violation, so no "required"
 * repeats it. Fills the routing field the routing type does not use with null, in place.
 */
function settle(
  fields: DraftFields,
  publishDate: number,
  v: Violations,
  { invalid, contactViolations }: ParsedPatch,
  context?: RuleContext,
): void {
  const routing = invalid.has("applicantRoutingType") ? undefined : fields.applicantRoutingType;
  reportContacts(routing, contactViolations, v);
  const closeAnyDay = context?.acceptance?.closeBeforePublish === "accepted";
  if (fields.closeDate !== undefined && !invalid.has("closeDate")) {
    fields.closeDate = atCloseDateTime(context?.closeDateTime ?? "exact", fields.closeDate);
  }
  if (fields.closeDate !== undefined && !invalid.has("closeDate") && !closeAnyDay) {
    const closeDate = fields.closeDate;
    v.onWholeJob(() => checkCloseAfterPublish(closeDate, publishDate, v));
  }
  if (!routing) {
    return;
  }
  const keepOther = context?.otherRoutingField === "kept";
  const email = contactKnown(fields, invalid, "applicationEmail");
  const url = contactKnown(fields, invalid, "applicationUrl");
  // The field a routing type needs is a rule on the whole job; a contact field's own rules were read with it.
  const settled = v.onWholeJob(() => settleRouting(routing, email, url, v, keepOther));
  fields.applicationEmail = settled.applicationEmail;
  fields.applicationUrl = settled.applicationUrl;
}

/**
 * The fields of a new job, with the defaults applied, or undefined when any rule is
 * broken (every violation is in `v`).
 */
export function buildNewJob(
  body: Record<string, unknown>,
  publishDate: number,
  context: RuleContext,
  v: Violations,
): JobFields | undefined {
  let missing: Set<string> | undefined;
  for (const field of REQUIRED_ON_CREATE) {
    const value = own(body, field);
    if (value === undefined || value === null) {
      missing ??= new Set();
      missing.add(field);
      // A field left out is missed once every field is read; one sent null, as it is read.
      const report = () => v.add(FIELD_POINTERS[field], "required", `${field} is required`);
      if (value === undefined) {
        v.onWholeJob(report);
      } else {
        report();
      }
    }
  }
  // Every field in one literal, so each job's fields share one shape; the body's replace the defaults.
  const fields: DraftFields = {
    referenceId: null,
    title: undefined,
    closeDate: publishDate + DEFAULT_DURATION,
    confidential: false,
    autoRefresh: false,
    status: "draft",
    locations: undefined,
    categories: undefined,
    positionType: undefined,
    salary: null,
    description: undefined,
    applicantRoutingType: undefined,
    applicationEmail: null,
    applicationUrl: null,
  };
  settle(fields, publishDate, v, parseJobPatch(body, fields, context, v, missing), context);
  // With no violation recorded, every required field was present and valid.
  return v.isEmpty ? (fields as JobFields) : undefined;
}

/** One field of the stored job, read when asked for (see `storedFields` in job-record.ts). */
export type StoredField = <K extends keyof JobFields>(field: K) => JobFields[K];

/**
 * Takes each field the body did not send from the stored job; of the contact fields,
 * only the one the job's routing type uses, as the other is stored as null anyway. A
 * body that sends every field a record does not keep as a value reads nothing back.
 */
function keepStored(fields: DraftFields, body: Record<string, unknown>, stored: StoredField): void {
  const target = fields as Record<string, unknown>;
  for (const field of WRITABLE) {
    if (!(has(body, field) || CONTACT_FIELDS.has(field))) {
      target[field] = stored(field);
    }
  }
  // A routing type sent but invalid fails the update, and no contact field is read then.
  const routing = fields.applicantRoutingType;
  if (routing === undefined) {
    return;
  }
  const used: ContactField = routing.id === EMAIL_ROUTING ? "applicationEmail" : "applicationUrl";
  if (!has(body, used)) {
    fields[used] = stored(used);
  }
}

/**
 * The stored job with the body's fields replacing its own, or undefined when the body
 * or the merged job breaks any rule.
 */
export function buildUpdatedJob(
  stored: StoredField,
  publishDate: number,
  body: Record<string, unknown>,
  context: RuleContext,
  v: Violations,
): JobFields | undefined {
  const fields: DraftFields = {
    referenceId: undefined,
    title: undefined,
    closeDate: undefined,
    confidential: undefined,
    autoRefresh: undefined,
    status: undefined,
    locations: undefined,
    categories: undefined,
    positionType: undefined,
    salary: undefined,
    description: undefined,
    applicantRoutingType: undefined,
    applicationEmail: undefined,
    applicationUrl: undefined,
  };
  const parsed = parseJobPatch(body, fields, context, v);
  keepStored(fields, body, stored);
  settle(fields, publishDate, v, parsed, context);
  return v.isEmpty ? (fields as JobFields) : undefined;
}
