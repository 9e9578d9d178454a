/**
 * Structural comparison of a response body with a prediction that may hold matchers
 * for values the model cannot know exactly (a new location's id, a salary unit).
 */

import { must } from "./must.js";

/** A prediction for a value the model only knows the shape of. */
export class Matcher {
  readonly description: string;
  readonly test: (value: unknown) => boolean;

  constructor(description: string, test: (value: unknown) => boolean) {
    this.description = description;
    this.test = test;
  }

  toJSON(): string {
    return `<${this.description}>`;
  }
}

/** Any non-empty string. */
export const anyString = new Matcher("any non-empty string", (value) => typeof value === "string" && value !== "");
/** Any positive integer. */
export const anyId = new Matcher("any positive integer", (value) => Number.isInteger(value) && (value as number) > 0);

/** One of several values. */
export function oneOf(values: readonly unknown[]): Matcher {
  return new Matcher(`one of ${JSON.stringify(values)}`, (value) =>
    values.some((candidate) => findDifference(value, candidate) === undefined),
  );
}

/** A date-time within `toleranceSeconds` of `iso`. */
export function nearInstant(iso: string, toleranceSeconds: number): Matcher {
  const expected = Date.parse(iso);
  return new Matcher(
    `within ${toleranceSeconds} s of ${iso}`,
    (value) => typeof value === "string" && Math.abs(Date.parse(value) - expected) <= toleranceSeconds * 1000,
  );
}

/** `text` as `[date, rest]`: the calendar day as written and what follows it (time and offset). */
function splitDate(text: string): [string, string] | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(text);
  return match ? [must(match[1], "the date of a date-time"), must(match[2], "the rest of a date-time")] : undefined;
}

/** The time of day after a written day (`T23:59:59.000-05:00`), and its offset in minutes when it has one. */
function timeOfDay(rest: string): { time: string; offset: number | undefined } | undefined {
  const match = /^T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?$/.exec(rest);
  if (!match) {
    return undefined;
  }
  const zone = match[2];
  const offset =
    zone === undefined
      ? undefined
      : zone === "Z"
        ? 0
        : (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return { time: must(match[1], "a time of day"), offset };
}

/** The calendar day of instant `ms` on a wall clock `minutes` east of UTC. */
function dayIn(ms: number, minutes: number): string {
  return new Date(ms + minutes * 60_000).toISOString().slice(0, 10);
}

/** The offset, in minutes, a date-time is written in (undefined for a date alone or none). */
function offsetOf(text: string | undefined): number | undefined {
  const parts = text === undefined ? undefined : splitDate(text);
  return parts ? timeOfDay(parts[1])?.offset : undefined;
}

/**
 * Whether `value` names, at calendar-date precision, the day instant `ms` falls on: a
 * date alone, or a date-time at any time of its day (a rule that fixes a Date's day fixes
 * no time of it: a service keeping days may write their start, end, noon or any other),
 * whose day is that of `ms` in the offset it is written in (a date alone: in `zone`
 * minutes, the deployment's offset).
 */
function sameDayAs(value: string, ms: number, zone: number | undefined): boolean {
  const written = splitDate(value);
  if (!written) {
    return false;
  }
  if (written[1] === "") {
    return written[0] === dayIn(ms, zone ?? 0) || written[0] === dayIn(ms, 0);
  }
  const time = timeOfDay(written[1]);
  return time !== undefined && written[0] === dayIn(ms, time.offset ?? zone ?? 0);
}

/**
 * A date `days` after `iso`, exactly: either `days` × 24 hours later, or the same local
 * time written `days` calendar days later (a service keeping local time across a
 * daylight-saving change), or that calendar day at day precision (a date alone, or any
 * time of that day: the rule fixes the day, not the time).
 */
export function daysAfter(iso: string, days: number): Matcher {
  const start = Date.parse(iso);
  const parts = splitDate(iso);
  const day = parts ? new Date(Date.parse(`${parts[0]}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) : "";
  return new Matcher(`exactly ${days} days after ${iso}`, (value) => {
    if (typeof value !== "string") {
      return false;
    }
    if (Date.parse(value) - start === days * 86_400_000) {
      return true;
    }
    const written = splitDate(value);
    if (
      parts !== undefined &&
      written !== undefined &&
      written[0] === day &&
      (written[1] === "" || written[1] === parts[1])
    ) {
      return true;
    }
    return sameDayAs(value, start + days * 86_400_000, offsetOf(iso));
  });
}

/**
 * The date a service shows for a closeDate sent as `text`: the same instant for a
 * date-time, or the same calendar day at day precision (either side a date alone, or a
 * date-time at any time of its day). `zone` is a date-time the deployment wrote,
 * whose offset is where it keeps its days.
 */
export function sameDate(text: string, zone?: string): Matcher {
  const sent = splitDate(text);
  const dateOnly = sent !== undefined && sent[1] === "";
  return new Matcher(`the date ${text}`, (value) => {
    if (typeof value !== "string") {
      return false;
    }
    const written = splitDate(value);
    if (!written || !sent) {
      return false;
    }
    if (dateOnly) {
      return written[0] === sent[0] || written[0] === new Date(Date.parse(text)).toISOString().slice(0, 10);
    }
    return Date.parse(value) === Date.parse(text) || sameDayAs(value, Date.parse(text), offsetOf(zone));
  });
}

/** An ISO 8601 date or date-time. */
export const anyDate = new Matcher(
  "an ISO 8601 date",
  (value) => typeof value === "string" && splitDate(value) !== undefined && !Number.isNaN(Date.parse(value)),
);

/** A string containing `part`, ignoring case. */
export function containing(part: string): Matcher {
  return new Matcher(
    `a string containing '${part}'`,
    (value) => typeof value === "string" && value.toLowerCase().includes(part.toLowerCase()),
  );
}

/** Where a value departs from its prediction. */
export interface Difference {
  /** JSON Pointer into the actual value. */
  pointer: string;
  actual: unknown;
  expected: unknown;
}

function escapeSegment(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** The first place `actual` departs from `expected`, or undefined when they agree. */
export function findDifference(actual: unknown, expected: unknown, pointer = ""): Difference | undefined {
  if (expected instanceof Matcher) {
    return expected.test(actual) ? undefined : { pointer, actual, expected };
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return { pointer, actual, expected };
    }
    for (let index = 0; index < expected.length; index++) {
      const found = findDifference(actual[index], expected[index], `${pointer}/${index}`);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) {
      return { pointer, actual, expected };
    }
    const expectedObject = expected as Record<string, unknown>;
    const actualObject = actual as Record<string, unknown>;
    for (const key of Object.keys(expectedObject)) {
      if (!(key in actualObject)) {
        return { pointer: `${pointer}/${escapeSegment(key)}`, actual: undefined, expected: expectedObject[key] };
      }
      const found = findDifference(actualObject[key], expectedObject[key], `${pointer}/${escapeSegment(key)}`);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
  return Object.is(actual, expected) ? undefined : { pointer, actual, expected };
}

/** A short, readable rendering of a value for messages. */
export function show(value: unknown): string {
  if (value instanceof Matcher) {
    return `<${value.description}>`;
  }
  const text = JSON.stringify(value, (_, inner) => (inner instanceof Matcher ? `<${inner.description}>` : inner));
  if (text === undefined) {
    return "undefined";
  }
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}
