/**
 * The requirement catalogue as the suite uses it: every requirement of the API (from
 * `@jobs-toolkit/spec/requirements`, where the reference server reads the same ids) with
 * how the suite checks it. The type {@link RequirementId} admits no other string.
 */
import { type Requirement as ApiRequirement, REQUIREMENTS, type RequirementId } from "@jobs-toolkit/spec/requirements";
import { DIALECT_CHECK } from "./dialect.js";
import { REFERENCE_CHECKS } from "./reference.js";
import type { Requirement, RequirementCheck } from "./requirement.js";
import { SEED_CHECKS } from "./seed.js";
import { SEED_WORDS } from "./seed-words.js";

export type { RequirementId } from "@jobs-toolkit/spec/requirements";
export type { Requirement } from "./requirement.js";

// Typed as a partial record of ids, the two tables cannot name an id the API does not know.
const CHECKS: Partial<Record<RequirementId, RequirementCheck>> = { ...SEED_CHECKS, ...REFERENCE_CHECKS };

const WORDS: Partial<Record<RequirementId, string>> = SEED_WORDS;

/** How a requirement is checked (with the document's words, at seed level): the dialect knobs all alike, every other one its own way. */
function checkOf(entry: ApiRequirement<RequirementId>): RequirementCheck {
  const check = entry.level === "dialect" ? DIALECT_CHECK : CHECKS[entry.id];
  if (check === undefined) {
    throw new Error(`The suite says nothing of how requirement ${entry.id} is checked`);
  }
  const words = WORDS[entry.id];
  return check.checkable && words ? { ...check, words } : check;
}

/** Every requirement with its check, seed level first, dialect knobs last. */
export const CATALOGUE: readonly Requirement<RequirementId>[] = REQUIREMENTS.map((entry) => ({
  ...entry,
  check: checkOf(entry),
}));

/** One requirement or several that a check asserts together. */
export type Requirements = RequirementId | readonly [RequirementId, ...RequirementId[]];

const BY_ID: ReadonlyMap<string, Requirement<RequirementId>> = new Map(CATALOGUE.map((entry) => [entry.id, entry]));

/** The entry of an id. */
export function requirementOf(id: RequirementId): Requirement<RequirementId> {
  return BY_ID.get(id) as Requirement<RequirementId>;
}

/** The ids a check names, as a list. */
export function idsOf(requirements: Requirements): readonly RequirementId[] {
  return typeof requirements === "string" ? [requirements] : requirements;
}
