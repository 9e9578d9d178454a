import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../src/catalogue/index.js";
import { BEHAVIOUR_DOCUMENT, DIALECT_DOCUMENT, DIALECT_SECTION, SECTION_ANCHORS } from "../src/catalogue/sections.js";
import { AREAS } from "../src/options.js";

describe("the requirement catalogue", () => {
  it("gives every requirement a unique, stable-looking id", () => {
    const ids = CATALOGUE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
    }
  });

  it("keeps the toolkit's own decisions and the dialect knobs apart by an id prefix", () => {
    for (const entry of CATALOGUE) {
      expect(entry.id.startsWith("ref."), entry.id).toBe(entry.level === "reference");
      expect(entry.id.startsWith("dialect."), entry.id).toBe(entry.level === "dialect");
    }
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

  it("points at nothing outside the repository", () => {
    const text = JSON.stringify(CATALOGUE);
    expect(text).not.toMatch(/CONTRACT|\.\.\/shared|interface document|seed file/i);
  });

  it("cites, for every section, an anchor the behaviour document has", () => {
    const document = readFileSync(new URL(`../../${BEHAVIOUR_DOCUMENT}`, import.meta.url), "utf8");
    for (const [section, anchor] of Object.entries(SECTION_ANCHORS)) {
      expect(document, `${section} -> #${anchor}`).toContain(`<a id="${anchor}"></a>`);
    }
    for (const entry of CATALOGUE) {
      const { section } = entry;
      const doc = section === DIALECT_SECTION ? DIALECT_DOCUMENT : `docs/behaviour.md#${SECTION_ANCHORS[section]}`;
      expect(entry.doc).toBe(doc);
    }
  });
});
