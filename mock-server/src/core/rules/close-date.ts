/** closeDate: a date-time with any offset or a full date; later than publishDate; 60 days by default. */
import { DAY, formatTimestamp, parseTimestamp } from "../lib/dates.js";
import { preview } from "../lib/text.js";
import type { Violations } from "./violations.js";

export const DEFAULT_DURATION = 60 * DAY;

export function parseCloseDate(value: unknown, pointer: string, v: Violations): number | undefined {
  if (typeof value !== "string") {
    return v.wrongType(pointer, "an RFC 3339 date-time or a date", value);
  }
  const seconds = parseTimestamp(value);
  if (seconds === undefined) {
    v.add(
      pointer,
      "invalid_date",
      `must be an RFC 3339 date-time (2027-01-20T17:00:00Z) or a date (2027-01-20); got ${preview(value)}`,
    );
  }
  return seconds;
}

/** Records a closeDate that is not later than the publishDate. */
export function checkCloseAfterPublish(closeDate: number, publishDate: number, v: Violations): void {
  if (closeDate <= publishDate) {
    v.add(
      "/closeDate",
      "not_after_publish_date",
      `must be later than the publishDate ${formatTimestamp(publishDate)}; got ${formatTimestamp(closeDate)}`,
    );
  }
}
