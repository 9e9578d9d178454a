import { defineConfig } from "tsup";

// One neutral bundle in both module formats: the SDK only uses fetch-runtime globals.
// The spec's types are inlined into the declarations, so consumers install openapi-fetch only.
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  platform: "neutral",
  target: "es2022",
  dts: true,
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  external: ["openapi-fetch"],
  // The spec's facts are bundled from its source, never from a build that may be stale.
  esbuildOptions: (options) => {
    options.conditions = ["@jobs-toolkit/source"];
  },
});
