import { defineConfig } from "tsup";
import { builtDeclarations } from "../scripts/declarations.mjs";

// The library and the bin both run on Node (the spec validator reads its documents from disk).
export default defineConfig({
  entry: { index: "src/index.ts", bin: "src/bin.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  // Declarations bundled from `tsc -b`'s (scripts/declarations.mjs): `npm run build` runs it first.
  dts: { entry: builtDeclarations({ index: "src/index.ts" }) },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
});
