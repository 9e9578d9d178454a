import { defineConfig } from "tsup";

// The library and the bin both run on Node (the spec validator reads its documents from disk).
export default defineConfig({
  entry: { index: "src/index.ts", bin: "src/bin.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: { entry: { index: "src/index.ts" } },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
});
