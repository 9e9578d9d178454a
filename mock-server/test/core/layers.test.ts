/**
 * The core's layers import one way only (layers.cjs): dependency-cruiser reads the real
 * imports, type-only ones included, and any that runs upward fails this test.
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { layerCheck } from "../../../scripts/layer-check.mjs";

const root = join(import.meta.dirname, "../..");
const check = layerCheck(root, "src/core");
afterAll(() => check.removeCopies());

async function violationsIn(baseDir: string): Promise<string[]> {
  const { cruised, violations } = await check.violationsIn(baseDir);
  // A cruise that found nothing would pass every rule.
  expect(cruised).toBeGreaterThan(50);
  return violations;
}

/** A copy of the core with one more module, to see the check fail on it. */
const coreWith = (file: string, text: string) => check.copyWith({ [file]: text });

describe("the core's layers", () => {
  it("import only downward", async () => {
    expect(await violationsIn(root)).toEqual([]);
  });

  it("fail on a domain module that imports from http", async () => {
    const copy = coreWith(
      "domain/back-edge.ts",
      'import { ProblemError } from "../http/problem.js";\nexport const x = ProblemError;\n',
    );
    expect(await violationsIn(copy)).toContain(
      "domain-imports-upward: src/core/domain/back-edge.ts -> src/core/http/problem.ts",
    );
  });

  it("fail on a type-only import from the state into the rules", async () => {
    const copy = coreWith(
      "rules/back-edge.ts",
      'import type { State } from "../state/state.js";\nexport type X = State;\n',
    );
    expect(await violationsIn(copy)).toContain(
      "rules-imports-upward: src/core/rules/back-edge.ts -> src/core/state/state.ts",
    );
  });

  it("fail on a Node built-in in the core, which must run in browsers", async () => {
    const copy = coreWith("lib/fs.ts", 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n');
    expect((await violationsIn(copy)).some((line) => line.startsWith("core-imports-node:"))).toBe(true);
  });
});
