import fc from "fast-check";
import { expect, it } from "vitest";
import { foldForMatch, foldFully } from "../src/facts.js";

it.each([
  ["Montréal", "montreal"],
  ["  Saint   John ", "saint john"],
  ["QUÉBEC\tCity", "quebec city"],
  ["Grande^Prairie", "grandeprairie"],
  ["Back`tick", "backtick"],
  ["Toronto", "toronto"],
])("folds %j to %j", (name, folded) => {
  expect(foldForMatch(name)).toBe(folded);
});

it("folds every text as the full folding does, plain ASCII names included", () => {
  const ascii = fc.string({
    unit: fc.constantFrom(..." \t^`aZé-.'", ...Array.from({ length: 95 }, (_, code) => String.fromCharCode(32 + code))),
  });
  fc.assert(
    fc.property(fc.oneof(ascii, fc.string({ unit: "grapheme" })), (text) => {
      expect(foldForMatch(text)).toBe(foldFully(text));
    }),
    { numRuns: 2_000 },
  );
});
