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
interface IdCursor {
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
function cursorAfter(allocation: JobIdAllocation | undefined, cursor: IdCursor, id: number): IdCursor {
  const free = Math.max(cursor.free, id + 1);
  const anyOrder = anyOrderRange(allocation);
  if (anyOrder === undefined || id < anyOrder.min || id >= anyOrder.min + anyOrder.size) {
    return { free, drawn: cursor.drawn };
  }
  return { free, drawn: Math.max(cursor.drawn, positionOf(id - anyOrder.min, anyOrder.size) + 1) };
}

/** The job ids a store has used and the one it hands out next, as the dialect allocates them. */
export class JobIdLedger {
  readonly #allocation: JobIdAllocation | undefined;
  #cursor: IdCursor = { free: 1, drawn: 0 };
  /** The id the next job gets and the cursor once it is taken, drawn once it is asked for and kept until then. */
  #upcoming: { id: number; after: IdCursor } | undefined;

  constructor(allocation: JobIdAllocation | undefined) {
    this.#allocation = allocation;
  }

  /** One past the highest job id ever used; it never goes down. */
  get nextId(): number {
    return this.#cursor.free;
  }

  set nextId(value: number) {
    this.#move({ free: Math.max(value, this.#cursor.free), drawn: this.#cursor.drawn });
  }

  /** How many ids of the shuffled range random ids in any order have used; it never goes down. */
  get drawnIds(): number {
    return this.#cursor.drawn;
  }

  set drawnIds(value: number) {
    this.#move({ free: this.#cursor.free, drawn: Math.max(value, this.#cursor.drawn) });
  }

  /** The id the next job gets. */
  get upcoming(): number {
    return this.#draw().id;
  }

  /** Takes the next id. */
  take(): number {
    const { id, after } = this.#draw();
    this.#move(after);
    return id;
  }

  /** Marks an id used (taken, imported or replayed), so no job gets it again. */
  use(id: number): void {
    this.#move(cursorAfter(this.#allocation, this.#cursor, id));
  }

  #draw(): { id: number; after: IdCursor } {
    if (this.#upcoming === undefined) {
      const id = nextJobId(this.#allocation, this.#cursor);
      const range = anyOrderRange(this.#allocation);
      // A shuffled id is the one at position `drawn`: no need to look its position up again.
      const shuffledId = range !== undefined && this.#cursor.drawn < range.size;
      const after = { free: Math.max(this.#cursor.free, id + 1), drawn: this.#cursor.drawn + (shuffledId ? 1 : 0) };
      this.#upcoming = { id, after };
    }
    return this.#upcoming;
  }

  #move(cursor: IdCursor): void {
    if (cursor.free !== this.#cursor.free || cursor.drawn !== this.#cursor.drawn) {
      this.#cursor = cursor;
      this.#upcoming = undefined;
    }
  }
}
