/**
 * Waivers checked against the catalogue: a waiver names a requirement the suite knows, or
 * the run is refused before it sends anything.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { ResolvedOptions } from "../options.js";
import { CATALOGUE } from "./index.js";

/** A waiver whose id the catalogue knows. */
export interface Waiver {
  id: RequirementId;
  reason: string;
}

/** How many leading characters two ids share. */
function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) {
    length++;
  }
  return length;
}

/** The catalogue id nearest an unknown one, to suggest in the refusal. */
function nearest(id: string): string {
  const [best] = [...CATALOGUE].sort((a, b) => sharedPrefix(b.id, id) - sharedPrefix(a.id, id));
  return best?.id ?? "";
}

/** The run's waivers, each id checked; throws a TypeError naming an id the catalogue does not know. */
export function checkWaivers(waivers: ResolvedOptions["waivers"]): Waiver[] {
  return waivers.map(({ id, reason }) => {
    const entry = CATALOGUE.find((candidate) => candidate.id === id);
    if (!entry) {
      throw new TypeError(
        `Unknown requirement '${id}' in a waiver: a waiver names a catalogue id (did you mean '${nearest(id)}'? The report's requirement matrix lists them all)`,
      );
    }
    return { id: entry.id, reason };
  });
}
