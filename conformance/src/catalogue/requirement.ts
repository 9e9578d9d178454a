/**
 * The shape of one catalogue entry: a behaviour the suite can hold a target to, where it
 * is described, at which level, and how it is checked or why it cannot be.
 */
import type { Area, Profile } from "../options.js";
import { documentLink, type Section } from "./sections.js";

/**
 * `seed`: stated by the interface document of the Job Posting API, safe to assert
 * against any deployment. `reference`: a decision of this toolkit where that document is
 * silent; asserted only by `--profile reference`. `dialect`: one knob of a dialect
 * document, a deployment's own choice where that document is silent; asserted only by
 * `--profile dialect`, against the dialect it is given.
 */
export type RequirementLevel = "seed" | "reference" | "dialect";

/** Whether a profile asserts requirements of a level: the reference profile adds its own to the seed level. */
export function inProfile(level: RequirementLevel, profile: Profile): boolean {
  return level === profile || (level === "seed" && profile === "reference");
}

/** How a requirement is checked, or why it cannot be. */
export type RequirementCheck =
  | { readonly checkable: true; readonly areas: readonly Area[]; readonly how: string }
  | { readonly checkable: false; readonly why: string };

/** One catalogue entry. */
export interface Requirement<Id extends string = string> {
  readonly id: Id;
  /** The section of the behaviour document it belongs to, meaningful on its own. */
  readonly section: Section;
  /** Where that section is written up: `docs/behaviour.md#anchor`. */
  readonly doc: string;
  readonly level: RequirementLevel;
  /** What the target must do, in one line. */
  readonly says: string;
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

/** Builds an entry, keeping its id as a literal type. */
export function requirement<const Id extends string>(
  id: Id,
  level: RequirementLevel,
  section: Section,
  says: string,
  check: RequirementCheck,
): Requirement<Id> {
  return { id, level, section, doc: documentLink(section), says, check };
}
