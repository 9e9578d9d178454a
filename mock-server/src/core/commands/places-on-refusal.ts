/**
 * A deployment that adds a place as it reads the description (`locations.addedOn: "read"`):
 * a write it refuses after reading the locations still adds the new places they named, so
 * the ids of later places come after them. It reads the fields in the interface document's
 * order, so a write refused for a field listed before locations added none. Any other
 * dialect keeps the reference server's rule: a refused write changes nothing.
 */
import { JOB_FIELD_ORDER, type ResolvedDialect } from "@jobs-toolkit/spec";
import { DomainError } from "../domain/errors.js";
import { isNewLocation } from "../domain/job-fields.js";
import { parseLocations } from "../rules/locations.js";
import { Violations } from "../rules/violations.js";
import type { State } from "../state/state.js";

const READ_BEFORE_LOCATIONS = new Set(JOB_FIELD_ORDER.slice(0, JOB_FIELD_ORDER.indexOf("locations")));

/** Whether a refusal came after the locations were read: none of its fields is read before them, nor is any location. */
function locationsRead(error: DomainError): boolean {
  const { failure } = error;
  if (failure.kind !== "invalid") {
    return failure.kind === "reference-id-taken" || failure.kind === "status-move-refused";
  }
  return failure.violations.every(({ pointer = "" }) => {
    const field = pointer.split("/")[1] ?? "";
    return field !== "locations" && !READ_BEFORE_LOCATIONS.has(field as (typeof JOB_FIELD_ORDER)[number]);
  });
}

/** Runs a write; where the dialect adds places as it reads them, a refusal still adds those the body named. */
export function addingPlacesOnRefusal<T>(
  state: State,
  dialect: Pick<ResolvedDialect, "locations">,
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
    if (error instanceof DomainError && locationsRead(error)) {
      const context = { collections: state.collections, ...rules };
      for (const location of parseLocations(body.locations, "/locations", new Violations(), context) ?? []) {
        if (isNewLocation(location)) {
          state.addLocation(location.name, location.province);
        }
      }
    }
    throw error;
  }
}
