/**
 * The shape of one requirement of the Job Posting API: a behaviour with a stable id, where
 * it is described and at which level. The reference server gives these ids as the reasons
 * of its answers; the conformance suite names them in its failures.
 */
import { documentLink, type Section } from "./sections.js";

/**
 * `seed`: stated by the interface document of the Job Posting API, safe to assert
 * against any deployment. `reference`: a decision of this toolkit where that document is
 * silent. `dialect`: one knob of a dialect document, a deployment's own choice where that
 * document is silent.
 */
export type RequirementLevel = "seed" | "reference" | "dialect";

/** One requirement. */
export interface Requirement<Id extends string = string> {
  readonly id: Id;
  /** The section of the behaviour document it belongs to, meaningful on its own. */
  readonly section: Section;
  /** Where that section is written up: `docs/behaviour.md#anchor`. */
  readonly doc: string;
  readonly level: RequirementLevel;
  /** What the API must do, in one line. */
  readonly says: string;
}

/** Builds an entry, keeping its id as a literal type. */
export function requirement<const Id extends string>(
  id: Id,
  level: RequirementLevel,
  section: Section,
  says: string,
): Requirement<Id> {
  return { id, level, section, doc: documentLink(section), says };
}
