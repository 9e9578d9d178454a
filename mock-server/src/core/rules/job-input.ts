/**
 * A job body in, normalized fields out. Each field is checked on its own first (its
 * type, format and collection rule); then the whole job, new or merged with the stored
 * one, is checked for the rules that span fields. Every violation is collected.
 */
import type { ApplicantRoutingType } from "@jobs-toolkit/spec";
import type { JobFields } from "../domain/job-fields.js";
import { has, own } from "../lib/text.js";
import { checkCloseAfterPublish, DEFAULT_DURATION, parseCloseDate } from "./close-date.js";
import { parseCategories, parsePositionType, parseRoutingType } from "./collection-refs.js";
import type { RuleContext } from "./context.js";
import { parseDescription } from "./description.js";
import { parseLocations } from "./locations.js";
import { parseReferenceId } from "./reference-id.js";
import { EMAIL_ROUTING, parseApplicationEmail, parseApplicationUrl, settleRouting } from "./routing.js";
import { parseSalary } from "./salary.js";
import { parseStatus } from "./status.js";
import { parseTitle } from "./title.js";
import { pointerTo, Violations } from "./violations.js";

/** The fields a request sent, each valid on its own. */
type JobPatch = Partial<JobFields>;

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
/** Fields the service assigns: accepted in a body and ignored, so a GET result posts cleanly. */
const READ_ONLY = ["id", "employer", "publishDate"];
const KNOWN_FIELDS: ReadonlySet<string> = new Set([...WRITABLE, ...READ_ONLY]);
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

/**
 * The fields a body sent that were valid, the names of those that were not, and what
 * was wrong with each contact field, kept apart until the routing type is known.
 */
interface ParsedPatch {
  patch: JobPatch;
  invalid: ReadonlySet<string>;
  contactViolations: ReadonlyMap<string, Violations>;
}

/** Reads every field the body sent, except `skip`; each must be valid on its own. */
function parseJobPatch(
  body: Record<string, unknown>,
  context: RuleContext,
  v: Violations,
  skip: ReadonlySet<string> = new Set(),
): ParsedPatch {
  if (context.strict) {
    v.unknownKeys(body, KNOWN_FIELDS, "");
  }
  const patch: Record<string, unknown> = {};
  const invalid = new Set<string>(skip);
  const contactViolations = new Map<string, Violations>();
  for (const field of WRITABLE) {
    if (!has(body, field) || skip.has(field)) {
      continue;
    }
    const into = CONTACT_FIELDS.has(field) ? new Violations() : v;
    const parsed = FIELD_PARSERS[field](own(body, field), pointerTo("", field), into, context);
    if (into !== v) {
      contactViolations.set(field, into);
    }
    if (parsed === undefined) {
      invalid.add(field);
    } else {
      patch[field] = parsed;
    }
  }
  return { patch: patch as JobPatch, invalid, contactViolations };
}

/**
 * Reports what was wrong with the contact fields the routing type uses: the other one
 * is ignored and stored as null, whatever was sent. With no valid routing type, which
 * one counts is unknown, so both are reported.
 */
function reportContacts(
  routing: ApplicantRoutingType | undefined,
  contactViolations: ReadonlyMap<string, Violations>,
  v: Violations,
): void {
  const used: ContactField | undefined =
    routing === undefined ? undefined : routing.id === EMAIL_ROUTING ? "applicationEmail" : "applicationUrl";
  for (const [field, violations] of contactViolations) {
    if (used === undefined || field === used) {
      v.list.push(...violations.list);
    }
  }
}

/**
 * Checks the rules that span fields, each over fields that are valid on their own, so
 * they are reported together with every other violation. A field that was sent but is
 * invalid already has its own violation, so no "required" repeats it. Fills the routing
 * field the routing type does not use with null.
 */
function settle(
  fields: Partial<JobFields>,
  publishDate: number,
  v: Violations,
  { invalid, contactViolations }: Omit<ParsedPatch, "patch">,
): Partial<JobFields> {
  const routing = invalid.has("applicantRoutingType") ? undefined : fields.applicantRoutingType;
  reportContacts(routing, contactViolations, v);
  if (fields.closeDate !== undefined && !invalid.has("closeDate")) {
    checkCloseAfterPublish(fields.closeDate, publishDate, v);
  }
  if (!routing) {
    return fields;
  }
  const known = (field: "applicationEmail" | "applicationUrl") =>
    invalid.has(field) ? undefined : (fields[field] ?? null);
  return { ...fields, ...settleRouting(routing, known("applicationEmail"), known("applicationUrl"), v) };
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
  const missing = new Set<string>(
    REQUIRED_ON_CREATE.filter((field) => own(body, field) === undefined || own(body, field) === null),
  );
  for (const field of missing) {
    v.add(pointerTo("", field), "required", `${field} is required`);
  }
  const { patch, ...parsed } = parseJobPatch(body, context, v, missing);
  const defaults: Omit<JobFields, (typeof REQUIRED_ON_CREATE)[number]> = {
    referenceId: null,
    closeDate: publishDate + DEFAULT_DURATION,
    confidential: false,
    autoRefresh: false,
    status: "draft",
    salary: null,
    applicationEmail: null,
    applicationUrl: null,
  };
  const fields = settle({ ...defaults, ...patch }, publishDate, v, parsed);
  // With no violation recorded, every required field was present and valid.
  return v.isEmpty ? (fields as JobFields) : undefined;
}

/**
 * The stored job with the body's fields replacing its own, or undefined when the body
 * or the merged job breaks any rule.
 */
export function buildUpdatedJob(
  stored: JobFields,
  publishDate: number,
  body: Record<string, unknown>,
  context: RuleContext,
  v: Violations,
): JobFields | undefined {
  const { patch, ...parsed } = parseJobPatch(body, context, v);
  const fields = settle({ ...stored, ...patch }, publishDate, v, parsed);
  return v.isEmpty ? (fields as JobFields) : undefined;
}
