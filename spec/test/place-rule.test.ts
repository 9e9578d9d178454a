import { describe, expect, it } from "vitest";
import { cityAndProvince, inferPlaceRule, type PlaceExample, writePattern } from "../src/index.js";

const example = (description: string, shown: Record<string, string>): PlaceExample => ({
  ...(cityAndProvince(description) as { city: string; province: string }),
  shown: { description, ...shown },
});

describe("a place rule", () => {
  it("reads the city and province of a description by code or by the province's English name", () => {
    expect(cityAndProvince("Calgary, AB")).toEqual({ city: "Calgary", province: "AB" });
    expect(cityAndProvince("Calgary, Alberta")).toEqual({ city: "Calgary", province: "AB" });
    expect(cityAndProvince("Québec, Québec")).toEqual({ city: "Québec", province: "QC" });
    expect(cityAndProvince("St. John's, nl")).toEqual({ city: "St. John's", province: "NL" });
    expect(cityAndProvince("Calgary, ZZ")).toBeUndefined();
    expect(cityAndProvince("Calgary")).toBeUndefined();
  });

  it("learns each member's pattern from the places it is shown and writes it for a town it never saw", () => {
    const rule = inferPlaceRule([
      example("Toronto, ON", { name: "TORONTO (ON)", type: "town" }),
      example("Thunder Bay, ON", { name: "THUNDER BAY (ON)", type: "town" }),
      example("Moncton, NB", { name: "MONCTON (NB)", type: "town" }),
    ]);
    expect(rule).toEqual({ name: "{CITY} ({province})", description: "{city}, {province}", type: "town" });
    expect(writePattern(rule.name as string, "Gimli", "MB")).toBe("GIMLI (MB)");
  });

  it("learns names written with the province's name, a country, or the city alone", () => {
    expect(
      inferPlaceRule([
        example("Saskatoon, SK", { name: "Saskatoon, Saskatchewan" }),
        example("Windsor, NS", { name: "Windsor, Nova Scotia" }),
      ]).name,
    ).toBe("{city}, {provinceName}");
    expect(
      inferPlaceRule([
        example("Kelowna, BC", { name: "Kelowna, BC, Canada" }),
        example("Sudbury, ON", { name: "Sudbury, ON, Canada" }),
      ]).name,
    ).toBe("{city}, {province}, Canada");
    expect(inferPlaceRule([example("Regina, SK", { name: "Regina" })]).name).toBe("{city}");
  });

  it("leaves out a member the places write in no one pattern", () => {
    const rule = inferPlaceRule([
      example("Regina, SK", { name: "Regina", type: "City" }),
      example("Iqaluit, NU", { name: "Iqaluit (territory)", type: "City" }),
    ]);
    expect(rule.name).toBeUndefined();
    expect(rule.type).toBe("City");
  });
});
