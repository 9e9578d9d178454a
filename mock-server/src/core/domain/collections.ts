/**
 * The read-only reference collections jobs refer to: locations (which grow when a job
 * names a new `City, XX`), job categories, position types, salary types and applicant
 * routing types. Seeded from the data files shipped with the package.
 */
import type { ApplicantRoutingType, Category, Location, PositionType, SalaryType } from "@jobs-toolkit/spec";
import routingTypes from "../../../data/applicant-routing-types.json" with { type: "json" };
import categories from "../../../data/job-categories.json" with { type: "json" };
import seedLocations from "../../../data/locations.json" with { type: "json" };
import positionTypes from "../../../data/position-types.json" with { type: "json" };
import salaryTypes from "../../../data/salary-types.json" with { type: "json" };
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
  /** Every location sorted by name, with its folded description for q; rebuilt after a change. */
  #sorted: Array<{ location: Location; folded: string }> | undefined;
  #nextId = 1;
  readonly seededCount: number;

  constructor() {
    for (const { name, province } of seedLocations) this.add(name, province);
    this.seededCount = this.#byId.size;
  }

  /** Adds a location named `City, XX` and returns it; ids continue after the highest one. */
  add(name: string, province: string): Location {
    return this.put({ id: this.#nextId, name, description: `${name}, ${province}`, type: CITY });
  }

  /** Holds a location as it is, id included, as a replay or a state import brings it back. */
  put(location: Location): Location {
    const held = Object.freeze({ ...location });
    this.#byId.set(held.id, held);
    this.#index(held);
    this.#nextId = Math.max(this.#nextId, held.id + 1);
    this.#sorted = undefined;
    return held;
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
    return this.#sortedEntries().map((entry) => entry.location);
  }

  /** The locations whose description holds the folded term, sorted as {@link all}. */
  matching(term: string): readonly Location[] {
    const folded = foldForMatch(term);
    return this.#sortedEntries()
      .filter((entry) => entry.folded.includes(folded))
      .map((entry) => entry.location);
  }

  /** Forgets every location jobs added; ids keep increasing. */
  removeAdded(): void {
    for (const id of [...this.#byId.keys()]) if (id > this.seededCount) this.#byId.delete(id);
    this.#rebuildLookups();
  }

  /** Whether a job added this location (it was not seeded). */
  isAdded(id: number): boolean {
    return id > this.seededCount && this.#byId.has(id);
  }

  /** Forgets some added locations; seeded ones stay. */
  removeAddedIds(ids: Iterable<number>): void {
    for (const id of ids) if (id > this.seededCount) this.#byId.delete(id);
    this.#rebuildLookups();
  }

  /** Replaces the whole collection, as a state import does. */
  replace(locations: readonly Location[]): void {
    this.#byId.clear();
    this.#rebuildLookups();
    for (const location of locations) this.put(location);
  }

  #sortedEntries(): Array<{ location: Location; folded: string }> {
    this.#sorted ??= [...this.#byId.values()]
      .sort(compareLocations)
      .map((location) => ({ location, folded: foldForMatch(location.description) }));
    return this.#sorted;
  }

  #index(location: Location): void {
    const province = location.description.slice(location.description.lastIndexOf(",") + 1).trim();
    this.#byKey.set(keyOf(location.name, province), location);
    const folded = foldForMatch(location.name);
    this.#byName.set(folded, [...(this.#byName.get(folded) ?? []), location]);
  }

  #rebuildLookups(): void {
    this.#byKey.clear();
    this.#byName.clear();
    this.#sorted = undefined;
    for (const location of this.#byId.values()) this.#index(location);
  }
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
