/**
 * What the suite adds to a requirement of the API: how it is checked or why it cannot be,
 * and which profiles assert it.
 */
import type { Requirement as ApiRequirement, RequirementLevel } from "@jobs-toolkit/spec/requirements";
import type { Area, Profile } from "../options.js";

export type { RequirementLevel } from "@jobs-toolkit/spec/requirements";

/**
 * Whether a profile asserts requirements of a level: the reference profile adds its own to
 * the seed level; `--profile dialect` asserts the dialect knobs against the dialect given.
 */
export function inProfile(level: RequirementLevel, profile: Profile): boolean {
  return level === profile || (level === "seed" && profile === "reference");
}

/** How a requirement is checked, or why it cannot be. */
export type RequirementCheck =
  | {
      readonly checkable: true;
      readonly areas: readonly Area[];
      readonly how: string;
      /** The published interface's words a seed-level check rests on, and the readings it takes. */
      readonly words?: string;
    }
  | { readonly checkable: false; readonly why: string };

/** One catalogue entry: the API's requirement and the suite's check of it. */
export interface Requirement<Id extends string = string> extends ApiRequirement<Id> {
  readonly check: RequirementCheck;
}

/** A requirement checked by checks of these areas. */
export function checked(areas: readonly Area[], how: string): RequirementCheck {
  return { checkable: true, areas, how };
}

/** A requirement no request can observe. */
export function notCheckable(why: string): RequirementCheck {
  return { checkable: false, why };
}
