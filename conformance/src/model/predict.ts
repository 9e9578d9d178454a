/**
 * What a job response must show for a request body: per field, at the seed level (the
 * published interface) or the reference level (the toolkit's decisions as well).
 */

import { predictLocation } from "../arbitraries/location-pool.js";
import { anyDate, anyId, anyString, daysAfter, Matcher, nearInstant, oneOf, sameDate } from "../compare.js";
import type { SalaryReading, TargetInfo } from "../context.js";
import { DAY, formatInstant, parseInstant } from "../dates.js";
import type { Json } from "../json.js";
import { expectedSalary, salaryReadings } from "./salary-reading.js";

/** Salary type names the published interface lists. */
const SALARY_TYPE_NAMES: Record<number, string> = {
  1: "Yearly",
  2: "Monthly",
  3: "Weekly",
  4: "Daily",
  5: "Hourly",
};
/** Routing type names the reference level fixes. */
const ROUTING_NAMES: Record<number, string> = { 1: "Email", 2: "URL" };
/** closeDate's default distance from publishDate. */
const DEFAULT_DURATION = 60 * DAY;

function named(items: TargetInfo["categories"], id: number, reference: boolean): unknown {
  const found = items.find((item) => item.id === id);
  return reference && found?.name ? { id, name: found.name } : { id };
}

/** The referenceId a response shows for an input one. */
function predictReferenceId(value: unknown, reference: boolean): unknown {
  if (value === "" || value === null || value === undefined) {
    return reference ? null : oneOf([null, ""]);
  }
  return value;
}

/** The closeDate a response shows for an input one; `zone` is a date-time the target wrote. */
function predictCloseDate(text: string, reference: boolean, zone: string | undefined): unknown {
  return reference ? formatInstant(parseInstant(text)) : sameDate(text, zone);
}

/** Predictions for the fields present in a create or update body; `zone` is a date-time the target wrote. */
function predictFields(target: TargetInfo, body: Json, reference: boolean, zone?: string): Json {
  const out: Json = {};
  for (const key of ["title", "confidential", "autoRefresh", "status", "description"]) {
    if (key in body) {
      out[key] = body[key];
    }
  }
  if ("referenceId" in body) {
    out.referenceId = predictReferenceId(body.referenceId, reference);
  }
  if (typeof body.closeDate === "string") {
    out.closeDate = predictCloseDate(body.closeDate, reference, zone);
  }
  if (Array.isArray(body.locations)) {
    out.locations = body.locations.map((location: Json) => predictLocation(target, location.description, reference));
  }
  if (Array.isArray(body.categories)) {
    out.categories = body.categories.map((category: Json) => named(target.categories, category.id, reference));
  }
  if (body.positionType) {
    out.positionType = named(target.positionTypes, body.positionType.id, reference);
  }
  if ("salary" in body) {
    const salary = body.salary;
    out.salary =
      salary === null
        ? null
        : {
            amount: salary.amount,
            maxAmount: salary.maxAmount ?? null,
            type: reference
              ? { id: salary.type.id, name: SALARY_TYPE_NAMES[salary.type.id], unit: anyString }
              : { id: salary.type.id },
            plusCommission: salary.plusCommission ?? false,
          };
  }
  if (body.applicantRoutingType) {
    const id = body.applicantRoutingType.id;
    out.applicantRoutingType = reference ? { id, name: ROUTING_NAMES[id] } : { id };
  }
  return out;
}

/** Where a new job's publishDate must lie. */
function predictPublishDate(now: number | undefined, reference: boolean): unknown {
  if (!reference) {
    return anyDate;
  }
  if (now !== undefined) {
    return formatInstant(now);
  }
  // Without a clock to pin, real time: allow for clock skew between the suite and the target.
  return nearInstant(formatInstant(Math.floor(Date.now() / 1000)), 300);
}

/** The whole body a create must answer with; `publishDate` is the one the response showed. */
export function predictCreated(
  target: TargetInfo,
  body: Json,
  options: { reference: boolean; now: number | undefined; publishDate: string; employer: unknown; minId: number },
): Json {
  const { reference } = options;
  const fields = predictFields(target, body, reference, options.publishDate);
  const routing = body.applicantRoutingType?.id;
  const defaultClose = parseInstant(options.publishDate) + DEFAULT_DURATION;
  return {
    id: reference
      ? new Matcher(`an id above ${options.minId}`, (v) => Number.isInteger(v) && (v as number) > options.minId)
      : anyId,
    referenceId: predictReferenceId(body.referenceId, reference),
    employer: options.employer,
    title: fields.title,
    publishDate: predictPublishDate(options.now, reference),
    closeDate: fields.closeDate ?? (reference ? formatInstant(defaultClose) : daysAfter(options.publishDate, 60)),
    confidential: fields.confidential ?? false,
    autoRefresh: fields.autoRefresh ?? false,
    status: fields.status ?? "draft",
    locations: fields.locations,
    categories: fields.categories,
    positionType: fields.positionType,
    salary: fields.salary ?? null,
    description: fields.description,
    applicantRoutingType: fields.applicantRoutingType,
    applicationEmail: routing === 1 ? body.applicationEmail : null,
    applicationUrl: routing === 2 ? body.applicationUrl : null,
  };
}

/**
 * The merged body an accepted partial update must answer with. A salary object sent is
 * expected as `salaryReading` says, or in either reading while the run has seen none.
 */
export function predictUpdated(
  target: TargetInfo,
  stored: Json,
  body: Json,
  reference: boolean,
  salaryReading?: SalaryReading,
): Json {
  const zone = typeof stored.publishDate === "string" ? stored.publishDate : undefined;
  const merged: Json = { ...stored, ...predictFields(target, body, reference, zone) };
  const readings = body.salary ? salaryReadings(stored.salary, merged.salary, body.salary) : undefined;
  if (readings) {
    merged.salary = expectedSalary(readings, salaryReading);
  }
  const routing = body.applicantRoutingType?.id ?? stored.applicantRoutingType?.id;
  const email = "applicationEmail" in body ? body.applicationEmail : stored.applicationEmail;
  const url = "applicationUrl" in body ? body.applicationUrl : stored.applicationUrl;
  merged.applicationEmail = routing === 1 ? email : null;
  merged.applicationUrl = routing === 2 ? url : null;
  // The identity and the server-set fields never change on update.
  merged.id = stored.id;
  merged.employer = stored.employer;
  merged.publishDate = stored.publishDate;
  return merged;
}

/**
 * Whether an update switches the routing type without sending the field the new type
 * needs. A service may have kept a value sent earlier for the other type (only responses
 * are said to show null), so the seed profile cannot predict the answer and sends no
 * such update.
 */
export function switchesRoutingBlind(stored: Json, body: Json): boolean {
  const routing = body.applicantRoutingType?.id;
  if (routing === undefined || routing === stored.applicantRoutingType?.id) {
    return false;
  }
  return !(routing === 1 ? "applicationEmail" in body : "applicationUrl" in body);
}

/** The rules a merged update breaks that the model tracks: routing needs its field. */
export function mergedRoutingProblem(stored: Json, body: Json): string | undefined {
  const routing = body.applicantRoutingType?.id ?? stored.applicantRoutingType?.id;
  const storedEmail = stored.applicantRoutingType?.id === 1 ? stored.applicationEmail : null;
  const storedUrl = stored.applicantRoutingType?.id === 2 ? stored.applicationUrl : null;
  const email = "applicationEmail" in body ? body.applicationEmail : storedEmail;
  const url = "applicationUrl" in body ? body.applicationUrl : storedUrl;
  if (routing === 1 && !email) {
    return "/applicationEmail";
  }
  if (routing === 2 && !url) {
    return "/applicationUrl";
  }
  return undefined;
}
