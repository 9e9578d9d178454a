import { join } from "node:path";
import { defineConfig } from "tsup";
import { dropOrderOnlyChunkImports } from "../scripts/chunk-imports.mjs";
import { builtDeclarations } from "../scripts/declarations.mjs";
import { writePages } from "./scripts/build-pages.js";

// One build for every entry point, so they all share one copy of the core (one runtime
// chunk, one declaration of each class such as Clock): a server started by `/node` is the
// same `JobsServer` type that `/msw`'s createHandlers and the test kit take. The core, the
// MSW handlers and the test kit's factories import nothing from Node, so the chunks they
// share stay browser-safe; the Node entry and the vitest and Playwright fixtures run in Node.
/** The package's public entry points; the bin's `main` is built beside them but declares no types. */
const PUBLIC_ENTRIES = {
  index: "src/index.ts",
  node: "src/node/index.ts",
  msw: "src/msw/handlers.ts",
  testing: "src/testing/index.ts",
  "testing-vitest": "src/testing/vitest.ts",
  "testing-playwright": "src/testing/playwright.ts",
  inspector: "src/inspector/index.ts",
};

// The pages the Node server serves (the inspector, the API reference) are built beside the
// code, into OUT/pages, wherever the build goes (release:pack builds into a staging folder).
export default defineConfig((cli) => ({
  entry: { ...PUBLIC_ENTRIES, main: "src/node/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "es2022",
  // Declarations bundled from `tsc -b`'s (scripts/declarations.mjs): `npm run build` runs it first.
  dts: { entry: builtDeclarations(PUBLIC_ENTRIES) },
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ["@jobs-toolkit/spec", "@jobs-toolkit/sdk", "msw", "vitest", "playwright-core"],
  // The entries import no chunk for its effects alone, as "sideEffects": false says (scripts/chunk-imports.mjs).
  onSuccess: async () => {
    dropOrderOnlyChunkImports(cli.outDir ?? "dist");
    await writePages(join(cli.outDir ?? "dist", "pages"));
  },
}));
