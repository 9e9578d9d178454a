/**
 * Gamma and delta with one fault each, of the kinds that slipped through before: the seed
 * profile must catch it and name the requirement it breaks.
 */
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { catchesGammaDeltaFaults, GAMMA_DELTA_FAULT_SHARDS } from "./support/catches-faults.js";

catchesGammaDeltaFaults(0);

it("has a test file for each share of gamma's and delta's faults", () => {
  const files = readdirSync(new URL(".", import.meta.url)).filter((file) =>
    /^independent-gamma-delta-faults-\d+\.test\.ts$/.test(file),
  );
  expect(files.sort((a, b) => a.localeCompare(b, "en", { numeric: true }))).toEqual(
    Array.from({ length: GAMMA_DELTA_FAULT_SHARDS }, (_, shard) => `independent-gamma-delta-faults-${shard}.test.ts`),
  );
});
