/** Collects every broken rule of a request, so all of them are reported at once. */

import type { Violation } from "../domain/errors.js";
import { codePointLength, controlCharacterIn, isObject, jsonType, preview } from "../lib/text.js";

/** Appends a key to a JSON Pointer, escaping `~` and `/`. */
export function pointerTo(base: string, key: string | number): string {
  // Rules build a pointer for every field they read: most keys need no escaping.
  if (typeof key === "number" || !(key.includes("~") || key.includes("/"))) {
    return `${base}/${key}`;
  }
  return `${base}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

export class Violations {
  readonly list: Violation[] = [];

  add(pointer: string, code: string, message: string, facts?: Readonly<Record<string, string>>): void {
    this.list.push(facts === undefined ? { pointer, code, message } : { pointer, code, message, facts });
  }

  /** Runs `check`, recording the violations it adds as rules on the whole job (checked once every field is read). */
  onWholeJob<T>(check: () => T): T {
    const from = this.list.length;
    const result = check();
    for (let index = from; index < this.list.length; index += 1) {
      this.list[index] = { ...(this.list[index] as Violation), wholeJob: true };
    }
    return result;
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  /** Records a wrong JSON type and returns undefined, for `return v.wrongType(...)`. */
  wrongType(pointer: string, expected: string, value: unknown): undefined {
    this.add(pointer, "invalid_type", `must be ${expected}; got ${jsonType(value)} ${preview(value)}`);
    return undefined;
  }

  /** A string of at most `max` code points, or undefined after recording why not. */
  string(value: unknown, pointer: string, max: number): string | undefined {
    if (typeof value !== "string") {
      return this.wrongType(pointer, "a string", value);
    }
    // A string has no more code points than UTF-16 units, so most need no counting.
    const length = value.length <= max ? value.length : codePointLength(value);
    if (length > max) {
      this.add(pointer, "too_long", `must be at most ${max} characters; got ${length}`);
      return undefined;
    }
    return value;
  }

  /** A single line of at most `max` code points, without control characters, or undefined after recording why not. */
  line(value: unknown, pointer: string, max: number): string | undefined {
    const text = this.string(value, pointer, max);
    if (text === undefined) {
      return undefined;
    }
    const control = controlCharacterIn(text);
    if (control !== undefined) {
      this.add(pointer, "control_character", `must be one line without control characters; got ${control}`);
      return undefined;
    }
    return text;
  }

  /** A boolean, or undefined after recording why not. */
  boolean(value: unknown, pointer: string): boolean | undefined {
    return typeof value === "boolean" ? value : this.wrongType(pointer, "true or false", value);
  }

  /** A JSON object, or undefined after recording why not. */
  object(value: unknown, pointer: string): Record<string, unknown> | undefined {
    return isObject(value) ? value : this.wrongType(pointer, "an object", value);
  }

  /** An integer, or undefined after recording why not. */
  integer(value: unknown, pointer: string): number | undefined {
    return Number.isInteger(value) ? (value as number) : this.wrongType(pointer, "an integer", value);
  }

  /** Records each key outside `known` as an unknown field (strict mode). */
  unknownKeys(object: Record<string, unknown>, known: ReadonlySet<string>, pointer: string): void {
    for (const key of Object.keys(object)) {
      if (!known.has(key)) {
        this.add(pointerTo(pointer, key), "unknown_field", `'${key}' is not a field here`);
      }
    }
  }
}
