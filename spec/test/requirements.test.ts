import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BEHAVIOUR_DOCUMENT,
  DIALECT_DOCUMENT,
  DIALECT_SECTION,
  isRequirementId,
  REQUIREMENTS,
  requirementOf,
  SECTION_ANCHORS,
  sectionAnchor,
} from "../src/requirements/index.js";

const behaviour = readFileSync(new URL(`../../${BEHAVIOUR_DOCUMENT}`, import.meta.url), "utf8");

/** Every `<a id="...">` of the behaviour document, in order. */
const ANCHORS = [...behaviour.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] as string);

/**
 * The anchors that describe the API itself: from the wire format up to the reference
 * server's own part (its options, controls and chaos are the server's, not the API's).
 */
const API_ANCHORS = ANCHORS.slice(ANCHORS.indexOf("wire-format"), ANCHORS.indexOf("reference-server"));

describe("the requirement catalogue", () => {
  it("gives every requirement a unique, stable-looking id", () => {
    const ids = REQUIREMENTS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
      expect(isRequirementId(id)).toBe(true);
      expect(requirementOf(id).id).toBe(id);
    }
    expect(isRequirementId("job.title.too-witty")).toBe(false);
  });

  it("keeps the toolkit's own decisions and the dialect knobs apart by an id prefix", () => {
    for (const entry of REQUIREMENTS) {
      expect(entry.id.startsWith("ref."), entry.id).toBe(entry.level === "reference");
      expect(entry.id.startsWith("dialect."), entry.id).toBe(entry.level === "dialect");
      expect(entry.says.length, entry.id).toBeGreaterThan(10);
    }
  });

  it("points at nothing outside the repository", () => {
    expect(JSON.stringify(REQUIREMENTS)).not.toMatch(/CONTRACT|\.\.\/shared|interface document|seed file/i);
  });
});

describe("the catalogue and docs/behaviour.md", () => {
  it("finds the API's sections between the wire format and the reference server", () => {
    expect(API_ANCHORS).toContain("errors");
    expect(API_ANCHORS).not.toContain("server-options");
  });

  it("cites, for every requirement, an anchor the behaviour document has", () => {
    for (const entry of REQUIREMENTS) {
      const anchor = sectionAnchor(entry.section);
      if (entry.section === DIALECT_SECTION) {
        expect(entry.doc, entry.id).toBe(DIALECT_DOCUMENT);
        continue;
      }
      expect(ANCHORS, `${entry.id} -> #${anchor}`).toContain(anchor);
      expect(entry.doc).toBe(`${BEHAVIOUR_DOCUMENT}#${anchor}`);
    }
  });

  it("gives every section of the API in the behaviour document at least one requirement", () => {
    const cited = new Set(REQUIREMENTS.map((entry) => sectionAnchor(entry.section)));
    expect(API_ANCHORS.filter((anchor) => !cited.has(anchor))).toEqual([]);
  });

  it("names no section without an anchor the document has", () => {
    const missing = Object.entries(SECTION_ANCHORS).filter(([, anchor]) => !ANCHORS.includes(anchor));
    expect(missing).toEqual([]);
  });
});
