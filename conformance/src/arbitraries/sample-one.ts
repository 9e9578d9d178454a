/**
 * The first value an arbitrary draws for a seed: where a property's examples start, and
 * the job the dialect learner probes with.
 */
import fc from "fast-check";
import { must } from "../must.js";

/** The value fast-check draws first from `arbitrary` with `seed`. */
export function sampleOne<Value>(arbitrary: fc.Arbitrary<Value>, seed: number): Value {
  return must(fc.sample(arbitrary, { seed, numRuns: 1 })[0], "a sampled value");
}
