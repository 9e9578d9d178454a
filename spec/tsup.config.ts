import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    document: "src/document.ts",
    validator: "src/validator.ts",
    "dialect-check": "src/dialect-check.ts",
    requirements: "src/requirements/index.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: true,
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
});
