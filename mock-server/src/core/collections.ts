/**
 * The read-only reference collections jobs refer to: locations (which grow when a job
 * names a new `City, XX`), job categories, position types, salary types and applicant
 * routing types. Seeded from the data files shipped with the package.
 */
import type { ApplicantRoutingType, Category, Location, PositionType, SalaryType } from "@jobs-toolkit/spec";
import routingTypes from "../../data/applicant-routing-types.json" with { type: "json" };
import categories from "../../data/job-categories.json" with { type: "json" };
import seedLocations from "../../data/locations.json" with { type: "json" };
import positionTypes from "../../data/position-types.json" with { type: "json" };
import salaryTypes from "../../data/salary-types.json" with { type: "json" };
import { foldForMatch } from "./text.js";

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

/** The type written on every location the collection holds. */
export const CITY = "City";

function byId<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, Object.freeze({ ...item })]));
}

function keyOf(name: string, province: string): string {
  return `${foldForMatch(name)}, ${province}`;
}

function compareLocations(left: Location, right: Location): number {
  return left.name.localeCompare(right.name, "en") || left.description.localeCompare(right.description, "en");
}

/** The location collection: seeded municipalities plus those jobs added. */
export class LocationCollection {
  readonly #byId = new Map<number, Location>();
  readonly #byKey = new Map<string, Location>();
  readonly #byName = new Map<string, Location[]>();
  #sorted: Location[] | undefined;
  #nextId = 1;
  readonly seededCount: number;

  constructor() {
    for (const { name, province } of seedLocations) this.add(name, province);
    this.seededCount = this.#byId.size;
  }

  /** Adds a location and returns it; ids continue after the highest one. */
  add(name: string, province: string, id = this.#nextId): Location {
    const location: Location = Object.freeze({ id, name, description: `${name}, ${province}`, type: CITY });
    this.#byId.set(id, location);
    this.#byKey.set(keyOf(name, province), location);
    const folded = foldForMatch(name);
    this.#byName.set(folded, [...(this.#byName.get(folded) ?? []), location]);
    this.#nextId = Math.max(this.#nextId, id + 1);
    this.#sorted = undefined;
    return location;
  }

  get(id: number): Location | undefined {
    return this.#byId.get(id);
  }

  /** The location `City, XX` names, matched without regard to case or accents. */
  find(name: string, province: string): Location | undefined {
    return this.#byKey.get(keyOf(name, province));
  }

  /** Every location with this city name, in any province. */
  named(name: string): readonly Location[] {
    return this.#byName.get(foldForMatch(name)) ?? [];
  }

  /** Every location, sorted by name then description. */
  all(): readonly Location[] {
    this.#sorted ??= [...this.#byId.values()].sort(compareLocations);
    return this.#sorted;
  }

  /** The locations jobs added, in the order they were added. */
  added(): Location[] {
    return [...this.#byId.values()].filter((location) => location.id > this.seededCount);
  }

  /** Forgets every location jobs added; ids keep increasing. */
  removeAdded(): void {
    const nextId = this.#nextId;
    for (const location of this.added()) {
      this.#byId.delete(location.id);
    }
    this.#rebuildLookups();
    this.#nextId = nextId;
  }

  /** Replaces the whole collection, as a state import does. */
  replace(locations: readonly Location[]): void {
    this.#byId.clear();
    for (const location of locations) this.#byId.set(location.id, Object.freeze({ ...location }));
    this.#rebuildLookups();
    this.#nextId = Math.max(1, ...locations.map((location) => location.id + 1));
  }

  #rebuildLookups(): void {
    this.#byKey.clear();
    this.#byName.clear();
    this.#sorted = undefined;
    for (const location of this.#byId.values()) {
      const [name, province = ""] = splitDescription(location);
      this.#byKey.set(keyOf(name, province), location);
      const folded = foldForMatch(name);
      this.#byName.set(folded, [...(this.#byName.get(folded) ?? []), location]);
    }
  }
}

function splitDescription(location: Location): [string, string] {
  const comma = location.description.lastIndexOf(",");
  return [location.name, location.description.slice(comma + 1).trim()];
}

/** Every reference collection. */
export interface Collections {
  locations: LocationCollection;
  categories: ReadonlyMap<number, Category>;
  positionTypes: ReadonlyMap<number, PositionType>;
  salaryTypes: ReadonlyMap<number, SalaryType>;
  routingTypes: ReadonlyMap<number, ApplicantRoutingType>;
}

/** Fresh collections seeded from the data files. */
export function createCollections(): Collections {
  return {
    locations: new LocationCollection(),
    categories: byId(categories),
    positionTypes: byId(positionTypes),
    // The JSON files hold ids wider than the spec's enums as TypeScript reads them.
    salaryTypes: byId(salaryTypes as SalaryType[]),
    routingTypes: byId(routingTypes as ApplicantRoutingType[]),
  };
}
