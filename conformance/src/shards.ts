/**
 * A property's runs cut into contiguous slices that run side by side. Every slice keeps the
 * run's seed and starts at its own index of fast-check's stream of values, so the values are
 * those of an unsplit run and a failure's path counts from the start of the stream: the
 * report's `--seed` and `--path` replay it whichever slice found it.
 */

/** Runs `start` to `start + runs - 1` of a property's stream of values (examples first). */
export interface Shard {
  start: number;
  runs: number;
}

/** Splits `numRuns` into at most `count` slices, as even as can be, in stream order. */
export function splitRuns(numRuns: number, count: number): Shard[] {
  const slices = Math.max(1, Math.min(count, numRuns));
  const shards: Shard[] = [];
  let start = 0;
  for (let index = 0; index < slices; index++) {
    const runs = Math.floor(numRuns / slices) + (index < numRuns % slices ? 1 : 0);
    shards.push({ start, runs });
    start += runs;
  }
  return shards;
}
