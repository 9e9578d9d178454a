/**
 * A deployment that adds a place as it reads the description (`locations.addedOn: "read"`):
 * a write it refuses after reading the locations still adds the new places they named, so
 * the ids of later places come after them. It reads the fields in the interface document's
 * order unless the dialect says which it reads before the locations (`readBefore`): a write
 * refused for one of those added none. Any other dialect keeps the reference server's rule:
 * a refused write changes nothing.
 */
import { JOB_FIELD_ORDER, type ResolvedDialect, WRITTEN_JOB_FIELDS } from "@jobs-toolkit/spec";
import { DomainError } from "../domain/errors.js";
import { isNewLocation } from "../domain/job-fields.js";
import { parseLocations } from "../rules/locations.js";
import { Violations } from "../rules/violations.js";
import type { State } from "../state/state.js";

/** The fields the document lists before locations: those a deployment reads first unless its dialect says otherwise. */
const LISTED_BEFORE_LOCATIONS: readonly string[] = JOB_FIELD_ORDER.slice(0, JOB_FIELD_ORDER.indexOf("locations"));
const WRITTEN: ReadonlySet<string> = new Set(WRITTEN_JOB_FIELDS);
/** Refusals other than of invalid input, decided once every field is read. */
const REFUSED_AFTER_READING: ReadonlySet<string> = new Set([
  "reference-id-taken",
  "status-move-refused",
  "plan-refused",
]);

/**
 * Whether a refusal came after the locations were read: each of its violations is a rule
 * on the whole job (checked once every field is read) or sits in a field a body writes and
 * the deployment reads after them (not in `readBefore`). A field read before them, a
 * location, or a member refused before any field is read (an id, one the document does not
 * name) stops first.
 */
function locationsRead(error: DomainError, readBefore: readonly string[] = LISTED_BEFORE_LOCATIONS): boolean {
  const { failure } = error;
  if (failure.kind !== "invalid") {
    return REFUSED_AFTER_READING.has(failure.kind);
  }
  const before = new Set(readBefore);
  return failure.violations.every(({ pointer = "", wholeJob }) => {
    const field = pointer.split("/")[1] ?? "";
    return wholeJob === true || (WRITTEN.has(field) && field !== "locations" && !before.has(field));
  });
}

/** Runs a write; where the dialect adds places as it reads them, a refusal still adds those the body named. */
export function addingPlacesOnRefusal<T>(
  state: State,
  dialect: Pick<ResolvedDialect, "locations"> & Partial<Pick<ResolvedDialect, "acceptance">>,
  rules: { strict: boolean; employerId: number },
  body: Record<string, unknown>,
  write: () => T,
): T {
  if (dialect.locations.addedOn !== "read" || body.locations === undefined) {
    return write();
  }
  try {
    return write();
  } catch (error) {
    if (error instanceof DomainError && locationsRead(error, dialect.locations.readBefore)) {
      // Read as the write read them: a location form is what the deployment's acceptance makes it.
      const context = { collections: state.collections, ...rules, acceptance: dialect.acceptance };
      for (const location of parseLocations(body.locations, "/locations", new Violations(), context) ?? []) {
        if (isNewLocation(location)) {
          state.addLocation(location.name, location.province, location.namedBy);
        }
      }
    }
    throw error;
  }
}
