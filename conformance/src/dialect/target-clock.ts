/**
 * The target's clock, where the run holds it (`/__admin/clock`): set to an instant, or
 * running again. Learning never fails for a control that does not answer: the wall clock
 * is then all there is.
 */
import { formatInstant } from "../dates.js";
import type { Probe } from "./probe.js";

/** Sets the target's clock to `seconds` (null: running again); false where the control refuses. */
export async function setTargetClock(probe: Probe, seconds: number | null): Promise<boolean> {
  const answer = await probe.session.admin("PUT", "/__admin/clock", {
    now: seconds === null ? null : formatInstant(seconds),
  });
  return answer.status === 200;
}

/**
 * `work` with the target's clock standing at `seconds`, which runs again afterwards; where
 * the run holds no clock, or the clock takes no time, `without` instead.
 */
export async function atTargetTime<T>(
  probe: Probe,
  seconds: number,
  work: () => Promise<T>,
  without: () => Promise<T>,
): Promise<T> {
  if (!probe.session.context.target.clock || !(await setTargetClock(probe, seconds))) {
    return without();
  }
  try {
    return await work();
  } finally {
    await setTargetClock(probe, null);
  }
}
