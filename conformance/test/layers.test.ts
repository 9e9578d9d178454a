/**
 * The suite's layers import one way only (layers.cjs): dependency-cruiser reads the real
 * imports, type-only ones included, and any that runs upward or closes a circle fails
 * this test.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const { forbidden, options } = createRequire(import.meta.url)(join(root, "layers.cjs")) as {
  forbidden: NonNullable<IFlattenedRuleSet["forbidden"]>;
  options: { tsPreCompilationDeps: boolean; exclude: { path: string } };
};

async function violationsIn(baseDir: string): Promise<string[]> {
  const { output } = await cruise(["src"], {
    baseDir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: options.tsPreCompilationDeps,
    exclude: options.exclude,
    doNotFollow: { path: "node_modules" },
  });
  const { summary } = output as ICruiseResult;
  // A cruise that found nothing would pass every rule.
  expect(summary.totalCruised).toBeGreaterThan(100);
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** A copy of src/ with more modules, to see the check fail on them. */
function srcWith(files: Readonly<Record<string, string>>): string {
  const copy = mkdtempSync(join(tmpdir(), "conformance-layers-"));
  copies.push(copy);
  cpSync(join(root, "src"), join(copy, "src"), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(copy, "src", file, ".."), { recursive: true });
    writeFileSync(join(copy, "src", file), text);
  }
  return copy;
}

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
