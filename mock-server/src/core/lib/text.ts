/** Text helpers shared by the rules and the collections. */

/** Length in Unicode code points, as JSON Schema's maxLength counts. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) {
    length += 1;
  }
  return length;
}

/**
 * Unicode's control characters (\p{Cc}: C0, DEL and C1) as a plain class, and the same
 * without HTML's whitespace. Every one is in the BMP, so no `u` flag is needed: a class
 * of ranges without it, made once, scans a description in a third of the time the
 * `\p{Cc}` property with a lookahead took (a test holds both equal to \p{Cc}).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const HTML_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;

/**
 * The first control character of a text (C0, DEL or C1: tab and line breaks included),
 * written `U+001B`, or undefined when it has none. A single-line field holding one could
 * retitle a terminal, or write to its clipboard, when a tool prints it.
 */
export function controlCharacterIn(text: string): string | undefined {
  return written(CONTROL.exec(text)?.[0]);
}

/**
 * The first control character of an HTML text that is not HTML's whitespace (tab, line
 * feed, form feed, carriage return), written `U+001B`, or undefined when it has none: the
 * HTML standard makes every other one a parse error, so a page cannot show it as text.
 */
export function htmlControlCharacterIn(text: string): string | undefined {
  return written(HTML_CONTROL.exec(text)?.[0]);
}

function written(control: string | undefined): string | undefined {
  return control === undefined ? undefined : `U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * What JSON.stringify escapes in a string, but for the quote: a backslash, a control
 * character, any surrogate (in case it is alone).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ESCAPED_BUT_QUOTES = /[\\\u0000-\u001f\ud800-\udfff]/;

/**
 * The JSON text of a string, or of null, exactly as JSON.stringify writes it. A stored
 * job writes six, and most hold nothing to escape but maybe quotes (a description's
 * links): those are written by searching for quotes alone, several times faster than
 * JSON.stringify's escaping character by character; any other text goes to JSON.stringify.
 */
export function jsonString(text: string | null): string {
  if (text === null) {
    return "null";
  }
  return ESCAPED_BUT_QUOTES.test(text) ? JSON.stringify(text) : `"${text.replaceAll('"', '\\"')}"`;
}

/** The value of an own property, never one inherited through `__proto__` or `constructor`. */
export function own(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** Whether an object has a key of its own. */
export function has(object: object, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** Whether an object has no enumerable key, found without listing its keys (an array made per call). */
export function hasNoKeys(object: object): boolean {
  for (const _ in object) {
    return false;
  }
  return true;
}

/** A plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON type name of a value, for messages. */
export function jsonType(value: unknown): string {
  if (value === null) {
    return "null";
  }
  if (Array.isArray(value)) {
    return "array";
  }
  return typeof value;
}

const PREVIEW_LENGTH = 60;

/**
 * JSON text of a value, written only as far as `budget` characters: a value nested
 * thousands deep or megabytes long costs no more than a short one, and cannot overflow
 * the stack the way JSON.stringify does.
 */
function shortJson(value: unknown, budget: number): string {
  if (budget <= 0) {
    return "";
  }
  if (typeof value === "string") {
    return JSON.stringify(value.length > budget ? value.slice(0, budget) : value);
  }
  if (typeof value !== "object" || value === null) {
    return JSON.stringify(value) ?? String(value);
  }
  const entries: Array<[string | undefined, unknown]> = Array.isArray(value)
    ? value.map((item): [undefined, unknown] => [undefined, item])
    : Object.entries(value);
  let text = Array.isArray(value) ? "[" : "{";
  for (const [index, [key, item]] of entries.entries()) {
    if (text.length >= budget) {
      break;
    }
    if (index > 0) {
      text += ",";
    }
    if (key !== undefined) {
      text += `${JSON.stringify(key)}:`;
    }
    text += shortJson(item, budget - text.length);
  }
  return text + (Array.isArray(value) ? "]" : "}");
}

/** A value shortened for a message. */
export function preview(value: unknown): string {
  const text = typeof value === "string" ? `'${value.slice(0, PREVIEW_LENGTH)}'` : shortJson(value, PREVIEW_LENGTH);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 3)}...` : text;
}
