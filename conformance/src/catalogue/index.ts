/**
 * The requirement catalogue: every behaviour the suite holds a target to, with a stable
 * id. Checks name these ids; the type {@link RequirementId} admits no other string.
 */
import { DIALECT_REQUIREMENTS } from "./dialect.js";
import { REFERENCE_REQUIREMENTS } from "./reference.js";
import type { Requirement } from "./requirement.js";
import { SEED_REQUIREMENTS } from "./seed.js";

export type { Requirement } from "./requirement.js";

/** Every requirement, seed level first, dialect knobs last. */
export const CATALOGUE = [...SEED_REQUIREMENTS, ...REFERENCE_REQUIREMENTS, ...DIALECT_REQUIREMENTS] as const;

/** The id of a catalogue entry. */
export type RequirementId = (typeof CATALOGUE)[number]["id"];

/** One requirement or several that a check asserts together. */
export type Requirements = RequirementId | readonly [RequirementId, ...RequirementId[]];

const BY_ID: ReadonlyMap<string, Requirement> = new Map(CATALOGUE.map((entry) => [entry.id, entry]));

/** The entry of an id. */
export function requirementOf(id: RequirementId): Requirement<RequirementId> {
  return BY_ID.get(id) as Requirement<RequirementId>;
}

/** The ids a check names, as a list. */
export function idsOf(requirements: Requirements): readonly RequirementId[] {
  return typeof requirements === "string" ? [requirements] : requirements;
}
