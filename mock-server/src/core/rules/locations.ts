/**
 * locations: 1 to 3 distinct entries, each `{ description }` naming either a city alone
 * (which must match exactly one known location) or `City, XX` with a Canadian province
 * or territory code (added to the collection when new). A deployment's acceptance may
 * take other forms (`City,XX`, `City XX`, `City, xx`): refused, read as the `City, XX`
 * they spell, or each a place of its own, named by its text.
 */
import { type Acceptance, foldForMatch } from "@jobs-toolkit/spec";
import { MAX_ADDED_LOCATIONS, PROVINCE_CODES } from "../domain/collections.js";
import { isNewLocation, type ResolvedLocation } from "../domain/job-fields.js";
import { own, preview } from "../lib/text.js";
import type { RuleContext } from "./context.js";
import { pointerTo, type Violations } from "./violations.js";

const LOCATIONS_MIN = 1;
export const LOCATIONS_MAX = 3;
const DESCRIPTION_MAX = 300;
const CITY_WITH_CODE = /^(.+?)\s*,\s*([A-Za-z]{2})\s*$/;
const KNOWN_KEYS = new Set(["id", "name", "description", "type"]);
/** The location forms the document does not name, each with the acceptance entry that says what it is. */
const OTHER_FORMS = [
  ["locationWithoutSpace", /^([^,]+?),([A-Za-z]{2})$/],
  ["locationWithoutComma", /^([^,]+?)\s+([A-Z]{2})$/i],
  ["lowerCaseProvince", /^([^,]+?),\s*([a-z]{2})$/],
] as const;

function identity(location: ResolvedLocation): string {
  if (!isNewLocation(location)) {
    return `id:${location.id}`;
  }
  return location.namedBy === undefined
    ? `new:${foldForMatch(location.name)}, ${location.province}`
    : `text:${foldForMatch(location.namedBy)}`;
}

/**
 * A description in a form the document does not name, where the deployment's acceptance
 * says what it is: the city and province code it spells, and how it is taken.
 */
function otherForm(
  description: string,
  acceptance: Acceptance | undefined,
): { city: string; province: string; taken: "accepted" | "refused" | "own-place" } | undefined {
  if (acceptance === undefined) {
    return undefined;
  }
  for (const [entry, form] of OTHER_FORMS) {
    const taken = acceptance[entry];
    // Only the forms the dialect names are matched: the reference rules read none.
    if (taken === undefined) {
      continue;
    }
    const match = form.exec(description);
    if (match) {
      return { city: (match[1] ?? "").trim(), province: (match[2] ?? "").toUpperCase(), taken };
    }
  }
  return undefined;
}

/** Whether `seen` holds the location already; it holds it from now on. */
function seenBefore(seen: Set<string>, location: ResolvedLocation): boolean {
  const key = identity(location);
  if (seen.has(key)) {
    return true;
  }
  seen.add(key);
  return false;
}

function resolve(
  sent: string,
  pointer: string,
  { collections, employerId, acceptance }: RuleContext,
  v: Violations,
): ResolvedLocation | undefined {
  const collection = collections.locations;
  const text = sent.trim();
  const form = otherForm(text, acceptance);
  if (form?.taken === "refused") {
    // A code of its own: a deployment's words for a form it refuses are not those for a place it does not know.
    v.add(pointer, "location_form", `must be 'City' or 'City, XX'; got '${text}'`);
    return undefined;
  }
  if (form?.taken === "own-place" && PROVINCE_CODES.has(form.province)) {
    return (
      collection.namedBy(text, employerId) ?? { isNew: true, name: form.city, province: form.province, namedBy: text }
    );
  }
  const description = form ? `${form.city}, ${form.province}` : sent;
  const withCode = CITY_WITH_CODE.exec(description);
  if (withCode) {
    const name = (withCode[1] ?? "").replace(/\s+/g, " ").trim();
    const province = (withCode[2] ?? "").toUpperCase();
    if (!PROVINCE_CODES.has(province)) {
      v.add(
        pointer,
        "invalid_location",
        `'${withCode[2]}' is not a Canadian province or territory code (AB BC MB NB NL NS NT NU ON PE QC SK YT)`,
      );
      return undefined;
    }
    return collection.find(name, province, employerId) ?? { isNew: true, name, province };
  }
  if (description.includes(",")) {
    v.add(
      pointer,
      "invalid_location",
      `must be 'City' or 'City, XX' with a province code; got ${preview(description)}`,
    );
    return undefined;
  }
  const matches = collection.named(description, employerId);
  if (matches.length === 1) {
    return matches[0];
  }
  const picked = matches.length > 1 ? collection.pickAmong(matches) : undefined;
  if (picked) {
    return picked;
  }
  if (matches.length === 0) {
    v.add(
      pointer,
      "unknown_location",
      `no known location is named ${preview(description)}; add the province code, e.g. '${description.trim()}, ON'`,
    );
  } else {
    const names = matches.map((location) => location.description).join("; ");
    v.add(
      pointer,
      "ambiguous_location",
      `${preview(description)} names ${matches.length} locations (${names}); add the province code`,
    );
  }
  return undefined;
}

export function parseLocations(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
): ResolvedLocation[] | undefined {
  if (!Array.isArray(value)) {
    return v.wrongType(pointer, "an array of locations", value);
  }
  if (value.length < LOCATIONS_MIN) {
    v.add(pointer, "too_few", `at least ${LOCATIONS_MIN} location; got 0`);
  }
  if (value.length > LOCATIONS_MAX) {
    v.add(pointer, "too_many", `at most ${LOCATIONS_MAX} locations; got ${value.length}`);
  }
  const before = v.list.length;
  const resolved: ResolvedLocation[] = [];
  // One location cannot repeat another: only a list of several is checked for repeats.
  const seen = value.length > 1 ? new Set<string>() : undefined;
  let newCount = 0;
  // An indexed loop: entries() made an iterator and an [index, item] pair per location.
  for (let index = 0; index < value.length; index += 1) {
    const itemPointer = pointerTo(pointer, index);
    const location = parseOne(value[index], itemPointer, v, context);
    if (!location) {
      continue;
    }
    if (seen && seenBefore(seen, location)) {
      v.add(itemPointer, "duplicate", `names the same location as an earlier entry (${identityText(location)})`);
      continue;
    }
    if (
      isNewLocation(location) &&
      context.collections.locations.addedCountOf(context.employerId) + newCount >= MAX_ADDED_LOCATIONS
    ) {
      v.add(
        itemPointer,
        "too_many_locations",
        `this employer's jobs already name ${MAX_ADDED_LOCATIONS} locations it added; name a listed location or one it added before`,
      );
      continue;
    }
    if (isNewLocation(location)) {
      newCount += 1;
    }
    resolved.push(location);
  }
  return v.list.length === before && value.length >= LOCATIONS_MIN && value.length <= LOCATIONS_MAX
    ? resolved
    : undefined;
}

function identityText(location: ResolvedLocation): string {
  return isNewLocation(location) ? `${location.name}, ${location.province}` : location.description;
}

function parseOne(
  item: unknown,
  itemPointer: string,
  v: Violations,
  context: RuleContext,
): ResolvedLocation | undefined {
  const object = v.object(item, itemPointer);
  if (!object) {
    return undefined;
  }
  if (context.strict) {
    v.unknownKeys(object, KNOWN_KEYS, itemPointer);
  }
  const descriptionPointer = pointerTo(itemPointer, "description");
  const description = own(object, "description");
  if (description === undefined) {
    v.add(descriptionPointer, "required", "each location needs a description: 'City' or 'City, XX'");
    return undefined;
  }
  const text = v.line(description, descriptionPointer, DESCRIPTION_MAX);
  if (text === undefined) {
    return undefined;
  }
  if (text.trim() === "") {
    v.add(descriptionPointer, "blank", "must name a city");
    return undefined;
  }
  return resolve(text, descriptionPointer, context, v);
}
