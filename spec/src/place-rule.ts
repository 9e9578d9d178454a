/**
 * A deployment's rule for a place it does not hold yet: each member a pattern written from
 * the city as sent and the province, learnt by example from the places it does hold (see
 * {@link inferPlaceRule}) and applied by a fake to descriptions it never saw.
 */
import { PROVINCE_NAMES } from "./facts.js";

/** The members of a new place, each a pattern with {city}, {CITY}, {province} and {provinceName}. */
export interface PlacePatterns {
  name: string;
  description: string;
  type: string;
}

/** What a pattern writes for one city and province, token by token. */
function tokens(city: string, province: string): Array<[string, string]> {
  return [
    ["{provinceName}", PROVINCE_NAMES[province] ?? province],
    ["{CITY}", city.toUpperCase()],
    ["{city}", city],
    ["{province}", province],
  ];
}

/** A pattern written for a city and province. */
export function writePattern(pattern: string, city: string, province: string): string {
  let text = pattern;
  for (const [token, value] of tokens(city, province)) {
    text = text.replaceAll(token, value);
  }
  return text;
}

/** The patterns that write `text` for a city and province: the literal text, with the longest values made tokens first. */
function patternOf(text: string, city: string, province: string): string {
  const candidates = tokens(city, province)
    .filter(([, value]) => value !== "")
    .sort(([, left], [, right]) => right.length - left.length);
  let pattern = text;
  for (const [token, value] of candidates) {
    // The city as sent and in upper case are the same text for a city written in capitals.
    if (token === "{CITY}" && value === city) {
      continue;
    }
    pattern = pattern.split(value).join(token);
  }
  return pattern;
}

/** A known place: its members and the city and province its `City, XX` description names. */
export interface PlaceExample {
  city: string;
  province: string;
  shown: Readonly<Record<string, unknown>>;
}

/** The city and province code a `City, XX` description names; undefined for another form. */
export function cityAndProvince(description: string): { city: string; province: string } | undefined {
  const match = /^(.+?)\s*,\s*(\p{L}[\p{L} .]*?)\s*$/u.exec(description);
  const province = match?.[2] && provinceCode(match[2]);
  return match?.[1] && province ? { city: match[1].trim(), province } : undefined;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The code of a province or territory given by its code or its English name, accents aside (`Alberta`, `Québec`). */
function provinceCode(text: string): string | undefined {
  const upper = text.toUpperCase();
  if (upper in PROVINCE_NAMES) {
    return upper;
  }
  const wanted = fold(text);
  return Object.entries(PROVINCE_NAMES).find(([, name]) => fold(name) === wanted)?.[0];
}

/**
 * The patterns every example follows alike, member by member (name, description, type);
 * a member the examples write differently is left out (the fake keeps its own there).
 */
export function inferPlaceRule(examples: readonly PlaceExample[]): Partial<PlacePatterns> {
  const rule: Partial<PlacePatterns> = {};
  for (const member of ["name", "description", "type"] as const) {
    // A member every example writes alike is a constant, even where it holds a province code.
    const constants = new Set(examples.map(({ shown }) => shown[member]));
    const [constant] = constants;
    if (examples.length > 1 && constants.size === 1 && typeof constant === "string" && !constant.includes("{")) {
      rule[member] = constant;
      continue;
    }
    const patterns = new Set(
      examples.map(({ city, province, shown }) =>
        typeof shown[member] === "string" ? patternOf(shown[member], city, province) : undefined,
      ),
    );
    const [only] = patterns;
    if (patterns.size === 1 && only !== undefined) {
      rule[member] = only;
    }
  }
  return rule;
}
