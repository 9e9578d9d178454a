import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { GENERATED, generateTypes } from "../scripts/generated-types.js";

// The generator's own `--check` stops at the first API of a multi-API Redocly config
// (process.exit(0) inside a Promise.all), so each document is regenerated and compared here.
it.each(GENERATED)(
  "keeps the types generated from %s current (npm run generate)",
  { timeout: 30_000 },
  async (document, output) => {
    const committed = await readFile(new URL(`../${output}`, import.meta.url), "utf8");
    expect(committed === (await generateTypes(document)), `${output} is stale: run npm run generate`).toBe(true);
  },
);
