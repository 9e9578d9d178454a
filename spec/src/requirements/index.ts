/**
 * The requirement catalogue of the Job Posting API: every behaviour with a stable id, its
 * sentence and the section of `docs/behaviour.md` that writes it up. The reference server
 * gives these ids as the reasons of its answers, its inspector links them to that
 * section, and the conformance suite names them in its failures.
 */
import { DIALECT_REQUIREMENTS } from "./dialect.js";
import { REFERENCE_REQUIREMENTS } from "./reference.js";
import type { Requirement } from "./requirement.js";
import { SEED_REQUIREMENTS } from "./seed.js";

export type { Requirement, RequirementLevel } from "./requirement.js";
export {
  BEHAVIOUR_DOCUMENT,
  DIALECT_DOCUMENT,
  DIALECT_SECTION,
  SECTION_ANCHORS,
  type Section,
  sectionAnchor,
} from "./sections.js";

/** Every requirement, seed level first, dialect knobs last. */
export const REQUIREMENTS = [...SEED_REQUIREMENTS, ...REFERENCE_REQUIREMENTS, ...DIALECT_REQUIREMENTS] as const;

/** The id of a requirement. */
export type RequirementId = (typeof REQUIREMENTS)[number]["id"];

const BY_ID: ReadonlyMap<string, Requirement<RequirementId>> = new Map(REQUIREMENTS.map((entry) => [entry.id, entry]));

/** The entry of an id. */
export function requirementOf(id: RequirementId): Requirement<RequirementId> {
  return BY_ID.get(id) as Requirement<RequirementId>;
}

/** Whether a string is the id of a requirement. */
export function isRequirementId(text: string): text is RequirementId {
  return BY_ID.has(text);
}
