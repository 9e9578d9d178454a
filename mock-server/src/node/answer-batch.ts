/**
 * Writes the answers made during one turn of the event loop together, once the turn has
 * read every request that was ready (setImmediate runs after the poll phase), rather than
 * each the moment it is made.
 *
 * Why: a write to a client waiting for its answer wakes that client, and on one machine
 * (tests, a load generator, an app beside its fake) the waking is paid on the writer's
 * core. Answers made one by one, tens of microseconds apart, wake the client one by one:
 * under twenty concurrent POSTs the write system call was 40% of the server's time, twice
 * what the same write costs a server that answers faster. Written in a row, the answers of
 * one turn wake the client once. An answer waits at most for the others read in its turn.
 */
export type Write = () => void;

/**
 * A batch: `queue(write)` runs `write` with the others queued in the same turn, in order.
 * A write that throws is given to `failed` and the others still run.
 */
export function createAnswerBatch(failed: (error: unknown) => void): (write: Write) => void {
  let queued: Write[] = [];
  const flush = () => {
    const writes = queued;
    queued = [];
    for (const write of writes) {
      try {
        write();
      } catch (error) {
        failed(error);
      }
    }
  };
  return (write) => {
    if (queued.push(write) === 1) {
      setImmediate(flush);
    }
  };
}
