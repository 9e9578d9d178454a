/**
 * Text from a server made safe for a terminal. A title may hold ESC, OSC, C1, BEL or
 * CR: written raw, they retitle the window, write the clipboard (OSC 52) or overwrite
 * what was printed. Every terminal format shows them escaped instead (`\x1b`, `\u009b`),
 * visible and inert; JSON output keeps them as JSON escapes.
 */

// Cc, the control characters: C0, DEL and C1, what a terminal may act on rather than show.
const CONTROLS = /\p{Cc}/gu;
// The same but tab and newline, for text whose format uses lines and tabs itself.
const CONTROLS_BUT_TAB_AND_NEWLINE = /(?![\t\n])\p{Cc}/gu;
// What JSON.stringify leaves raw: DEL and C1 (it escapes C0 itself, and indents with newlines).
const RAW_IN_JSON = /[\u007f-\u009f]/g;

const SHORT: Readonly<Record<string, string>> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function escapeControl(char: string): string {
  const code = char.charCodeAt(0);
  const hex = code.toString(16).padStart(2, "0");
  // C1 as \u, so it does not read as the byte \x9b of some other encoding.
  return SHORT[char] ?? (code < 0x80 ? `\\x${hex}` : `\\u00${hex}`);
}

/**
 * One line of text with every control character escaped, tab and newline included: for a
 * table or TSV cell, a `name  value` line, or a message. Backslashes are left as they are.
 */
export function visible(text: string): string {
  return text.replace(CONTROLS, escapeControl);
}

/** Text shown as lines (a response body that is not JSON): controls escaped but tab and newline. */
export function visibleLines(text: string): string {
  return text.replace(CONTROLS_BUT_TAB_AND_NEWLINE, escapeControl);
}

/**
 * JSON for stdout, with DEL and C1 as `\u` escapes too: they can only sit inside strings,
 * where the escape reads the same.
 */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);
}
