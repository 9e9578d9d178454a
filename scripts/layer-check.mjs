// The layer rules of a package (its layers.cjs, for dependency-cruiser), as its tests run
// them: on the package's own sources, and on copies with a module added, to see a rule fail.
// The server core's and the conformance suite's layer tests share it.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cruise } from "dependency-cruiser";

/** The check of the layers of the package in `packageDir`, over its folder `folder` (e.g. `src/core`). */
export function layerCheck(packageDir, folder) {
  const { forbidden, options } = createRequire(import.meta.url)(join(packageDir, "layers.cjs"));
  const copies = [];
  return {
    async violationsIn(baseDir) {
      const { output } = await cruise([folder], {
        baseDir,
        validate: true,
        ruleSet: { forbidden },
        tsPreCompilationDeps: options.tsPreCompilationDeps,
        exclude: options.exclude,
        doNotFollow: { path: "node_modules" },
      });
      const { summary } = output;
      return {
        cruised: summary.totalCruised,
        violations: summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`),
      };
    },
    copyWith(files) {
      const copy = mkdtempSync(join(tmpdir(), "jobs-layers-"));
      copies.push(copy);
      cpSync(join(packageDir, folder), join(copy, folder), { recursive: true });
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(copy, folder, file, ".."), { recursive: true });
        writeFileSync(join(copy, folder, file), text);
      }
      return copy;
    },
    removeCopies() {
      for (const copy of copies.splice(0)) {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  };
}
