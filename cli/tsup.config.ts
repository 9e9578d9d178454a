import { defineConfig } from "tsup";
import { dropOrderOnlyChunkImports } from "../scripts/chunk-imports.mjs";
import { builtDeclarations } from "../scripts/declarations.mjs";

// The library entry (with declarations) and the executable's entry; dependencies stay external.
export default defineConfig((cli) => ({
  entry: { index: "src/index.ts", main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  // Declarations bundled from `tsc -b`'s (scripts/declarations.mjs): `npm run build` runs it first.
  dts: { entry: builtDeclarations({ index: "src/index.ts" }) },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  // The spec's facts are bundled from its source, never from a build that may be stale.
  esbuildOptions: (options) => {
    options.conditions = ["@jobs-toolkit/source"];
  },
  // The entries import no chunk for its effects alone, as "sideEffects": false says (scripts/chunk-imports.mjs).
  onSuccess: async () => dropOrderOnlyChunkImports(cli.outDir ?? "dist"),
}));
