/**
 * The location collection: the seeded places (the data file's, or those a dialect's
 * deployment held) and the ones jobs added. A location a job added belongs to the
 * employers whose jobs named it: only they see it in GET /locations and match it by bare
 * city name, so one employer's writes never change how another's requests are answered.
 * Two employers naming the same new place share it (one id). It stays, like any location,
 * once added, until the employers that own it are removed or the server is reset; one
 * employer may add at most MAX_ADDED_LOCATIONS, so what create-and-delete cycles can grow
 * is bounded. A new place is written as the dialect's rule says (place-maker.ts). A place
 * of its own, which a deployment makes of a location form it takes so (`City,XX`), is named
 * by its text alone: no `City, XX` and no bare city finds it.
 */
import {
  cityAndProvince,
  type DialectLocations,
  foldForMatch,
  type Location,
  type StoredLocation,
} from "@jobs-toolkit/spec";
import seedLocations from "../../../data/locations.json" with { type: "json" };
import { type PlaceMaker, placeMaker } from "./place-maker.js";

/** How many locations the data file seeds: ids 1 to this, unless a dialect names its own. */
export const SEEDED_LOCATIONS = seedLocations.length;

/** The most locations the jobs of one employer may add. */
export const MAX_ADDED_LOCATIONS = 1_000;

/** The locations a collection was seeded with (the data file's, or a dialect's known places). */
const SEEDED = new WeakSet<Location>();

/** Whether a location is one a job added, not one the collection was seeded with. */
export function isAddedLocation(location: Location): boolean {
  return !SEEDED.has(location);
}

/** The city and province of a held location, from its `City, XX` description. */
function placeOf(location: Location): { city: string; province: string } {
  return (
    cityAndProvince(location.description) ?? {
      city: location.name,
      province: location.description.slice(location.description.lastIndexOf(",") + 1).trim(),
    }
  );
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
  /** Each place of its own by the text that names it (folded), and that text by its id. */
  readonly #byText = new Map<string, Location>();
  readonly #namedBy = new Map<number, string>();
  /** For each added location, the employers whose jobs named it. */
  readonly #owners = new Map<number, Set<number>>();
  /** For each employer, the added locations its jobs named. */
  readonly #addedBy = new Map<number, Set<number>>();
  /** Every location sorted by name, with its folded description for q; rebuilt after a change. */
  #sorted: Array<{ location: Location; folded: string }> | undefined;
  readonly #places: PlaceMaker;
  /** The ids the collection was seeded with: every other one a job added. */
  readonly #seededIds: ReadonlySet<number>;
  #nextId = 1;
  constructor(dialect: DialectLocations = {}) {
    this.#places = placeMaker(dialect);
    const seeded = dialect.known ?? this.#seedFromFile();
    this.#seededIds = new Set(seeded.map(({ id }) => id));
    for (const location of seeded) {
      this.put(location as Location);
    }
    this.#nextId = dialect.rule?.nextId ?? this.#nextId;
  }

  #seedFromFile(): Location[] {
    return seedLocations.map(({ name, province }, index) => ({ id: index + 1, ...this.#places.make(name, province) }));
  }

  /**
   * Adds a location named `City, XX` and returns it, written by the dialect's rule; ids
   * continue after the highest one. A place of its own (`namedBy`) shows that text as its description.
   */
  add(name: string, province: string, namedBy?: string): Location {
    const made = this.#places.make(name, province);
    const description = namedBy ?? made.description;
    return this.put({ id: this.#nextId, ...made, description }, namedBy);
  }

  /** A bare city naming several locations: refused (undefined), or the first of them, as the dialect says. */
  pickAmong(matches: readonly Location[]): Location | undefined {
    return this.#places.ambiguousCity === "first"
      ? [...matches].sort((left, right) => left.id - right.id)[0]
      : undefined;
  }

  /** Whether a location id is one a job added. */
  isAdded(id: number): boolean {
    return !this.#seededIds.has(id);
  }

  /** Holds a location as it is, id included, as a replay or a state import brings it back; `namedBy` for a place of its own. */
  put(location: Location, namedBy?: string): Location {
    const held = Object.freeze({ ...location });
    if (this.#seededIds.has(held.id)) {
      SEEDED.add(held);
    }
    this.#byId.set(held.id, held);
    if (namedBy !== undefined) {
      this.#namedBy.set(held.id, namedBy);
    }
    this.#index(held);
    this.#nextId = Math.max(this.#nextId, held.id + 1);
    this.#sorted = undefined;
    return held;
  }

  get(id: number): Location | undefined {
    return this.#byId.get(id);
  }

  /** Whether the employer sees this location: every seeded one, and the added ones its jobs name. */
  visibleTo(location: Location, employerId: number): boolean {
    return !isAddedLocation(location) || this.#owners.get(location.id)?.has(employerId) === true;
  }

  /** The location `City, XX` names for this employer, matched without regard to case or accents. */
  find(name: string, province: string, employerId: number): Location | undefined {
    const location = this.#byKey.get(keyOf(name, province));
    return location && this.visibleTo(location, employerId) ? location : undefined;
  }

  /** The place of its own this text names for the employer, matched without regard to case or accents. */
  namedBy(text: string, employerId: number): Location | undefined {
    const location = this.#byText.get(foldForMatch(text));
    return location && this.visibleTo(location, employerId) ? location : undefined;
  }

  /** Every location with this city name, in any province, that the employer sees. */
  named(name: string, employerId: number): readonly Location[] {
    return (this.#byName.get(foldForMatch(name)) ?? []).filter((location) => this.visibleTo(location, employerId));
  }

  /** A location `City, XX` (or a place of its own, by its text) for a job to name: the one held already, else a new one. */
  findOrAdd(name: string, province: string, namedBy?: string): { location: Location; added: boolean } {
    const held =
      namedBy === undefined ? this.#byKey.get(keyOf(name, province)) : this.#byText.get(foldForMatch(namedBy));
    return held ? { location: held, added: false } : { location: this.add(name, province, namedBy), added: true };
  }

  /** How many added locations belong to the employer. */
  addedCountOf(employerId: number): number {
    return this.#addedBy.get(employerId)?.size ?? 0;
  }

  /** Records that a job of the employer named these locations; seeded ones belong to everyone already. */
  own(employerId: number, ids: readonly number[]): void {
    for (const id of ids) {
      if (!this.isAdded(id) || !this.#byId.has(id)) {
        continue;
      }
      const owners = this.#owners.get(id) ?? new Set<number>();
      this.#owners.set(id, owners);
      owners.add(employerId);
      const added = this.#addedBy.get(employerId) ?? new Set<number>();
      this.#addedBy.set(employerId, added);
      added.add(id);
    }
  }

  /** Every location held, by id, as the state export writes it: added ones with the employers they belong to. */
  stored(): StoredLocation[] {
    return [...this.#byId.values()]
      .sort((left, right) => left.id - right.id)
      .map((location) => {
        const owners = this.#owners.get(location.id);
        const namedBy = this.#namedBy.get(location.id);
        return {
          ...location,
          ...(owners ? { employerIds: [...owners].sort((left, right) => left - right) } : {}),
          ...(namedBy === undefined ? {} : { namedBy }),
        };
      });
  }

  /** Every location the employer sees (or every one held), sorted by name then description. */
  all(employerId?: number): readonly Location[] {
    return this.#sortedEntries()
      .filter((entry) => employerId === undefined || this.visibleTo(entry.location, employerId))
      .map((entry) => entry.location);
  }

  /** The locations the employer sees whose description holds the folded term, sorted as {@link all}. */
  matching(term: string, employerId: number): readonly Location[] {
    const folded = foldForMatch(term);
    return this.#sortedEntries()
      .filter((entry) => entry.folded.includes(folded) && this.visibleTo(entry.location, employerId))
      .map((entry) => entry.location);
  }

  /** Forgets every location jobs added; ids keep increasing. */
  removeAdded(): void {
    for (const id of [...this.#byId.keys()]) {
      if (this.isAdded(id)) {
        this.#byId.delete(id);
      }
    }
    this.#owners.clear();
    this.#addedBy.clear();
    this.#rebuildLookups();
  }

  /** Forgets some added locations; seeded ones stay. */
  removeAddedIds(ids: Iterable<number>): void {
    for (const id of ids) {
      if (!this.isAdded(id)) {
        continue;
      }
      this.#byId.delete(id);
      for (const employerId of this.#owners.get(id) ?? []) {
        this.#addedBy.get(employerId)?.delete(id);
      }
      this.#owners.delete(id);
    }
    this.#rebuildLookups();
  }

  /**
   * Forgets which locations an employer added, as when the employer is removed; returns
   * those no employer owns any more. Every job that names an added location makes its
   * employer an owner, so no job names these.
   */
  forgetEmployer(employerId: number): number[] {
    const unowned: number[] = [];
    for (const id of this.#addedBy.get(employerId) ?? []) {
      const owners = this.#owners.get(id);
      owners?.delete(employerId);
      if (owners?.size === 0) {
        unowned.push(id);
      }
    }
    this.#addedBy.delete(employerId);
    return unowned;
  }

  /** Replaces the whole collection, as a state import does, with the employers each added location belongs to. */
  replace(locations: readonly StoredLocation[]): void {
    this.#byId.clear();
    this.#owners.clear();
    this.#addedBy.clear();
    this.#rebuildLookups();
    for (const { employerIds, namedBy, ...location } of locations) {
      this.put(location, namedBy);
      for (const employerId of employerIds ?? []) {
        this.own(employerId, [location.id]);
      }
    }
  }

  #sortedEntries(): Array<{ location: Location; folded: string }> {
    this.#sorted ??= [...this.#byId.values()]
      .sort(compareLocations)
      .map((location) => ({ location, folded: foldForMatch(location.description) }));
    return this.#sorted;
  }

  #index(location: Location): void {
    const namedBy = this.#namedBy.get(location.id);
    if (namedBy !== undefined) {
      this.#byText.set(foldForMatch(namedBy), location);
      return;
    }
    // The city and province come from the description: a deployment's name may be written otherwise.
    const { city, province } = placeOf(location);
    this.#byKey.set(keyOf(city, province), location);
    const folded = foldForMatch(city);
    this.#byName.set(folded, [...(this.#byName.get(folded) ?? []), location]);
  }

  #rebuildLookups(): void {
    this.#byKey.clear();
    this.#byName.clear();
    this.#byText.clear();
    this.#sorted = undefined;
    for (const id of this.#namedBy.keys()) {
      if (!this.#byId.has(id)) {
        this.#namedBy.delete(id);
      }
    }
    for (const location of this.#byId.values()) {
      this.#index(location);
    }
  }
}

/** The location collection as everything outside the state module sees it: reads only. */
export type LocationReader = Omit<
  LocationCollection,
  "add" | "put" | "findOrAdd" | "own" | "removeAdded" | "removeAddedIds" | "forgetEmployer" | "replace"
>;
