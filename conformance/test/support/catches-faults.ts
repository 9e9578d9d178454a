/**
 * Every fault of the library, injected alone into an independent implementation, makes
 * a default seed run fail, and the failure names the requirement the fault breaks.
 *
 * Each run is a second or more of CPU, 58 of them: the faults are shared among
 * FAULT_SHARDS test files (independent-faults-N.test.ts), which vitest runs side by side.
 */
import { expect, it } from "vitest";
import { type ConformanceReport, checkConformance, formatPretty } from "../../src/index.js";
import { BETA_KEYS, createBeta } from "./independent/beta.js";
import { FAULTS } from "./independent/faults.js";

export const FAULT_SHARDS = 4;
const SEED = 20_261_124;

/** The failed properties whose failure names the requirement, as broken or also exercised. */
function naming(report: ConformanceReport, requirement: string) {
  return report.properties.filter(
    (property) =>
      property.status === "failed" &&
      [property.failure?.broken, ...(property.failure?.alsoExercised ?? [])].some((named) => named?.id === requirement),
  );
}

/** The tests of the faults whose place in the library is `shard` modulo FAULT_SHARDS. */
export function catchesFaults(shard: number): void {
  it.each(FAULTS.filter((_, index) => index % FAULT_SHARDS === shard))(
    "catches $id ($requirement): $description",
    async (fault) => {
      // Beta serves the /__admin clock and plans, so faults of time are in reach.
      const server = createBeta({ admin: true, behaviour: fault.inject });
      const report = await checkConformance({
        fetch: (request) => server.fetch(request),
        apiKeys: [...BETA_KEYS],
        profile: "seed",
        seed: SEED,
      });
      expect(report.ok).toBe(false);
      expect(naming(report, fault.requirement), formatPretty(report)).not.toEqual([]);
    },
    120_000,
  );
}
