/**
 * The suite's layers import one way only (layers.cjs): dependency-cruiser reads the real
 * imports, type-only ones included, and any that runs upward or closes a circle fails
 * this test.
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { layerCheck } from "../../scripts/layer-check.mjs";

const root = join(import.meta.dirname, "..");
const check = layerCheck(root, "src");
afterAll(() => check.removeCopies());

async function violationsIn(baseDir: string): Promise<string[]> {
  const { cruised, violations } = await check.violationsIn(baseDir);
  // A cruise that found nothing would pass every rule.
  expect(cruised).toBeGreaterThan(100);
  return violations;
}

/** A copy of src/ with more modules, to see the check fail on them. */
const srcWith = (files: Readonly<Record<string, string>>) => check.copyWith(files);

describe("the suite's layers", () => {
  it("import only downward, in no circle", async () => {
    expect(await violationsIn(root)).toEqual([]);
  });

  it("fail on a model module that imports a property", async () => {
    const copy = srcWith({
      "model/back-edge.ts":
        'import { defineProperty } from "../properties/property.js";\nexport const x = defineProperty;\n',
    });
    expect(await violationsIn(copy)).toContain(
      "model-imports-upward: src/model/back-edge.ts -> src/properties/property.ts",
    );
  });

  it("fail on a type-only import from the session into the wire", async () => {
    const copy = srcWith({
      "http/back-edge.ts": 'import type { Session } from "../session.js";\nexport type X = Session;\n',
    });
    expect(await violationsIn(copy)).toContain("http-imports-upward: src/http/back-edge.ts -> src/session.ts");
  });

  it("fail on two modules of one layer that import each other", async () => {
    const copy = srcWith({
      "report/loop-a.ts": 'import { b } from "./loop-b.js";\nexport const a = () => b;\n',
      "report/loop-b.ts": 'import { a } from "./loop-a.js";\nexport const b = () => a;\n',
    });
    expect(await violationsIn(copy)).toContain("no-cycles: src/report/loop-a.ts -> src/report/loop-b.ts");
  });

  it("fail on a module that no layer names", async () => {
    const copy = srcWith({ "helpers.ts": 'import { must } from "./must.js";\nexport const x = must;\n' });
    expect(await violationsIn(copy)).toContain("outside-the-layers: src/helpers.ts -> src/must.ts");
  });
});
