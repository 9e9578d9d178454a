/** Text helpers shared by the rules and the collections. */

/** Length in Unicode code points, as JSON Schema's maxLength counts. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** Folds case and accents so `montreal` finds `Montréal`. */
export function foldForMatch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The value of an own property, never one inherited through `__proto__` or `constructor`. */
export function own(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** Whether an object has a key of its own. */
export function has(object: object, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** A plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON type name of a value, for messages. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** A value shortened for a message. */
export function preview(value: unknown): string {
  const text = typeof value === "string" ? `'${value}'` : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
