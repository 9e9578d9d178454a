import { defineConfig } from "tsup";

// The core, the MSW handlers and the test kit's factories run anywhere (platform neutral);
// the Node entry uses node:http, and the vitest and Playwright fixtures run in Node.
export default defineConfig([
  {
    entry: { index: "src/index.ts", msw: "src/msw/handlers.ts", testing: "src/testing/index.ts" },
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
    entry: {
      node: "src/node/index.ts",
      main: "src/node/main.ts",
      "testing-vitest": "src/testing/vitest.ts",
      "testing-playwright": "src/testing/playwright.ts",
    },
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: {
      entry: {
        node: "src/node/index.ts",
        "testing-vitest": "src/testing/vitest.ts",
        "testing-playwright": "src/testing/playwright.ts",
      },
    },
    tsconfig: "tsconfig.build.json",
    sourcemap: true,
    external: ["@jobs-toolkit/spec", "@jobs-toolkit/sdk", "msw", "vitest", "playwright-core"],
  },
]);
