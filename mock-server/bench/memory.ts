/**
 * The benches' view of the heap; node runs them with --expose-gc, without which these
 * collect nothing.
 */

/** Full collections, `passes` of them. */
export function collectGarbage(passes = 1): void {
  for (let pass = 0; pass < passes; pass += 1) {
    (globalThis as { gc?: () => void }).gc?.();
  }
}

/** Heap and buffer memory after full collections. */
export function heapUsed(): number {
  // One full collection can leave garbage of the loads before for the next one to free,
  // which made a later measure of memory come out below zero (CI once read -2.09 bytes a job).
  collectGarbage(3);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
