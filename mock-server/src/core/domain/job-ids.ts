/**
 * How new job ids are chosen, as the dialect's `jobIds` says: one after another from 1 (the
 * reference server's), in steps from a first id, or drawn at random within a range, each
 * above the last (`order: "rising"`) or anywhere in it (`order: "any"`). An id is never
 * reused: rising ids stay above every id handed out; ids in any order come from a fixed
 * shuffle of the range, taken in turn, so what is used is one count, not a set of ids.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { positionOf, shuffled } from "../lib/shuffle.js";

/** The dialect's id allocation. */
export type JobIdAllocation = Readonly<NonNullable<Dialect["jobIds"]>>;

/** How far allocation has gone: every id from `free` up is unused, and so is every shuffled id from position `drawn` on. */
export interface IdCursor {
  readonly free: number;
  readonly drawn: number;
}

const INT32_MAX = 2_147_483_647;
/** How many ids a random allocation may skip at most, as a share of its range: the range lasts. */
const RANDOM_SPREAD = 1 / 100_000;

/** The range of a random allocation whose ids come in any order; undefined for the others. */
function anyOrderRange(allocation: JobIdAllocation | undefined): { min: number; size: number } | undefined {
  if (allocation?.allocation !== "random" || allocation.order !== "any") {
    return undefined;
  }
  const min = allocation.min ?? 1;
  const max = Math.max(min, allocation.max ?? INT32_MAX);
  return { min, size: max - min + 1 };
}

/** The id the next job gets: the first id of the sequence at or above `free`, or one drawn as the allocation says. */
export function nextJobId(allocation: JobIdAllocation | undefined, cursor: IdCursor, random = Math.random): number {
  const { free, drawn } = cursor;
  if (allocation === undefined) {
    return free;
  }
  if (allocation.allocation === "sequential") {
    const first = allocation.first ?? 1;
    const step = allocation.step ?? 1;
    return free <= first ? first : first + Math.ceil((free - first) / step) * step;
  }
  const anyOrder = anyOrderRange(allocation);
  if (anyOrder !== undefined) {
    // A range used up goes on above it, one by one, as a full table grows past its planned size.
    return drawn < anyOrder.size
      ? anyOrder.min + shuffled(drawn, anyOrder.size)
      : Math.max(free, anyOrder.min + anyOrder.size);
  }
  const min = allocation.min ?? 1;
  const max = Math.max(min, allocation.max ?? INT32_MAX);
  const from = Math.max(free, min);
  const gap = Math.max(1, Math.floor((max - min) * RANDOM_SPREAD));
  return from + Math.floor(random() * gap);
}

/**
 * The cursor once `id` is used (handed out, imported or replayed): past it, and for ids in
 * any order past its place in the shuffle, so no later draw gives it again.
 */
export function cursorAfter(allocation: JobIdAllocation | undefined, cursor: IdCursor, id: number): IdCursor {
  const free = Math.max(cursor.free, id + 1);
  const anyOrder = anyOrderRange(allocation);
  if (anyOrder === undefined || id < anyOrder.min || id >= anyOrder.min + anyOrder.size) {
    return free === cursor.free ? cursor : { free, drawn: cursor.drawn };
  }
  const drawn = Math.max(cursor.drawn, positionOf(id - anyOrder.min, anyOrder.size) + 1);
  return free === cursor.free && drawn === cursor.drawn ? cursor : { free, drawn };
}
