/**
 * The reference data inside jobs and location resolution, observed together after the
 * knobs: the places read before any job of learning (see {@link readPlacesFirst}), then
 * what jobs show. An answer outside the published interface leaves a part unobserved,
 * never the run stopped.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { isConformanceFailure } from "../failure.js";
import type { UnobservedKnob } from "./admissible.js";
import { observeInsideJobs } from "./observe-inside-jobs.js";
import { type KnownPlaces, observeKnownPlaces, observeLocations } from "./observe-locations.js";
import type { Probe } from "./probe.js";

/** Runs `observe`, or names `knobs` unobserved with the failure's words where the deployment broke the interface. */
async function attempt<T>(knobs: readonly string[], observe: () => Promise<T>): Promise<T | UnobservedKnob[]> {
  try {
    return await observe();
  } catch (error) {
    if (!isConformanceFailure(error)) {
      throw error;
    }
    return knobs.map((knob) => ({ knob, reason: error.message }));
  }
}

/** The deployment's places as listed before learning adds any; undefined where none is listed. */
export async function readPlacesFirst(probe: Probe): Promise<KnownPlaces | undefined> {
  const places = await attempt(["locations"], () => observeKnownPlaces(probe));
  return Array.isArray(places) ? undefined : places;
}

/** `insideJobs` and `locations` of the learnt document, and what of them learning could not see. */
export async function observeReferenceInJobs(
  probe: Probe,
  places: KnownPlaces | undefined,
): Promise<{ members: Pick<Dialect, "insideJobs" | "locations">; unobserved: UnobservedKnob[] }> {
  const members: Pick<Dialect, "insideJobs" | "locations"> = {};
  const unobserved: UnobservedKnob[] = [];
  const inside = await attempt(["insideJobs"], () => observeInsideJobs(probe));
  if (Array.isArray(inside)) {
    unobserved.push(...inside);
  } else {
    members.insideJobs = inside.insideJobs;
    unobserved.push(...inside.unobserved);
  }
  const locations = await attempt(["locations"], () => observeLocations(probe, places));
  if (Array.isArray(locations)) {
    unobserved.push(...locations);
  } else {
    if (locations.locations) {
      members.locations = locations.locations;
    }
    unobserved.push(...locations.unobserved);
  }
  if (members.insideJobs && Object.keys(members.insideJobs).length === 0) {
    delete members.insideJobs;
  }
  return { members, unobserved };
}
