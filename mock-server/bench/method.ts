/**
 * How `npm run bench` and `npm run bench:report` load a server, in one place, so that the
 * two measure the same loads the same way.
 *
 * Each figure is the median of {@link ROUNDS} rounds' ratios, a round loading the baseline
 * and then the server for {@link LOAD_SECONDS}. On the shared 2-core machine one round's
 * ratio of two servers doing the same work spread by about 0.11 (one standard deviation)
 * at 1 s a load, 0.08 at 2 s and 0.05 at 4 s, where other work on the machine comes and goes
 * over seconds: at 2 s, a median of five still moved by a tenth now and then.
 */
export const LOAD_SECONDS = 4;
export const ROUNDS = 5;
/** Connections of every load but the writers' p99 and the list's second look, at 50. */
export const CONNECTIONS = 20;
