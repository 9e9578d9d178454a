import { defineConfig } from "tsup";

// The core and the MSW handlers run anywhere (platform neutral); the Node entry uses node:http.
export default defineConfig([
  {
    entry: { index: "src/index.ts", msw: "src/msw/handlers.ts" },
    format: ["esm"],
    platform: "neutral",
    target: "es2022",
    dts: true,
    tsconfig: "tsconfig.build.json",
    clean: true,
    sourcemap: true,
    external: ["msw", "@jobs-toolkit/spec"],
  },
  {
    entry: { node: "src/node/index.ts", main: "src/node/main.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: { entry: { node: "src/node/index.ts" } },
    tsconfig: "tsconfig.build.json",
    sourcemap: true,
    external: ["@jobs-toolkit/spec"],
  },
]);
