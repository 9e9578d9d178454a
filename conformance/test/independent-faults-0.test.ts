import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { catchesFaults, FAULT_SHARDS } from "./support/catches-faults.js";

catchesFaults(0);

it("has a test file for each share of the fault library", () => {
  const files = readdirSync(new URL(".", import.meta.url)).filter((file) =>
    /^independent-faults-\d+\.test\.ts$/.test(file),
  );
  expect(files.sort()).toEqual(
    Array.from({ length: FAULT_SHARDS }, (_, shard) => `independent-faults-${shard}.test.ts`),
  );
});
