/** Seeding: a job created as createJob does, with a chosen publishDate instead of the clock's time. */
import { isClockTime } from "../domain/clock.js";
import { DomainError, invalid, notFound } from "../domain/errors.js";
import type { JobRecord } from "../domain/job-record.js";
import { parseTimestamp } from "../lib/dates.js";
import { isObject, own, preview } from "../lib/text.js";
import { type CommandContext, createJob } from "./jobs.js";

/** Creates a job for employer `id` from `{ publishDate?, job }`; pointers of a refusal lead into the input. */
export function seedJob(context: CommandContext, id: number, input: Record<string, unknown>): JobRecord {
  const { state } = context;
  if (!state.store.hasAccount(id)) {
    throw notFound("employer", id);
  }
  const raw = own(input, "publishDate");
  const publishDate = raw === undefined ? state.clock.now() : typeof raw === "string" ? parseTimestamp(raw) : undefined;
  if (publishDate === undefined || !isClockTime(publishDate)) {
    const message = `publishDate must be an RFC 3339 date-time from 1970 to 9000; got ${preview(raw)}`;
    throw invalid([{ pointer: "/publishDate", code: "invalid_date", message }], "request");
  }
  const job = own(input, "job");
  if (!isObject(job)) {
    throw invalid([{ pointer: "/job", code: "required", message: "job must be a JobCreate object" }], "request");
  }
  try {
    return createJob(context, id, job, publishDate, raw === undefined ? state.clock.millis() : 0);
  } catch (error) {
    throw error instanceof DomainError ? error.under("/job") : error;
  }
}
