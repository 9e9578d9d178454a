import assert from "node:assert/strict";
import fc from "fast-check";
import { expect, it } from "vitest";
import { formatTimestamp, parseTimestamp } from "../../src/core/lib/dates.js";

it.each([
  ["2026-11-21T15:04:05Z", "2026-11-21T15:04:05Z"],
  ["2026-11-21t15:04:05z", "2026-11-21T15:04:05Z"],
  ["2026-11-21T15:04:05.999Z", "2026-11-21T15:04:05Z"],
  ["2026-11-21T15:04:05+05:30", "2026-11-21T09:34:05Z"],
  ["2026-11-21T15:04:05-00:00", "2026-11-21T15:04:05Z"],
  ["2026-12-31", "2026-12-31T00:00:00Z"],
  ["2028-02-29", "2028-02-29T00:00:00Z"],
])("reads %s as %s", (text, expected) => {
  const seconds = parseTimestamp(text);
  assert.ok(seconds !== undefined);
  expect(formatTimestamp(seconds)).toBe(expected);
});

it.each([
  "2026-02-29",
  "2026-13-01",
  "2026-11-21T24:00:00Z",
  "2026-11-21T15:04:05",
  "2026-11-21 15:04:05Z",
  "21/11/2026",
  "",
  "2026-11-21T15:04:60Z",
])("refuses %j", (text) => {
  expect(parseTimestamp(text)).toBeUndefined();
});

it("writes any second as toISOString does, whichever seconds were written before it", () => {
  const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
  // Seconds 31 apart, and the same second again, share a remembered slot.
  const second = fc.oneof(
    fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }),
    fc.constantFrom(0, 31, 62, 1_780_000_000),
  );
  fc.assert(
    fc.property(fc.array(second, { minLength: 1, maxLength: 40 }), (seconds) => {
      expect(seconds.map(formatTimestamp)).toEqual(seconds.map(iso));
    }),
  );
});
