import { readFile } from "node:fs/promises";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { expect, it } from "vitest";

// The generator's own `--check` stops at the first API of a multi-API Redocly config
// (process.exit(0) inside a Promise.all), so each document is regenerated and compared here.
it.each([
  ["openapi.yaml", "src/generated/openapi.ts"],
  ["admin.yaml", "src/generated/admin.ts"],
])("keeps the types generated from %s current (npm run generate)", { timeout: 30_000 }, async (document, output) => {
  const fresh =
    COMMENT_HEADER +
    astToString(await openapiTS(new URL(`../${document}`, import.meta.url), { defaultNonNullable: false }));
  const committed = await readFile(new URL(`../${output}`, import.meta.url), "utf8");
  expect(committed === fresh, `${output} is stale: run npm run generate`).toBe(true);
});
