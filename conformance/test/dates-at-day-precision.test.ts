/**
 * A Date compared at calendar-date precision where a target writes a time no rule fixes:
 * a day alone, or any time of the day, in the offset it is written in.
 */
import { describe, expect, it } from "vitest";
import { daysAfter, sameDate } from "../src/compare.js";

describe("60 days after a publishDate", () => {
  const published = "2026-12-06T13:29:55+00:00";

  it("takes the exact instant, the day alone, and any time of that day", () => {
    const close = daysAfter(published, 60);
    for (const written of [
      "2027-02-04T13:29:55+00:00",
      "2027-02-04",
      "2027-02-04T23:59:59+00:00",
      "2027-02-04T23:59:59.999Z",
      "2027-02-04T00:00:00.000000+00:00",
      "2027-02-04T12:00:00+00:00",
      "2027-02-04T17:30:00.000Z",
      "2027-02-04T07:00:00-05:00",
    ]) {
      expect(close.test(written), written).toBe(true);
    }
  });

  it("reads the day in the offset the closeDate is written in", () => {
    // 2027-02-04T13:29:55Z is already 2027-02-05 at +14:00, and still 2027-02-04 at -05:00.
    expect(daysAfter(published, 60).test("2027-02-04T23:59:59-05:00")).toBe(true);
    expect(daysAfter(published, 60).test("2027-02-05T00:00:00+14:00")).toBe(true);
    expect(daysAfter(published, 60).test("2027-02-05T23:59:59-05:00")).toBe(false);
  });

  it("refuses the 59th and the 61st day, at whatever time of day", () => {
    const close = daysAfter(published, 60);
    for (const written of [
      "2027-02-03T23:59:59+00:00",
      "2027-02-05",
      "2027-02-03T12:00:00+00:00",
      "2027-02-05T12:00:00+00:00",
      "2027-02-05T00:00:00+00:00",
    ]) {
      expect(close.test(written), written).toBe(false);
    }
  });
});

describe("a closeDate sent as an instant", () => {
  it("takes the same instant, or its day at day precision in the offset written", () => {
    const sent = sameDate("2026-12-09T00:00:00Z", "2026-12-06T08:00:00-05:00");
    expect(sent.test("2026-12-08T19:00:00-05:00")).toBe(true);
    expect(sent.test("2026-12-08T23:59:59-05:00")).toBe(true);
    expect(sent.test("2026-12-09T00:00:00+00:00")).toBe(true);
    // A day alone is read in the offset the target writes its other dates in.
    expect(sent.test("2026-12-08")).toBe(true);
    expect(sent.test("2026-12-07")).toBe(false);
    // Any time of that day in the offset written; not the day before or after.
    expect(sent.test("2026-12-08T12:00:00-05:00")).toBe(true);
    expect(sent.test("2026-12-07T12:00:00-05:00")).toBe(false);
    expect(sent.test("2026-12-09T12:00:00-05:00")).toBe(false);
  });
});
