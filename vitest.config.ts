import { defineConfig } from "vitest/config";

// Tests import sibling packages by name; the custom condition makes every package
// resolve to its TypeScript source, so no build is needed before testing.
const SOURCE_CONDITION = "@jobs-toolkit/source";

// Projects whose `test/**/*.test-d.ts` type tests run through tsc, with the tsconfig that covers them.
const TYPECHECKED: Readonly<Record<string, string>> = { sdk: "./tsconfig.test.json" };

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION] } },
  test: {
    projects: ["spec", "sdk", "mock-server", "conformance", "cli", "consumer"].map((name) => ({
      extends: true,
      // Examples that READMEs embed are tests too, so the documentation cannot rot.
      test: {
        name,
        root: name,
        include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
        ...(TYPECHECKED[name] && {
          typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: TYPECHECKED[name] },
        }),
      },
    })),
  },
});
