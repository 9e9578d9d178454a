import { defineConfig } from "tsup";
import { builtDeclarations } from "../scripts/declarations.mjs";

const ENTRIES = {
  index: "src/index.ts",
  document: "src/document.ts",
  validator: "src/validator.ts",
  "dialect-check": "src/dialect-check.ts",
  "input-file": "src/input-file.ts",
  requirements: "src/requirements/index.ts",
};

// Declarations bundled from `tsc -b`'s (scripts/declarations.mjs): `npm run build` runs it first.
export default defineConfig({
  entry: ENTRIES,
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: { entry: builtDeclarations(ENTRIES) },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
});
