/**
 * Compares a job file with the job the server holds, in the input shape and field by
 * field. Only fields the file states are compared (the others are left alone), and the
 * server's normalisation counts as equal: a bare city matches its `City, XX` location,
 * a date matches its midnight UTC, a salary without maxAmount matches `maxAmount: null`,
 * and the address of the routing type not in use is stored as null.
 */

import type { Job, Location } from "@jobs-toolkit/sdk";
import { foldForMatch, PROVINCE_NAMES, ROUTING_TYPE_IDS } from "@jobs-toolkit/spec";
import type { JsonObject } from "../input.js";

/** One field that differs: its dotted path, the server's value and the file's, both in the input shape. */
export interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

const SCALAR_FIELDS = ["title", "description", "status", "confidential", "autoRefresh"] as const;
const CITY_WITH_CODE = /^(.+?)\s*,\s*([A-Za-z]{2})\s*$/;

/** The words a deployment may write after a city: a province's code or name, and the country. */
const REGION_WORDS: ReadonlySet<string> = new Set([
  "canada",
  ...Object.entries(PROVINCE_NAMES).flatMap(([code, name]) => [code.toLowerCase(), ...foldForMatch(name).split(" ")]),
]);

/**
 * Whether `text` (a stored location's name or description) is `city` followed by nothing
 * but a province and country, naming `province` (by its code or its name) when given:
 * deployments write one place as `Halifax, NS`, `Halifax NS`, `Halifax (NS)`,
 * `Halifax, Nova Scotia` or `Halifax, Nova Scotia, Canada`.
 */
function namesPlace(text: string, city: string, province: string | undefined): boolean {
  const folded = foldForMatch(text);
  const wantedCity = foldForMatch(city);
  if (!folded.startsWith(wantedCity)) {
    return false;
  }
  const rest = folded.slice(wantedCity.length);
  const words = rest.split(/[^\p{L}]+/u).filter(Boolean);
  if (!/^(?:$|[\s,(/-])/.test(rest) || !words.every((word) => REGION_WORDS.has(word))) {
    return false;
  }
  const name = province === undefined ? undefined : PROVINCE_NAMES[province];
  return (
    province === undefined ||
    words.includes(province.toLowerCase()) ||
    (name !== undefined && rest.includes(foldForMatch(name)))
  );
}

/**
 * Whether a location description as sent names the stored location, as the deployment
 * resolved it: the same text, or the same city (and province, when the input names one)
 * in whatever form the deployment writes places.
 */
export function locationMatches(description: unknown, location: Location): boolean {
  if (typeof description !== "string") {
    return false;
  }
  const wanted = foldForMatch(description);
  if (foldForMatch(location.description) === wanted || foldForMatch(location.name) === wanted) {
    return true;
  }
  const withCode = CITY_WITH_CODE.exec(description);
  const city = withCode ? (withCode[1] ?? "") : description;
  const province = withCode?.[2]?.toUpperCase();
  if (province !== undefined && PROVINCE_NAMES[province] === undefined) {
    return false;
  }
  // A bare city is matched by the place's name; a province may be written in either member.
  return province === undefined
    ? namesPlace(location.name, city, undefined)
    : namesPlace(location.name, city, province) || namesPlace(location.description, city, province);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Seconds since the epoch of a closeDate as sent or served: a full date is midnight UTC,
 * and a date-time without an offset is UTC too (the API's dates are), never local time.
 */
function instant(value: unknown): number | undefined {
  if (typeof value !== "string") {
    return undefined;
  }
  // A full date gets midnight, and a date-time without an offset gets UTC's.
  const withTime = DATE_ONLY.test(value) ? `${value}T00:00:00` : value;
  const text = /T[\d:.]+$/.test(withTime) ? `${withTime}Z` : withTime;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/**
 * Whether a closeDate as sent is the one stored, at the precision the deployment writes
 * it: one that shows the date alone keeps no time a file could differ by.
 */
function sameCloseDate(wanted: unknown, stored: string): boolean {
  if (!DATE_ONLY.test(stored)) {
    return instant(wanted) === instant(stored);
  }
  const seconds = instant(wanted);
  return seconds !== undefined && new Date(seconds * 1000).toISOString().slice(0, 10) === stored;
}

const idOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null ? (value as JsonObject).id : undefined;

/** A stored salary in the input shape. */
function salaryInput(job: Job): JsonObject | null {
  const { salary } = job;
  if (!salary) {
    return null;
  }
  return {
    amount: salary.amount,
    maxAmount: salary.maxAmount ?? null,
    type: { id: idOf(salary.type) },
    plusCommission: salary.plusCommission,
  };
}

function diffSalary(wanted: unknown, job: Job, changes: Change[]): void {
  const stored = salaryInput(job);
  if (wanted === null || stored === null || typeof wanted !== "object" || Array.isArray(wanted)) {
    if (wanted !== stored) {
      changes.push({ field: "salary", from: stored, to: wanted });
    }
    return;
  }
  const salary = wanted as JsonObject;
  // The whole object replaces the stored one, so what the file leaves out takes its default.
  const parts: [string, unknown, unknown][] = [
    ["amount", stored.amount, salary.amount],
    ["maxAmount", stored.maxAmount, salary.maxAmount ?? null],
    ["type.id", idOf(stored.type), idOf(salary.type)],
    ["plusCommission", stored.plusCommission, salary.plusCommission ?? false],
  ];
  for (const [field, from, to] of parts) {
    if (from !== to) {
      changes.push({ field: `salary.${field}`, from, to });
    }
  }
}

function diffLocations(wanted: unknown, job: Job, changes: Change[]): void {
  const stored = job.locations.map((location) => location.description);
  const list = Array.isArray(wanted) ? wanted : [];
  const same =
    Array.isArray(wanted) &&
    list.length === job.locations.length &&
    list.every((item, index) => {
      const location = job.locations[index];
      return location !== undefined && locationMatches(idOrDescription(item), location);
    });
  if (!same) {
    changes.push({ field: "locations", from: stored, to: Array.isArray(wanted) ? list.map(idOrDescription) : wanted });
  }
}

function idOrDescription(item: unknown): unknown {
  return typeof item === "object" && item !== null ? (item as JsonObject).description : item;
}

function diffCategories(wanted: unknown, job: Job, changes: Change[]): void {
  // Category order carries no meaning, so the same ids in another order are the same categories.
  const stored = job.categories.map((category) => category.id);
  const ids = Array.isArray(wanted) ? wanted.map(idOf) : undefined;
  const sorted = (list: unknown[]) => JSON.stringify([...list].sort());
  if (!ids || sorted(ids) !== sorted(stored)) {
    changes.push({ field: "categories", from: stored, to: ids ?? wanted });
  }
}

/** The routing address a file states, as the server would store it: null for the routing type not in use. */
function routingAddress(body: JsonObject, job: Job, field: "applicationEmail" | "applicationUrl"): unknown {
  const routing = idOf(body.applicantRoutingType) ?? job.applicantRoutingType.id;
  const inUse = field === "applicationEmail" ? routing === ROUTING_TYPE_IDS.email : routing === ROUTING_TYPE_IDS.url;
  return inUse ? body[field] : null;
}

/** Every field the file states that the stored job does not already have. */
export function diffJob(body: JsonObject, job: Job): Change[] {
  const changes: Change[] = [];
  for (const field of SCALAR_FIELDS) {
    if (field in body && body[field] !== job[field]) {
      changes.push({ field, from: job[field], to: body[field] });
    }
  }
  if ("closeDate" in body && !sameCloseDate(body.closeDate, job.closeDate)) {
    changes.push({ field: "closeDate", from: job.closeDate, to: body.closeDate });
  }
  if ("locations" in body) {
    diffLocations(body.locations, job, changes);
  }
  if ("categories" in body) {
    diffCategories(body.categories, job, changes);
  }
  for (const field of ["positionType", "applicantRoutingType"] as const) {
    if (field in body && idOf(body[field]) !== job[field].id) {
      changes.push({ field: `${field}.id`, from: job[field].id, to: idOf(body[field]) ?? body[field] });
    }
  }
  if ("salary" in body) {
    diffSalary(body.salary, job, changes);
  }
  for (const field of ["applicationEmail", "applicationUrl"] as const) {
    if (!(field in body)) {
      continue;
    }
    const wanted = routingAddress(body, job, field);
    if (wanted !== job[field]) {
      changes.push({ field, from: job[field], to: wanted });
    }
  }
  return changes;
}

/** The fields a new job gets from its file, as changes from nothing, for the dry-run plan. */
export function creationChanges(body: JsonObject): Change[] {
  return Object.entries(body)
    .filter(([field]) => field !== "referenceId")
    .map(([field, to]) => ({ field, from: undefined, to }));
}
