import fc from "fast-check";
import { expect, it } from "vitest";
import { nestingDepth } from "../src/json-depth.js";

/** The depth of a parsed value, the plain recursive way, to compare the one-pass count with. */
function depthOf(value: unknown): number {
  if (typeof value !== "object" || value === null) {
    return 0;
  }
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

it("counts the depth the parsed value has, for any JSON, strings with brackets and escapes included", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      expect(nestingDepth(JSON.stringify(value))).toBe(depthOf(value));
    }),
  );
});

it("counts text nested far past any recursive writer's stack, in one pass", () => {
  const depth = 200_000;
  expect(nestingDepth(`${'{"a":['.repeat(depth)}"]}"${"]}".repeat(depth)}`)).toBe(2 * depth);
});
