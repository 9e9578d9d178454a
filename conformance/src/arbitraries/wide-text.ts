/**
 * Text for the length limits, which the interface document counts in characters: one-,
 * two-, three- and four-byte characters in turn (the last outside the Basic Multilingual
 * Plane, two UTF-16 units), so a target that counts bytes or UTF-16 units instead of
 * characters misses the bound.
 */
const WIDE = ["t", "é", "€", "𝄞"] as const;

/** `length` characters (code points), no two neighbours of the same width. */
export function wideText(length: number): string {
  return Array.from({ length }, (_, index) => WIDE[index % WIDE.length]).join("");
}
