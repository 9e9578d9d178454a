/**
 * Every fault of the library, injected alone into an independent implementation, makes
 * a seed run of {@link RUNS} runs a property fail, and the failure names the requirement
 * the fault breaks.
 *
 * The runs take some 30 CPU-seconds in all: the faults are shared among test files
 * (independent-faults-N.test.ts for beta, independent-gamma-delta-faults-N.test.ts for
 * gamma and delta), which vitest runs side by side.
 */
import { expect, it } from "vitest";
import { formatPretty } from "../../src/index.js";
import { BLIND_SPOT_FAULTS, FAULTS } from "./independent/faults.js";
import { areasChecking, faultsFor, naming, seedRun, TARGETS, type Target } from "./independents.js";

export const FAULT_SHARDS = 4;
/**
 * Gamma's and delta's faults of the kinds that slipped through before (BLIND_SPOT_FAULTS),
 * a few to a file: all 65 of each, some 4 CPU-minutes, are run by
 * `npm run bench:independents -w conformance`, which lists any the seed profile misses.
 */
export const GAMMA_DELTA_FAULT_SHARDS = 2;
const SEED = 20_261_124;
/**
 * Runs a property: a fifth of the default. Each rule a fault breaks is asked in every run,
 * not left to the draws, so a few runs catch it: all 70 faults here fail at 20 runs as at
 * 100, for a third of the CPU (30 s against 96 s for beta's 58). The default run over the
 * whole library is `npm run bench:independents -w conformance`.
 */
const RUNS = 20;

/** The tests of `target`'s faults whose place in `faults` is `shard` modulo `shards`. */
function catchesFaultsIn(target: Target, faults: typeof FAULTS, shard: number, shards: number): void {
  it.each(faults.filter((_, index) => index % shards === shard))(
    `${target.name} with $id ($requirement) fails, naming it: $description`,
    async (fault) => {
      // With the /__admin clock and plans, so faults of time are in reach; only the areas
      // whose checks put the fault's requirement to the test run (a whole run is 3-5 times longer).
      const only = areasChecking(fault.requirement);
      const report = await seedRun(target, { seed: SEED, numRuns: RUNS, admin: true, behaviour: fault.inject, only });
      expect(report.ok).toBe(false);
      expect(naming(report, fault.requirement), formatPretty(report)).not.toEqual([]);
    },
    // A run is seconds of CPU; on a loaded machine it has taken 200 s of wall time.
    300_000,
  );
}

/** Beta's share `shard` of the fault library. */
export function catchesFaults(shard: number): void {
  catchesFaultsIn(TARGETS.beta, FAULTS, shard, FAULT_SHARDS);
}

/** Gamma's and delta's share `shard` of the faults that apply to them. */
export function catchesGammaDeltaFaults(shard: number): void {
  const blindSpots = (target: Target) => faultsFor(target).filter((fault) => BLIND_SPOT_FAULTS.includes(fault));
  catchesFaultsIn(TARGETS.gamma, blindSpots(TARGETS.gamma), shard, GAMMA_DELTA_FAULT_SHARDS);
  catchesFaultsIn(TARGETS.delta, blindSpots(TARGETS.delta), shard, GAMMA_DELTA_FAULT_SHARDS);
}
