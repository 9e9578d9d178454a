/**
 * dates.fraction: whether the fractions of a second the deployment's dates show are real
 * or always zero, read from the publishDates of jobs created one after another. Dates
 * without a fraction show neither, and one zero fraction may be chance, so "zero" needs
 * every instant seen zero, and the instants apart: three creates answered within one
 * millisecond show one instant three times, zero once a thousand times on a real clock.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { pause } from "../dates.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type Fraction = ResolvedDialect["dates"]["fraction"];

const FRACTION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d+)/;
/** Jobs created to read publishDates from: a real fraction is zero for all of them once in a billion. */
const CREATED = 3;
/**
 * The wait between two creates, in milliseconds: long enough for a clock that counts
 * milliseconds or hundredths to move, and not a divisor of a second, so that instants 11
 * and 22 ms after a whole second are not whole seconds again.
 */
const APART_MS = 11;

/** The fraction the dates show: real where one is not zero, zero where all are; undefined without one. */
export function fractionOf(dates: readonly unknown[]): Fraction | undefined {
  const digits = dates.flatMap((date) => {
    const found = typeof date === "string" ? FRACTION.exec(date)?.[1] : undefined;
    return found === undefined ? [] : [found];
  });
  if (digits.length === 0) {
    return undefined;
  }
  return digits.some((each) => /[1-9]/.test(each)) ? "real" : "zero";
}

/** dates.fraction: the publishDates of three jobs the probe creates. */
export async function observeFraction(probe: Probe): Promise<Observation<Fraction>> {
  const dates: unknown[] = [];
  for (let job = 0; job < CREATED; job++) {
    if (job > 0) {
      await pause(APART_MS);
    }
    const answer = await probe.create({ referenceId: probe.referenceId() });
    if (!succeeded(answer)) {
      return unobservable(`the target did not create the probe's jobs: ${describeAnswer(answer)}`, answer);
    }
    dates.push(answer.json?.publishDate);
    if (job === CREATED - 1) {
      const fraction = fractionOf(dates);
      const shown = `publishDates ${dates.map((date) => JSON.stringify(date)).join(", ")}`;
      return fraction === undefined
        ? unobservable(`${shown} show no fraction of a second`, answer)
        : observed(fraction, answer, shown);
    }
  }
  return unobservable("no job was created");
}
