import { defineConfig } from "tsup";
import { builtDeclarations } from "../scripts/declarations.mjs";

// One neutral bundle in both module formats: the SDK only uses fetch-runtime globals.
// The spec's types are inlined into the declarations, so consumers install openapi-fetch only.
// Declarations are bundled from `tsc -b`'s (scripts/declarations.mjs), the spec's included:
// `npm run build` runs it first.
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  platform: "neutral",
  target: "es2022",
  dts: {
    entry: builtDeclarations({ index: "src/index.ts" }),
    compilerOptions: { paths: { "@jobs-toolkit/spec": ["../spec/.tsbuild/src/index.d.ts"] } },
  },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  external: ["openapi-fetch"],
  // The spec's facts are bundled from its source, never from a build that may be stale.
  esbuildOptions: (options) => {
    options.conditions = ["@jobs-toolkit/source"];
  },
});
