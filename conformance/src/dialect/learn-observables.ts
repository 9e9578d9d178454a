/**
 * Members of the dialect learnt beside the knobs: what an app observes of a deployment
 * that no knob's probe judges (how ids are allocated, the order of a link's parameters,
 * `previous` past the last page, real fractions of a second and the time kept finer than
 * written, the case of q's match). Each is observed like a knob and written into the
 * document as seen; the differential proof, not `--profile dialect`, proves the fake.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { isConformanceFailure } from "../failure.js";
import type { UnobservedKnob } from "./admissible.js";
import { recordKnob } from "./knobs.js";
import { isObserved, type Observation } from "./observation.js";
import { observeCloseDateTime, observeDayZone } from "./observe-close-date-time.js";
import { observeFraction } from "./observe-fraction.js";
import { observeJobIds } from "./observe-job-ids.js";
import { observeKept } from "./observe-kept.js";
import { observeLinkParameters, observePreviousPastEnd } from "./observe-link-order.js";
import { observeOptions, observeOverrideOther, observePatch } from "./observe-methods.js";
import { observeOutOfDraft } from "./observe-out-of-draft.js";
import { observeQCase } from "./observe-q-case.js";
import type { Probe } from "./probe.js";

interface Observable {
  /** Its path in the dialect document. */
  path: string;
  observe(probe: Probe): Promise<Observation<unknown>>;
}

/** Job ids first: the first id the fake hands out is the first learning saw. */
const OBSERVABLES: readonly Observable[] = [
  { path: "jobIds", observe: observeJobIds },
  { path: "paging.linkParameters", observe: observeLinkParameters },
  { path: "paging.previousPastEnd", observe: observePreviousPastEnd },
  { path: "dates.fraction", observe: observeFraction },
  { path: "dates.kept", observe: observeKept },
  { path: "qCase", observe: observeQCase },
  { path: "dates.closeDateTime", observe: observeCloseDateTime },
  { path: "dates.dayZone", observe: observeDayZone },
  { path: "statusMoves.outOfDraft", observe: observeOutOfDraft },
  { path: "routing.patch", observe: observePatch },
  { path: "routing.options", observe: observeOptions },
  { path: "routing.overrideOther", observe: observeOverrideOther },
];

/**
 * Observes each member with a fresh probe (`probe()`), cleaning up after each, writes what
 * it saw into `document` and each observation into `observations` (by path; a refusal a
 * member saw is its class's exemplar too), and returns the members it could not see, with why.
 */
export async function observeObservables(
  document: Dialect,
  probe: () => Probe,
  cleanup: () => Promise<void>,
  observations: Map<string, Observation<unknown>>,
): Promise<UnobservedKnob[]> {
  const unobserved: UnobservedKnob[] = [];
  for (const { path, observe } of OBSERVABLES) {
    try {
      const observation = await observe(probe());
      observations.set(path, observation);
      // An observed undefined is a member with nothing to learn: no app sees it on this deployment.
      if (isObserved(observation) && observation.value !== undefined) {
        recordKnob(document, path, observation.value);
      } else if (isObserved(observation)) {
      } else {
        unobserved.push({ knob: path, reason: observation.unobservable });
      }
    } catch (error) {
      // An answer that breaks the published interface leaves the member unknown.
      if (!isConformanceFailure(error)) {
        throw error;
      }
      unobserved.push({ knob: path, reason: error.message });
    } finally {
      await cleanup();
    }
  }
  return unobserved;
}
