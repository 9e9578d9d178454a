/**
 * Location resolution learnt by example: the places the deployment holds, read from its
 * locations collection before learning adds any (the observed table), the rule its own
 * places follow (name, description and type written from the city and province code),
 * and what a description it does not hold becomes, seen on one place learning adds: the
 * rule is checked there, and its id says where new ids go. A city alone that names two
 * held places tells whether the deployment refuses it or takes the first.
 */
import {
  cityAndProvince,
  type DialectLocations,
  type DialectPlace,
  inferPlaceRule,
  type PlaceExample,
  readCollection,
} from "@jobs-toolkit/spec";
import { FALLBACK, FRESH } from "../arbitraries/location-pool.js";
import { isRecord } from "../json.js";
import type { UnobservedKnob } from "./admissible.js";
import { describeAnswer } from "./observation.js";
import { observeAddedOn } from "./observe-added-on.js";
import { type Probe, succeeded } from "./probe.js";

/** Where a locations collection is usually served: the interface document does not say. */
const LOCATION_PATHS = ["/api/v1.1/locations", "/api/v1.1/lookups/locations"];
/** The schema's bound on the table, and how many pages are read to fill it. */
const MAX_KNOWN = 2000;
const MAX_PAGES = 20;
const PAGE_SIZE = 100;
/**
 * Real towns no run of the suite sends (its own towns are in location-pool.ts), tried in
 * turn for the place learning adds: the first the deployment does not hold yet.
 */
const NEW_TOWNS = ["Nain, NL", "Pangnirtung, NU", "Fort Smith, NT", "Dawson City, YT", "Gaspé, QC", "Tobermory, ON"];

/** A collection item the dialect can hold as a place: an id, a name, a description, string members. */
function asPlace(item: unknown): DialectPlace | undefined {
  if (!isRecord(item) || !Number.isInteger(item.id) || (item.id as number) < 1 || (item.id as number) > 2 ** 31 - 1) {
    return undefined;
  }
  const members = Object.entries(item).filter(([name]) => name !== "id");
  const fits = (value: unknown) =>
    value === null || Number.isInteger(value) || (typeof value === "string" && value.length <= 200);
  if (typeof item.name !== "string" || typeof item.description !== "string" || members.length > 9) {
    return undefined;
  }
  return members.every(([, value]) => fits(value)) ? (item as DialectPlace) : undefined;
}

/** Every place a collection answer at `path` lists, page by page; undefined when it lists none. */
async function readPlaces(probe: Probe, path: string): Promise<DialectPlace[] | undefined> {
  const byId = new Map<number, DialectPlace>();
  for (let page = 1; page <= MAX_PAGES && byId.size < MAX_KNOWN; page++) {
    const answer = await probe.get(`${path}?pageSize=${PAGE_SIZE}&page=${page}`);
    const items = succeeded(answer) ? readCollection(answer.json)?.items : undefined;
    const places = (items ?? []).map(asPlace);
    if (places.length === 0 || places.some((place) => place === undefined)) {
      return page === 1 ? undefined : [...byId.values()];
    }
    const before = byId.size;
    for (const place of places as DialectPlace[]) {
      byId.set(place.id, place);
    }
    // A collection served whole, whatever the query asks, gives nothing new on page 2.
    if (byId.size === before || places.length < PAGE_SIZE) {
      break;
    }
  }
  return [...byId.values()].slice(0, MAX_KNOWN);
}

/** The places learnt from, and where they are served. */
export interface KnownPlaces {
  /** Where they are listed; undefined where they were found by naming them in jobs. */
  path?: string;
  known: DialectPlace[];
  /** The id the first place learning added got, where the places were found that way. */
  nextId?: number;
}

/** The deployment's places as its collection lists them, read first; undefined where no path lists any. */
export async function observeKnownPlaces(probe: Probe): Promise<KnownPlaces | undefined> {
  const categories = probe.session.context.options.categoriesPath;
  const sibling = categories?.replace(/\/[^/]+$/, "/locations");
  for (const path of new Set([...(sibling ? [sibling] : []), ...LOCATION_PATHS])) {
    const known = await readPlaces(probe, path);
    if (known) {
      return { path, known };
    }
  }
  return probePlaces(probe);
}

/**
 * Where no collection lists them: the places the suite sends (location-pool.ts), each named
 * in a job of its own, after one surely new town. A place with a lower id than that town's
 * was held before; the others learning added, and the fake makes them by the rule.
 */
async function probePlaces(probe: Probe): Promise<KnownPlaces | undefined> {
  const first = await probe.create({ locations: [{ description: NEW_TOWNS[0] }] });
  const fresh = succeeded(first) ? shownPlace(first.json) : undefined;
  if (!fresh) {
    return undefined;
  }
  const byId = new Map<number, DialectPlace>();
  for (const description of [...FALLBACK, ...FRESH]) {
    const answer = await probe.create({ locations: [{ description }] });
    const place = succeeded(answer) ? shownPlace(answer.json) : undefined;
    if (place && place.id < fresh.id) {
      byId.set(place.id, place);
    }
  }
  return { known: [...byId.values()].sort((left, right) => left.id - right.id), nextId: fresh.id };
}

function examplesOf(places: readonly DialectPlace[]): PlaceExample[] {
  return places.flatMap((shown) => {
    const named = cityAndProvince(shown.description);
    return named ? [{ ...named, shown }] : [];
  });
}

/** The location a job answer shows first, as a place; undefined when it shows none. */
function shownPlace(json: unknown): DialectPlace | undefined {
  return isRecord(json) && Array.isArray(json.locations) ? asPlace(json.locations[0]) : undefined;
}

/** A city alone that names two held places, or undefined. */
function sharedCity(known: readonly DialectPlace[]): { city: string; places: DialectPlace[] } | undefined {
  const byCity = new Map<string, DialectPlace[]>();
  for (const { city, shown } of examplesOf(known)) {
    const key = city.toLowerCase();
    byCity.set(key, [...(byCity.get(key) ?? []), shown as DialectPlace]);
  }
  const [first] = [...byCity.values()].filter((places) => places.length > 1);
  const named = first && cityAndProvince(first[0]?.description ?? "");
  return first && named ? { city: named.city, places: first } : undefined;
}

/** A city name no deployment holds: the probe's namespace in letters (`cf7vo6gx003m` reads `Cfhvoggxaadm`). */
function inventedCity(namespace: string): string {
  const letters = namespace.replace(/\d/g, (digit) => "abcdefghij".charAt(Number(digit)));
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/**
 * Two places of one city of the run's own, in two provinces, so that the city alone names
 * both; undefined where either is refused. Learning leaves the deployment's own cities as
 * they were: a namesake of one of them (`Calgary, NU`) would make that city alone
 * ambiguous for every later request of the deployment's users.
 */
async function addNamesakes(probe: Probe): Promise<{ city: string; places: DialectPlace[] } | undefined> {
  const city = inventedCity(probe.namespace);
  const places: DialectPlace[] = [];
  for (const province of ["NU", "YT"]) {
    const added = await probe.create({ locations: [{ description: `${city}, ${province}` }] });
    const place = succeeded(added) ? shownPlace(added.json) : undefined;
    if (!place) {
      return undefined;
    }
    places.push(place);
  }
  return { city, places };
}

/** How a bare city naming two held places is answered: refused, or the first of them. */
async function observeAmbiguous(
  probe: Probe,
  known: readonly DialectPlace[],
  missing: (knob: string, reason: string) => void,
): Promise<DialectLocations["ambiguousCity"]> {
  const shared = sharedCity(known) ?? (await addNamesakes(probe));
  if (!shared) {
    missing(
      "locations.ambiguousCity",
      "no city of the deployment's places is shared by two of them, nor could one be added",
    );
    return undefined;
  }
  const answer = await probe.create({ locations: [{ description: shared.city }] });
  if (!succeeded(answer)) {
    return "reject";
  }
  const lowest = [...shared.places].sort((left, right) => left.id - right.id)[0];
  if (shownPlace(answer.json)?.id === lowest?.id) {
    return "first";
  }
  missing("locations.ambiguousCity", `'${shared.city}' became none of its namesakes: ${describeAnswer(answer)}`);
  return undefined;
}

/**
 * Location resolution: the table read before learning added any place (`before`), the
 * rule checked on a place learning adds, and namesakes; each part it could not see named
 * in `unobserved`.
 */
export async function observeLocations(
  probe: Probe,
  before: KnownPlaces | undefined,
): Promise<{ locations?: DialectLocations; unobserved: UnobservedKnob[] }> {
  const unobserved: UnobservedKnob[] = [];
  const missing = (knob: string, reason: string) => unobserved.push({ knob, reason });
  if (!before) {
    missing("locations.known", `none of ${LOCATION_PATHS.join(", ")} lists places as {id, name, description} items`);
  }
  const known = before?.known ?? [];
  const held = new Set(examplesOf(known).map(({ city, province }) => `${city.toLowerCase()}, ${province}`));
  const town = NEW_TOWNS.find((text) => {
    const named = cityAndProvince(text);
    return named && !held.has(`${named.city.toLowerCase()}, ${named.province}`);
  });
  const added = town ? await probe.create({ locations: [{ description: town }] }) : undefined;
  const place = added && succeeded(added) ? shownPlace(added.json) : undefined;
  const newPlace = place && town ? examplesOf([{ ...place, description: town } as DialectPlace]) : [];
  // The rule is what new places show; where learning could add none, what the held ones share.
  const rule = { ...inferPlaceRule(examplesOf(known)), ...inferNewRule(newPlace, place) };
  if (!place) {
    missing(
      "locations.rule",
      added ? `a new place was refused: ${describeAnswer(added)}` : "every town tried is held already",
    );
  }
  // New ids continue after the highest held one unless the place learning added says otherwise.
  const highest = Math.max(0, ...known.map(({ id }) => id));
  const nextId =
    before?.nextId !== undefined
      ? { nextId: before.nextId }
      : place && before && place.id <= highest
        ? { nextId: place.id }
        : {};
  const ambiguousCity = await observeAmbiguous(probe, known, missing);
  const newTown = (n: number) => `${inventedCity(`${probe.namespace}${n}`)}, NU`;
  const addedOn = await observeAddedOn(probe, newTown, missing);
  return {
    locations: {
      ...(before ? { ...(before.path ? { path: before.path } : {}), known } : {}),
      ...(Object.keys(rule).length + Object.keys(nextId).length > 0 ? { rule: { ...rule, ...nextId } } : {}),
      ...(ambiguousCity ? { ambiguousCity } : {}),
      ...addedOn,
    },
    unobserved,
  };
}

/** The patterns of the place learning added, with its own description (a deployment may rewrite it). */
function inferNewRule(examples: readonly PlaceExample[], place: DialectPlace | undefined) {
  const [example] = examples;
  if (!example || !place) {
    return {};
  }
  return inferPlaceRule([{ ...example, shown: place }]);
}
