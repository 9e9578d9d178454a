import fc from "fast-check";
import { expect, it } from "vitest";
import { encodeToKeep } from "../../../src/core/lib/utf8.js";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const expected = (text: string) => new TextEncoder().encode(text);

it("gives the UTF-8 bytes TextEncoder gives, for any text, short or long", () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary", minLength: 5_000, maxLength: 6_000 })),
      (text) => {
        // Compared as bytes at once: a deep equal of long typed arrays walks them element by element.
        expect(Buffer.compare(encodeToKeep(text).bytes, expected(text))).toBe(0);
      },
    ),
  );
});

it("keeps every text intact while more are encoded after it (no slab overwrites another's bytes)", () => {
  // Enough text per case to fill several slabs; a failure is shown as found, not shrunk.
  const texts = fc.array(fc.string({ unit: "binary", minLength: 200, maxLength: 2_000 }), {
    minLength: 20,
    maxLength: 60,
  });
  fc.assert(
    fc.property(texts, (texts) => {
      const kept = texts.map((text) => encodeToKeep(text).bytes);
      expect(kept.map(decode)).toEqual(texts.map((text) => decode(expected(text))));
    }),
    { numRuns: 30, endOnFailure: true },
  );
});

it("keeps two texts one after the other and says where the second begins, in bytes", () => {
  const pairs = fc.array(
    fc.tuple(
      fc.string({ unit: "binary", maxLength: 1_500 }),
      fc.oneof(fc.string({ unit: "binary", maxLength: 1_500 }), fc.string({ unit: "binary", minLength: 3_000 })),
    ),
    { minLength: 5, maxLength: 30 },
  );
  fc.assert(
    fc.property(pairs, (pairs) => {
      const kept = pairs.map(([first, second]) => encodeToKeep(first, second));
      const split = kept.map(({ bytes, secondAt }) => [
        decode(bytes.subarray(0, secondAt)),
        decode(bytes.subarray(secondAt)),
      ]);
      expect(split).toEqual(pairs.map((pair) => pair.map((text) => decode(expected(text)))));
    }),
    { numRuns: 30, endOnFailure: true },
  );
});
