import { defineConfig } from "tsup";

// The library entry (with declarations) and the executable's entry; dependencies stay external.
export default defineConfig({
  entry: { index: "src/index.ts", main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: { entry: { index: "src/index.ts" } },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  // The spec's facts are bundled from its source, never from a build that may be stale.
  esbuildOptions: (options) => {
    options.conditions = ["@jobs-toolkit/source"];
  },
});
