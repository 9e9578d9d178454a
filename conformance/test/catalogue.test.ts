import { REQUIREMENTS } from "@jobs-toolkit/spec/requirements";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../src/catalogue/index.js";
import { AREAS } from "../src/options.js";

describe("the requirement catalogue", () => {
  it("holds every requirement of the API, in its order, with the API's own words", () => {
    expect(CATALOGUE.map(({ check: _, ...entry }) => entry)).toEqual(REQUIREMENTS);
  });

  it("says how each entry is checked, or why it cannot be", () => {
    for (const entry of CATALOGUE) {
      expect(entry.says.length, entry.id).toBeGreaterThan(10);
      expect(entry.section.length, entry.id).toBeGreaterThan(3);
      if (entry.check.checkable) {
        expect(entry.check.areas.length, entry.id).toBeGreaterThan(0);
        for (const area of entry.check.areas) {
          expect(AREAS).toContain(area);
        }
      } else {
        expect(entry.check.why.length, entry.id).toBeGreaterThan(10);
        expect(entry.level, entry.id).toBe("seed");
      }
    }
  });

  it("gives, for every checkable seed requirement, the interface document's words the check rests on", () => {
    for (const entry of CATALOGUE.filter(({ level, check }) => level === "seed" && check.checkable)) {
      expect(entry.check.checkable && entry.check.words, entry.id).toMatch(/\w{3}/);
    }
  });
});
