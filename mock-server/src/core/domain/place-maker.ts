/**
 * How a place the collection does not hold is written: the reference server's own form
 * (`{city}`, `{city}, {province}`, `City`), or the rule a dialect learnt from the
 * deployment's own places, member by member.
 */
import { type DialectLocations, type PlacePatterns, writePattern } from "@jobs-toolkit/spec";

const OWN_FORM: PlacePatterns = { name: "{city}", description: "{city}, {province}", type: "City" };

/** Writes new places and picks among namesakes, as the dialect says. */
export interface PlaceMaker {
  make(city: string, province: string): { name: string; description: string; type: string };
  ambiguousCity: "reject" | "first";
}

/** The place maker of a dialect's location rule (the reference server's form where it names none). */
export function placeMaker(dialect: DialectLocations): PlaceMaker {
  const { name = OWN_FORM.name, description = OWN_FORM.description, type = OWN_FORM.type } = dialect.rule ?? {};
  const patterns: PlacePatterns = { name, description, type };
  return {
    make: (city, province) => ({
      name: writePattern(patterns.name, city, province),
      description: writePattern(patterns.description, city, province),
      type: writePattern(patterns.type, city, province),
    }),
    ambiguousCity: dialect.ambiguousCity ?? "reject",
  };
}
