/** --category-ids and --position-type-ids, for targets that do not list their reference data. */
import { describe, expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";

describe("a target that lists no reference data", () => {
  /** Alpha (categories from 100, position types from 10) with its collection routes gone. */
  const unlisted = () => {
    const alpha = createAlpha();
    return (request: Request) =>
      /\/(jobcategories|categories|positiontypes)$/.test(new URL(request.url).pathname)
        ? Promise.resolve(new Response(null, { status: 404 }))
        : alpha.fetch(request);
  };
  const run = (extra: { categoryIds?: number[]; positionTypeIds?: number[] }) =>
    checkConformance({
      fetch: unlisted(),
      apiKeys: [...ALPHA_KEYS],
      profile: "seed",
      seed: 9,
      numRuns: 5,
      only: ["model"],
      ...extra,
    });

  it("is a set-up problem without them: no id guessed, nothing failed, the model not run", async () => {
    const report = await run({});
    expect(report.ok).toBe(false);
    expect(report.setup.map(({ pass }) => pass)).toEqual(["--category-ids 101,102", "--position-type-ids 1,2"]);
    expect(report.properties.map(({ status }) => status)).toEqual(["skipped"]);
  }, 60_000);

  it("passes with --category-ids and --position-type-ids naming the ids it takes", async () => {
    const report = await run({ categoryIds: [100, 101, 102], positionTypeIds: [10, 11] });
    expect(report.ok, formatPretty(report)).toBe(true);
    expect(report.notes.join("\n")).not.toMatch(/using category ids/);
  }, 60_000);
});
