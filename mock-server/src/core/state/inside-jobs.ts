/**
 * What a dialect says of the reference data inside jobs, as the collections take it: the
 * salary and routing types a deployment's jobs show, and how it resolves locations.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { ReferenceItems } from "../domain/collections.js";

/** The collections' part of a dialect's `insideJobs` and `locations`. */
export function insideJobsData(
  dialect: ResolvedDialect,
): Pick<ReferenceItems, "salaryTypes" | "routingTypes" | "locations"> {
  return {
    salaryTypes: dialect.insideJobs.salaryTypes,
    routingTypes: dialect.insideJobs.routingTypes,
    locations: dialect.locations,
  };
}
