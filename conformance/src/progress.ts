/**
 * The run's progress as a whole: properties ended of all, requests and retries so far,
 * requests in flight, and the share done, counting the runs of the properties under way.
 */
import type { Transport } from "./http/recorder.js";
import type { ProgressEvent } from "./options.js";

/** What the runner says of one property. */
export type PropertyProgress = Pick<ProgressEvent, "area" | "title" | "phase" | "runs" | "numRuns">;

/** Turns each property's progress into the run's, for `onProgress`. */
export function createProgress(
  transport: Transport,
  total: () => number,
  report: (event: ProgressEvent) => void,
): (event: PropertyProgress) => void {
  const fractions = new Map<string, number>();
  let done = 0;
  return (event) => {
    const key = `${event.area}\u0000${event.title}`;
    if (event.phase === "end") {
      done += 1;
      fractions.set(key, 1);
    } else {
      fractions.set(key, event.numRuns > 0 ? Math.min(event.runs / event.numRuns, 0.99) : 0);
    }
    const propertiesTotal = Math.max(total(), done);
    const sum = [...fractions.values()].reduce((all, fraction) => all + fraction, 0);
    report({
      ...event,
      requests: transport.requests,
      propertiesDone: done,
      propertiesTotal,
      retries: transport.transient.retries,
      inFlight: transport.inFlight,
      fraction: propertiesTotal === 0 ? 0 : Math.min(sum / propertiesTotal, 1),
    });
  };
}
