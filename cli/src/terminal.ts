/**
 * Text from a server made safe for a terminal. A title may hold ESC, OSC, C1, BEL or
 * CR: written raw, they retitle the window, write the clipboard (OSC 52) or overwrite
 * what was printed. It may also hold invisible format characters: a bidirectional
 * override (U+202E) reorders what the terminal shows, a zero-width one (U+200B) makes two
 * different referenceIds look the same. Every terminal format shows them all escaped
 * instead (`\x1b`, `\u009b`, `\u202e`), visible and inert; JSON output keeps them as JSON
 * escapes, so the text read back is the text sent.
 */

// Cc, the control characters (C0, DEL and C1): what a terminal may act on rather than show.
// Cf, the format characters (bidirectional controls, zero-width characters, tags), and the
// line and paragraph separators: what changes how the rest shows without showing itself.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// The same but tab and newline, for text whose format uses lines and tabs itself.
const UNSAFE_BUT_TAB_AND_NEWLINE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// What JSON.stringify leaves raw of those: DEL, C1 and the rest (it escapes C0 itself, and indents with newlines).
const RAW_IN_JSON = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu;

const SHORT: Readonly<Record<string, string>> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A code unit as a JSON or JavaScript escape: `\u202e`. */
const unitEscape = (unit: number) => `\\u${unit.toString(16).padStart(4, "0")}`;

function escapeUnsafe(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (SHORT[char]) {
    return SHORT[char];
  }
  if (code < 0x80) {
    return `\\x${code.toString(16).padStart(2, "0")}`;
  }
  // C1 as \u, so it does not read as the byte \x9b of some other encoding.
  return code > 0xffff ? `\\u{${code.toString(16)}}` : unitEscape(code);
}

/**
 * One line of text with every control and format character escaped, tab and newline
 * included: for a table or TSV cell, a `name  value` line, or a message. Backslashes are
 * left as they are.
 */
export function visible(text: string): string {
  return text.replace(UNSAFE, escapeUnsafe);
}

/** Text shown as lines (a response body that is not JSON): controls escaped but tab and newline. */
export function visibleLines(text: string): string {
  return text.replace(UNSAFE_BUT_TAB_AND_NEWLINE, escapeUnsafe);
}

/**
 * JSON for stdout, with DEL, C1 and the format characters as `\u` escapes too (a tag
 * character as its two surrogates): they can only sit inside strings, where the escape
 * reads the same.
 */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (char) =>
    [...Array(char.length).keys()].map((index) => unitEscape(char.charCodeAt(index))).join(""),
  );
}
