import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/document.ts", "src/validator.ts", "src/dialect-check.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: true,
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
});
