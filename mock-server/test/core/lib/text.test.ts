import { describe, expect, it } from "vitest";
import { controlCharacterIn, htmlControlCharacterIn } from "../../../src/core/lib/text.js";

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
