/**
 * What learning reads beside the knobs, from the answers it saw: the allocation of job
 * ids, whether fractions of a second are real, and the order of a link's parameters.
 */
import { expect, it } from "vitest";
import { closeDateTimeOf, dayZoneOf } from "../src/dialect/observe-close-date-time.js";
import { fractionOf, observeFraction } from "../src/dialect/observe-fraction.js";
import { jobIdsFrom } from "../src/dialect/observe-job-ids.js";
import { parameterOrder } from "../src/dialect/observe-link-order.js";
import type { Probe } from "../src/dialect/probe.js";

it("reads ids one after another as a sequence from the first id seen, in its step", () => {
  expect(jobIdsFrom([5, 6, 7, 8])).toEqual({ allocation: "sequential", first: 5, step: 1 });
  expect(jobIdsFrom([59, 72, 85, 98])).toEqual({ allocation: "sequential", first: 59, step: 13 });
});

it("reads ids with no constant step as drawn from the decades they fall in", () => {
  expect(jobIdsFrom([4_810_233, 1_022_871, 7_700_002, 3_000_001])).toMatchObject({
    allocation: "random",
    min: 1_000_000,
    max: 9_999_999,
  });
  expect(jobIdsFrom([2_147_000_000, 2_100_000_000, 2_147_483_000])).toMatchObject({
    allocation: "random",
    min: 1_000_000_000,
    max: 2_147_483_647,
  });
});

it("reads drawn ids each above the one before as rising, and one below an earlier one as in any order", () => {
  expect(jobIdsFrom([1_000_000, 1_007_956, 1_015_966, 1_023_915])).toEqual({
    allocation: "random",
    min: 1_000_000,
    max: 9_999_999,
    order: "rising",
  });
  expect(jobIdsFrom([1_004_242, 6_559_799, 3_115_356, 8_670_913])).toEqual({
    allocation: "random",
    min: 1_000_000,
    max: 9_999_999,
    order: "any",
  });
});

it("reads a fraction that is not zero as real, and only fractions all zero as zero", () => {
  expect(fractionOf(["2026-11-21T15:04:05.000Z", "2026-11-21T15:04:05.412Z"])).toBe("real");
  expect(fractionOf(["2026-11-21T15:04:05.000000+05:30", "2026-11-21T15:04:06.000000+05:30"])).toBe("zero");
});

it("reads a clock that counts milliseconds as real even when the first create lands on a whole second", async () => {
  // Creates answered within one millisecond of a whole second once showed .000 three times:
  // a deployment with real fractions was learnt as zero (a drawn deployment, space-ac14b4af).
  const started = performance.now();
  const wholeSecond = Date.parse("2026-12-06T14:00:00.000Z");
  const probe = {
    referenceId: () => "fraction",
    create: async () => {
      const publishDate = new Date(wholeSecond + Math.floor(performance.now() - started)).toISOString();
      return { status: 201, json: { publishDate }, text: "", headers: {} };
    },
  } as unknown as Probe;
  expect(await observeFraction(probe)).toMatchObject({ value: "real" });
});

it("reads nothing from dates that show no fraction of a second", () => {
  expect(fractionOf(["2026-11-21T15:04:05Z", "2026-11-21", null])).toBeUndefined();
});

it("reads the names of a link's query parameters in the order the link writes them", () => {
  expect(parameterOrder("https://jobs.example/api/v1.1/jobs?page=2&pageSize=1&q=nurse")).toEqual([
    "page",
    "pageSize",
    "q",
  ]);
  expect(parameterOrder("?q=a&status=active&pageSize=1&page=2")).toEqual(["q", "status", "pageSize", "page"]);
  expect(parameterOrder(null)).toBeUndefined();
});

it("reads a default closeDate 60 days after publishDate to the millisecond as exact, else its time of day in its zone", () => {
  expect(closeDateTimeOf("2026-11-21T15:04:05.120Z", "2027-01-20T15:04:05.120Z")).toBe("exact");
  expect(closeDateTimeOf("2026-11-21T10:04:05-05:00", "2027-01-20T23:59:59-05:00")).toBe("23:59:59-05:00");
  expect(closeDateTimeOf("2026-11-21T15:04:05Z", "2027-01-20T00:00:00.000z")).toBe("00:00:00Z");
  expect(closeDateTimeOf("2026-11-21T15:04:05Z", "2027-01-20")).toBeUndefined();
});

it("reads the zone a date sent alone was read in from the start of that day it was stored at", () => {
  expect(dayZoneOf("2027-06-07", "2027-06-07T00:00:00Z")).toBe("Z");
  expect(dayZoneOf("2027-06-07", "2027-06-07T00:00:00.000-05:00")).toBe("-05:00");
  expect(dayZoneOf("2027-06-07", "2027-06-06T18:30:00Z")).toBe("+05:30");
  expect(dayZoneOf("2027-06-07", "2027-06-07")).toBeUndefined();
});

it("reads a zone that puts a date alone on the same day where a time of day was set after it (once left unread: a day off)", () => {
  expect(dayZoneOf("2027-06-07", "2027-06-07T23:59:59Z")).toBe("Z");
  expect(dayZoneOf("2027-04-04", "2027-04-04T23:59:59.000000-05:00")).toBe("-05:00");
  expect(dayZoneOf("2027-04-04", "2027-04-03T23:59:59.000000-05:00")).toBe("-04:00");
  // A day written back alone, in the zone the job's instants are written in.
  expect(dayZoneOf("2027-04-04", "2027-04-04", "-05:00")).toBe("-05:00");
  expect(dayZoneOf("2027-04-04", "2027-04-03", "Z")).toBe("+01:00");
});
