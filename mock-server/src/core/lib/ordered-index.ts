/**
 * A sorted collection with rank access: insert, delete and "the element at rank r" in
 * O(log n) plus a bounded chunk move, so a list page costs O(pageSize + log n) however
 * many jobs there are. Items live in sorted chunks; a Fenwick tree over the chunk sizes
 * turns a rank into a chunk and an offset.
 *
 * Written here because the ordered-set libraries at hand (js-sdsl's OrderedSet, for one)
 * find an element by position with an O(n) in-order walk.
 */

const CHUNK_SIZE = 256;

export type Comparator<T> = (left: T, right: T) => number;

/** The item at an index the caller knows is in range. */
function entry<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) {
    throw new RangeError(`No item at ${index} of ${list.length}`);
  }
  return found;
}

export class OrderedIndex<T> {
  readonly #compare: Comparator<T>;
  #chunks: T[][] = [];
  /** Fenwick tree (1-based) over the chunk sizes. */
  #tree: number[] = [0];
  #size = 0;

  constructor(compare: Comparator<T>) {
    this.#compare = compare;
  }

  get size(): number {
    return this.#size;
  }

  /** Adds an item; items comparing equal to one already held are not allowed. */
  insert(item: T): void {
    if (this.#chunks.length === 0) {
      this.#chunks.push([item]);
      this.#rebuild();
      this.#size = 1;
      return;
    }
    const chunkIndex = this.#chunkFor(item);
    const chunk = entry(this.#chunks, chunkIndex);
    const position = this.#positionIn(chunk, item);
    this.#size += 1;
    if (position === 0 && chunkIndex === 0 && chunk.length >= CHUNK_SIZE) {
      // A new first item (a new job is the newest) starts a chunk of its own rather than
      // moving a full one: inserting moves every item after it in its chunk, each a
      // pointer store with a write barrier once the chunk is old.
      this.#chunks.unshift([item]);
      this.#rebuild();
      return;
    }
    chunk.splice(position, 0, item);
    if (chunk.length > 2 * CHUNK_SIZE) {
      this.#chunks.splice(chunkIndex + 1, 0, chunk.splice(CHUNK_SIZE));
      this.#rebuild();
    } else {
      this.#add(chunkIndex, 1);
    }
  }

  /**
   * Puts `next` in the place of the item comparing equal to it, which it replaces; false
   * when there is none. A rewrite that sorts the same moves nothing.
   */
  replace(next: T): boolean {
    if (this.#chunks.length === 0) {
      return false;
    }
    const chunk = entry(this.#chunks, this.#chunkFor(next));
    const position = this.#positionIn(chunk, next);
    if (position >= chunk.length || this.#compare(entry(chunk, position), next) !== 0) {
      return false;
    }
    chunk[position] = next;
    return true;
  }

  /** Removes the item comparing equal to `item`; false when there is none. */
  delete(item: T): boolean {
    if (this.#chunks.length === 0) {
      return false;
    }
    const chunkIndex = this.#chunkFor(item);
    const chunk = entry(this.#chunks, chunkIndex);
    const position = this.#positionIn(chunk, item);
    if (position >= chunk.length || this.#compare(entry(chunk, position), item) !== 0) {
      return false;
    }
    chunk.splice(position, 1);
    this.#size -= 1;
    if (chunk.length === 0) {
      this.#chunks.splice(chunkIndex, 1);
      this.#rebuild();
    } else {
      this.#add(chunkIndex, -1);
    }
    return true;
  }

  /** The item at `rank` (0 is first), or undefined past the end. */
  at(rank: number): T | undefined {
    if (rank < 0 || rank >= this.#size) {
      return undefined;
    }
    const [chunkIndex, offset] = this.#locate(rank);
    return entry(this.#chunks, chunkIndex)[offset];
  }

  /** Up to `count` items from `rank` on, in order. */
  slice(rank: number, count: number): T[] {
    const result: T[] = [];
    if (rank < 0 || rank >= this.#size || count <= 0) {
      return result;
    }
    let [chunkIndex, offset] = this.#locate(rank);
    while (result.length < count && chunkIndex < this.#chunks.length) {
      for (const item of entry(this.#chunks, chunkIndex).slice(offset, offset + count - result.length)) {
        result.push(item);
      }
      chunkIndex += 1;
      offset = 0;
    }
    return result;
  }

  /** How many items come before `item` in order (its rank if it were inserted). */
  rankOf(item: T): number {
    if (this.#chunks.length === 0) {
      return 0;
    }
    const chunkIndex = this.#chunkFor(item);
    return this.#prefix(chunkIndex) + this.#positionIn(entry(this.#chunks, chunkIndex), item);
  }

  /** A new index of the items `keep` accepts, in the same order: O(n), no comparisons. */
  filter(keep: (item: T) => boolean): OrderedIndex<T> {
    const kept = new OrderedIndex(this.#compare);
    let chunk: T[] = [];
    for (const from of this.#chunks) {
      for (const item of from) {
        if (!keep(item)) {
          continue;
        }
        chunk.push(item);
        if (chunk.length === CHUNK_SIZE) {
          kept.#chunks.push(chunk);
          chunk = [];
        }
      }
    }
    if (chunk.length > 0) {
      kept.#chunks.push(chunk);
    }
    kept.#size = kept.#chunks.reduce((sum, full) => sum + full.length, 0);
    kept.#rebuild();
    return kept;
  }

  /** Every item in order. */
  *[Symbol.iterator](): IterableIterator<T> {
    for (const chunk of this.#chunks) {
      yield* chunk;
    }
  }

  /** The first chunk whose last item is not before `item`, or the last chunk. */
  #chunkFor(item: T): number {
    let low = 0;
    let high = this.#chunks.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const chunk = entry(this.#chunks, middle);
      if (this.#compare(entry(chunk, chunk.length - 1), item) < 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }

  /** The first position in `chunk` whose item is not before `item`. */
  #positionIn(chunk: T[], item: T): number {
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#compare(entry(chunk, middle), item) < 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }

  #rebuild(): void {
    const count = this.#chunks.length;
    this.#tree = new Array<number>(count + 1).fill(0);
    for (let index = 0; index < count; index += 1) {
      const node = index + 1;
      this.#tree[node] = (this.#tree[node] ?? 0) + entry(this.#chunks, index).length;
      const parent = node + (node & -node);
      if (parent <= count) {
        this.#tree[parent] = (this.#tree[parent] ?? 0) + (this.#tree[node] ?? 0);
      }
    }
  }

  #add(chunkIndex: number, delta: number): void {
    for (let node = chunkIndex + 1; node < this.#tree.length; node += node & -node) {
      this.#tree[node] = (this.#tree[node] ?? 0) + delta;
    }
  }

  /** The number of items in chunks before `chunkIndex`. */
  #prefix(chunkIndex: number): number {
    let sum = 0;
    for (let node = chunkIndex; node > 0; node -= node & -node) {
      sum += this.#tree[node] ?? 0;
    }
    return sum;
  }

  /** The chunk holding `rank` and the offset within it. */
  #locate(rank: number): [number, number] {
    let node = 0;
    let remaining = rank;
    let step = 1;
    while (step * 2 < this.#tree.length) {
      step *= 2;
    }
    for (; step > 0; step >>= 1) {
      const next = node + step;
      const count = this.#tree[next];
      if (count !== undefined && count <= remaining) {
        node = next;
        remaining -= count;
      }
    }
    return [node, remaining];
  }
}
