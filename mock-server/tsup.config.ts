import { defineConfig } from "tsup";

// One build for every entry point, so `.`, `./node` and `./msw` share one copy of the core
// (one runtime chunk, one declaration of each class such as Clock): a server started by
// `/node` is the same `JobsServer` type that `/msw`'s createHandlers takes. The core and
// the MSW handlers import nothing from Node, so the chunks they share stay browser-safe.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    node: "src/node/index.ts",
    msw: "src/msw/handlers.ts",
    main: "src/node/main.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "es2022",
  dts: { entry: { index: "src/index.ts", node: "src/node/index.ts", msw: "src/msw/handlers.ts" } },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ["msw", "@jobs-toolkit/spec"],
});
