/**
 * Text for the length limits, which the interface document counts in characters: one-,
 * two-, three- and four-byte characters in turn (the last outside the Basic Multilingual
 * Plane, two UTF-16 units), so a target that counts bytes instead of characters misses
 * the bound. "Characters" reads as code points or as UTF-16 code units (as Java, .NET and
 * JavaScript count), so text meant to sit exactly at a bound keeps to the Basic
 * Multilingual Plane, where both readings agree and UTF-8 bytes still count more.
 */
const WIDE = ["t", "é", "€", "𝄞"] as const;
const PLANE = ["t", "é", "€"] as const;

/** `length` characters (code points), no two neighbours of the same width; `bmp` keeps out the four-byte one. */
export function wideText(length: number, options: { bmp?: boolean } = {}): string {
  const widths = options.bmp ? PLANE : WIDE;
  return Array.from({ length }, (_, index) => widths[index % widths.length]).join("");
}
