/**
 * The read-only reference collections jobs refer to: locations (which grow when a job
 * names a new `City, XX`), job categories, position types, salary types and applicant
 * routing types. Seeded from the data files shipped with the package, or from a dialect's
 * deployment's own (the locations in location-collection.ts).
 */
import type {
  ApplicantRoutingType,
  Category,
  DialectLocations,
  PositionType,
  SalaryType,
  ShownItem,
} from "@jobs-toolkit/spec";
import routingTypes from "../../../data/applicant-routing-types.json" with { type: "json" };
import categories from "../../../data/job-categories.json" with { type: "json" };
import positionTypes from "../../../data/position-types.json" with { type: "json" };
import salaryTypes from "../../../data/salary-types.json" with { type: "json" };
import { LocationCollection, type LocationReader } from "./location-collection.js";

export {
  isAddedLocation,
  LocationCollection,
  MAX_ADDED_LOCATIONS,
  SEEDED_LOCATIONS,
} from "./location-collection.js";

/** Canadian province and territory codes. */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  "AB",
  "BC",
  "MB",
  "NB",
  "NL",
  "NS",
  "NT",
  "NU",
  "ON",
  "PE",
  "QC",
  "SK",
  "YT",
]);

function byId<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, Object.freeze({ ...item })]));
}

/** Every reference collection. */
export interface Collections {
  locations: LocationCollection;
  categories: ReadonlyMap<number, Category>;
  positionTypes: ReadonlyMap<number, PositionType>;
  salaryTypes: ReadonlyMap<number, SalaryType>;
  routingTypes: ReadonlyMap<number, ApplicantRoutingType>;
}

/** The collections as everything outside the state module sees them: reads only. */
export interface CollectionsReader extends Omit<Collections, "locations"> {
  locations: LocationReader;
}

/** Reference data of a deployment's own, in place of the data files'. */
export interface ReferenceItems {
  categories?: { items: readonly Category[] } | undefined;
  positionTypes?: { items: readonly PositionType[] } | undefined;
  /** Salary and routing types as the deployment's jobs show them. */
  salaryTypes?: readonly ShownItem[] | undefined;
  routingTypes?: readonly ShownItem[] | undefined;
  /** How the deployment resolves location descriptions. */
  locations?: DialectLocations | undefined;
}

/** Fresh collections seeded from the data files, or from a deployment's own items. */
export function createCollections(own: ReferenceItems = {}): Collections {
  return {
    locations: new LocationCollection(own.locations),
    categories: byId(own.categories?.items ?? categories),
    positionTypes: byId(own.positionTypes?.items ?? positionTypes),
    // The JSON files hold ids wider than the spec's enums as TypeScript reads them; a
    // deployment's items are shown as it shows them, members and all.
    salaryTypes: byId((own.salaryTypes ?? salaryTypes) as SalaryType[]),
    routingTypes: byId((own.routingTypes ?? routingTypes) as ApplicantRoutingType[]),
  };
}
