/**
 * Moves the target's clock forward (when it has one), so jobs get distinct publishDates
 * and the sort is exercised; the sequence stays under one auto-refresh step.
 */
import type fc from "fast-check";
import { DAY, formatInstant } from "../dates.js";
import type { JobModel, RealSystem } from "./job-model.js";

/** The most a sequence advances: below the 7-day auto-refresh step. */
const MAX_ADVANCE = 6 * DAY;

/** Advances the clock. */
export class AdvanceClockCommand implements fc.AsyncCommand<JobModel, RealSystem> {
  readonly seconds: number;

  constructor(seconds: number) {
    this.seconds = seconds;
  }

  check(model: Readonly<JobModel>): boolean {
    return model.now !== undefined && model.advanced + this.seconds < MAX_ADVANCE;
  }

  async run(model: JobModel, real: RealSystem): Promise<void> {
    const { session } = real;
    const answer = await session.admin("POST", "/__admin/clock/advance", { seconds: this.seconds });
    model.now = (model.now ?? 0) + this.seconds;
    model.advanced += this.seconds;
    session.control(answer, "advance the clock");
    if (session.reference) {
      session.expectValue("ref.time.clock", answer, "/now", answer.json?.now, formatInstant(model.now));
    }
  }

  toString(): string {
    return `POST /__admin/clock/advance {"seconds":${this.seconds}}`;
  }
}
