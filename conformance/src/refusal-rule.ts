/**
 * The rule a refusal names. A request expected to succeed and refused is blamed on the
 * requirement its refusal speaks of, not on the check's headline: a 403 saying
 * `plan_restriction` to an upsert checked for tenancy breaks (or meets) the plan rule, and
 * a developer sent looking for a tenancy leak would look in vain. The words of each
 * requirement come from its catalogue id, so no table of refusal codes is kept here.
 */
import type { Answer } from "./answer.js";
import { CATALOGUE, type RequirementId } from "./catalogue/index.js";

/** Words too short to tell one rule from another. */
const MIN_WORD = 4;
/** A word names a rule when at most this many catalogue ids carry it: `plan`, not `job`. */
const DISTINCTIVE = 2;

/** A word as compared: lower case, a plural's `s` dropped. */
function stem(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > MIN_WORD && lower.endsWith("s") ? lower.slice(0, -1) : lower;
}

/** The words of a text, camelCase split, each also joined to the next (`auto refresh` as `autorefresh`). */
function wordsOf(text: string): Set<string> {
  const parts = text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "");
  const words = new Set<string>();
  parts.forEach((part, index) => {
    words.add(stem(part));
    const next = parts[index + 1];
    if (next) {
      words.add(stem(`${part}${next}`));
    }
  });
  return new Set([...words].filter((word) => word.length >= MIN_WORD));
}

/** The text of a refusal's string values (not its member names, which every refusal shares), or its whole text. */
function saidBy(answer: Answer): string {
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      values.push(value);
    } else if (value !== null && typeof value === "object") {
      Object.values(value).forEach(walk);
    }
  };
  if (answer.json === undefined) {
    return answer.text;
  }
  walk(answer.json);
  return values.join(" ");
}

/** What a requirement is about: the words of its id past the first segment (`tenancy.reference-id`: reference, referenceid). */
function subjectOf(id: string): Set<string> {
  return wordsOf(id.split(".").slice(1).join(" "));
}

const SUBJECTS = new Map(CATALOGUE.map((entry) => [entry.id, subjectOf(entry.id)]));

/** How many catalogue ids carry each word. */
const FREQUENCY = (() => {
  const counts = new Map<string, number>();
  for (const words of SUBJECTS.values()) {
    for (const word of words) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
})();

/**
 * The requirement a refusal of a request expected to succeed speaks of, when it is not
 * `headline` (whose words the refusal's body does not hold): one of `named` (what the
 * request exercised) sharing words with it, else any rule whose distinctive words it holds.
 */
export function ruleNamedBy(
  answer: Answer,
  headline: RequirementId,
  named: readonly RequirementId[],
): RequirementId | undefined {
  if (answer.status < 400 || answer.status > 499 || answer.text === "") {
    return undefined;
  }
  const said = wordsOf(saidBy(answer));
  const about = (id: RequirementId) => [...(SUBJECTS.get(id) ?? [])].filter((word) => said.has(word));
  if (about(headline).length > 0) {
    return undefined;
  }
  // First what the request itself put to the test ('not in the location collection' for a
  // town sent outside it), by any word the two share; then any rule, by a distinctive one.
  const [exercised] = named
    .filter((id) => id !== headline)
    .map((id) => ({ id, score: about(id).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  if (exercised) {
    return exercised.id;
  }
  let best: { id: RequirementId; score: number } | undefined;
  for (const entry of CATALOGUE) {
    // The document's own rules: a refusal's words say which one it applied.
    if (entry.level !== "seed" || entry.id === headline) {
      continue;
    }
    const score = about(entry.id).filter((word) => (FREQUENCY.get(word) ?? 0) <= DISTINCTIVE).length;
    if (score > 0 && (best === undefined || score > best.score)) {
      best = { id: entry.id, score };
    }
  }
  return best?.id;
}
