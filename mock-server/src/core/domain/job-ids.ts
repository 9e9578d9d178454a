/**
 * How new job ids are chosen, as the dialect's `jobIds` says: one after another from 1 (the
 * reference server's), in steps from a first id, or drawn at random within a range. Every
 * id is above every id handed out before, so an id is never reused.
 */
import type { Dialect } from "@jobs-toolkit/spec";

/** The dialect's id allocation. */
export type JobIdAllocation = Readonly<NonNullable<Dialect["jobIds"]>>;

const INT32_MAX = 2_147_483_647;
/** How many ids a random allocation may skip at most, as a share of its range: the range lasts. */
const RANDOM_SPREAD = 1 / 100_000;

/**
 * The id the next job gets when every id from `free` up is unused: the first id of the
 * sequence at or above it, or one drawn above it within the range.
 */
export function nextJobId(allocation: JobIdAllocation | undefined, free: number, random = Math.random): number {
  if (allocation === undefined) {
    return free;
  }
  if (allocation.allocation === "sequential") {
    const first = allocation.first ?? 1;
    const step = allocation.step ?? 1;
    return free <= first ? first : first + Math.ceil((free - first) / step) * step;
  }
  const min = allocation.min ?? 1;
  const max = Math.max(min, allocation.max ?? INT32_MAX);
  const from = Math.max(free, min);
  const gap = Math.max(1, Math.floor((max - min) * RANDOM_SPREAD));
  return from + Math.floor(random() * gap);
}
