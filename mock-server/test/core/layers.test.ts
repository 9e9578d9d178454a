/**
 * The core's layers import one way only (layers.cjs): dependency-cruiser reads the real
 * imports, type-only ones included, and any that runs upward fails this test.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const { forbidden, options } = createRequire(import.meta.url)(join(root, "layers.cjs")) as {
  forbidden: NonNullable<IFlattenedRuleSet["forbidden"]>;
  options: { tsPreCompilationDeps: boolean; exclude: { path: string } };
};

async function violationsIn(baseDir: string): Promise<string[]> {
  const { output } = await cruise(["src/core"], {
    baseDir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: options.tsPreCompilationDeps,
    exclude: options.exclude,
    doNotFollow: { path: "node_modules" },
  });
  const { summary } = output as ICruiseResult;
  // A cruise that found nothing would pass every rule.
  expect(summary.totalCruised).toBeGreaterThan(50);
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** A copy of the core with one more module, to see the check fail on it. */
function coreWith(file: string, text: string): string {
  const copy = mkdtempSync(join(tmpdir(), "jobs-layers-"));
  copies.push(copy);
  cpSync(join(root, "src/core"), join(copy, "src/core"), { recursive: true });
  mkdirSync(join(copy, "src/core", file, ".."), { recursive: true });
  writeFileSync(join(copy, "src/core", file), text);
  return copy;
}

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
