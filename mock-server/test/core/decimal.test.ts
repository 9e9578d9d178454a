import { expect, it } from "vitest";
import { compareDecimals, toDecimal } from "../../src/core/lib/decimal.js";

it.each([
  [52000, "52000.0000"],
  [0.3, "0.3000"],
  [0.0001, "0.0001"],
  [19.75, "19.7500"],
  [9999999999.9999, "9999999999.9999"],
  [0, "0.0000"],
])("writes %d as %s", (value, text) => {
  expect(toDecimal(value)).toEqual({ ok: true, value: text });
});

it.each([
  [0.00001, "too_precise"],
  [1e-7, "too_precise"],
  [0.1 + 0.2, "too_precise"],
  [-0.5, "out_of_range"],
  [10000000000.5, "out_of_range"],
  [Number.POSITIVE_INFINITY, "out_of_range"],
])("refuses %d as %s", (value, code) => {
  expect(toDecimal(value)).toMatchObject({ ok: false, code });
});

it("compares four-decimal texts as numbers", () => {
  expect(compareDecimals("9.9999", "10.0000")).toBe(-1);
  expect(compareDecimals("10.0000", "10.0000")).toBe(0);
  expect(compareDecimals("100.0000", "99.9999")).toBe(1);
});
