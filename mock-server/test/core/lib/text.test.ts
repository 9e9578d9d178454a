import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlCharacterIn, htmlControlCharacterIn, jsonString } from "../../../src/core/lib/text.js";

/** Every UTF-16 code unit, as a one-unit text (control characters are all in the BMP). */
const UNITS = Array.from({ length: 0x10000 }, (_, unit) => String.fromCharCode(unit));

describe("control characters", () => {
  it("finds exactly the code units Unicode calls control characters (\\p{Cc})", () => {
    const found = UNITS.filter((unit) => controlCharacterIn(`a${unit}b`) !== undefined);
    expect(found).toEqual(UNITS.filter((unit) => /\p{Cc}/u.test(unit)));
  });

  it("finds in HTML exactly the control characters but tab, line feed, form feed and carriage return", () => {
    const found = UNITS.filter((unit) => htmlControlCharacterIn(`a${unit}b`) !== undefined);
    expect(found).toEqual(UNITS.filter((unit) => /(?![\t\n\f\r])\p{Cc}/u.test(unit)));
  });

  it("names the first one as its code point", () => {
    expect(controlCharacterIn("ok\u009b then \u001b")).toBe("U+009B");
    expect(htmlControlCharacterIn("line\r\nbreak\t\u007f")).toBe("U+007F");
    expect(controlCharacterIn("héllo 🎉")).toBeUndefined();
  });
});

describe("JSON strings", () => {
  it("writes every code unit as JSON.stringify does, alone and between others", () => {
    const written = UNITS.map((unit) => jsonString(`a${unit}b`));
    expect(written).toEqual(UNITS.map((unit) => JSON.stringify(`a${unit}b`)));
  });

  it("writes any text as JSON.stringify does, surrogate pairs and lone halves included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), (units, graphemes) => {
        expect(jsonString(units)).toBe(JSON.stringify(units));
        expect(jsonString(graphemes)).toBe(JSON.stringify(graphemes));
      }),
    );
  });

  it("writes null as null", () => {
    expect(jsonString(null)).toBe("null");
  });
});
