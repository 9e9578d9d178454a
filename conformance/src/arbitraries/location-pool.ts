/**
 * The location inputs a run may send, sorted by how the target must resolve them, and
 * the prediction of what a job's response shows for each.
 */
import { foldForMatch } from "@jobs-toolkit/spec";
import { anyId, containing } from "../compare.js";
import type { KnownLocation, TargetInfo } from "../context.js";
import { must } from "../must.js";
import type { Profile } from "../options.js";

/** A location input and the key two inputs collide on (the same place). */
interface LocationChoice {
  text: string;
  key: string;
  kind: "qualified" | "bare" | "fresh";
}

/** What a run may send, by kind. */
export interface LocationPool {
  choices: LocationChoice[];
  /** Bare city names that match several known locations. */
  ambiguous: string[];
  /** `City, XX` inputs that are valid, for the too-many rule. */
  qualified: string[];
}

/** Big cities, used when the target does not list its locations. */
export const FALLBACK = [
  "Toronto, ON",
  "Vancouver, BC",
  "Calgary, AB",
  "Ottawa, ON",
  "Halifax, NS",
  "Winnipeg, MB",
  "Regina, SK",
];

/**
 * Big cities no other Canadian place shares a name with: the seed profile sends them
 * alone once the target has accepted them as `City, XX` (see the target discovery).
 */
export const BARE_CANDIDATES = ["Toronto, ON", "Calgary, AB", "Winnipeg, MB"];

/** Real towns a run may add to the collection (a valid Canadian location is accepted). */
export const FRESH = [
  "Tofino, BC",
  "Gimli, MB",
  "Canmore, AB",
  "Shediac, NB",
  "Baddeck, NS",
  "Tadoussac, QC",
  "Inuvik, NT",
  "Twillingate, NL",
  "Rankin Inlet, NU",
  "Kenora, ON",
];

/** The city a `City, XX` description names. */
export function cityOf(description: string): string {
  return description.split(",")[0]?.trim() ?? description;
}

/**
 * Sorts the target's collection into the pool. The seed profile never builds inputs
 * from a collection's human-readable fields (their form is the target's own): it sends
 * well-known cities, as `City, XX` or a city alone, and small real towns.
 */
export function createLocationPool(target: TargetInfo, profile: Profile = "reference"): LocationPool {
  const known = profile === "reference" ? target.locations : undefined;
  if (!known) {
    // Keyed by city: a job never names one place twice, in either form.
    const choices: LocationChoice[] = [
      ...FALLBACK.map((text) => ({ text, key: foldForMatch(cityOf(text)), kind: "qualified" as const })),
      ...target.bareCities.map((text) => ({ text, key: foldForMatch(text), kind: "bare" as const })),
      ...FRESH.map((text) => ({ text, key: foldForMatch(cityOf(text)), kind: "fresh" as const })),
    ];
    return { choices, ambiguous: [], qualified: FALLBACK };
  }
  const byName = new Map<string, KnownLocation[]>();
  for (const location of known) {
    const name = foldForMatch(location.name);
    byName.set(name, [...(byName.get(name) ?? []), location]);
  }
  const freshKeys = new Set(FRESH.map((text) => foldForMatch(text)));
  const freshNames = new Set(FRESH.map((text) => foldForMatch(cityOf(text))));
  // The run's own towns are kept apart so the pool (and so a replay) is the same
  // whether an earlier run already added them to the collection or not.
  const qualified = known.filter(
    (location) => /^.+, [A-Z]{2}$/.test(location.description) && !freshKeys.has(foldForMatch(location.description)),
  );
  const choices: LocationChoice[] = qualified.map((location) => ({
    text: location.description,
    key: foldForMatch(location.description),
    kind: "qualified",
  }));
  for (const [name, matches] of byName) {
    const only = matches[0];
    if (matches.length === 1 && only && !freshNames.has(name)) {
      choices.push({ text: only.name, key: foldForMatch(only.description), kind: "bare" });
    }
  }
  for (const text of FRESH) {
    // A town whose name is known in another province would make that bare name ambiguous.
    const clash = (byName.get(foldForMatch(cityOf(text))) ?? []).some(
      (l) => foldForMatch(l.description) !== foldForMatch(text),
    );
    if (!clash) {
      choices.push({ text, key: foldForMatch(text), kind: "fresh" });
    }
  }
  const ambiguous = [...byName.entries()]
    .filter(([name, matches]) => matches.length > 1 && !freshNames.has(name))
    .map(([name, matches]) => must(matches[0], `a location named ${name}`).name);
  return { choices, ambiguous, qualified: qualified.map((location) => location.description) };
}

/** Finds the collection entry an input resolves to, if the collection holds it. */
function resolveLocation(target: TargetInfo, text: string): KnownLocation | undefined {
  const known = target.locations ?? [];
  const wanted = foldForMatch(text);
  return (
    known.find((location) => foldForMatch(location.description) === wanted) ??
    (text.includes(",") ? undefined : known.find((location) => foldForMatch(location.name) === wanted))
  );
}

/** What a response must show for a location input. */
export function predictLocation(target: TargetInfo, text: string, reference: boolean): unknown {
  if (!reference || !target.locations) {
    return { description: containing(cityOf(text)) };
  }
  const entry = resolveLocation(target, text);
  if (entry) {
    return { ...entry };
  }
  return { id: anyId, name: cityOf(text), description: text, type: "City" };
}

/** Adds locations a response revealed (new `City, XX` entries) to the known collection. */
export function learnLocations(target: TargetInfo, shown: unknown): void {
  if (!target.locations || !Array.isArray(shown)) {
    return;
  }
  for (const location of shown as KnownLocation[]) {
    if (!Number.isInteger(location?.id) || typeof location.description !== "string") {
      continue;
    }
    if (!target.locations.some((known) => known.id === location.id)) {
      target.locations.push({ ...location });
    }
  }
}
