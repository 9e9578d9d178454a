/**
 * A body's JSON, or undefined where it holds none: read so by the whole run's traits, the
 * correspondence of each side's ids and the moves of a job's dates.
 */
export function parsed(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? "");
  } catch {
    return undefined;
  }
}
