/** closeDate: a date-time with any offset or a full date; later than publishDate; 60 days by default. */
import { DAY, formatTimestamp, parseTimestamp } from "../lib/dates.js";
import { preview } from "../lib/text.js";
import type { RuleContext } from "./context.js";
import type { Violations } from "./violations.js";

export const DEFAULT_DURATION = 60 * DAY;

/** Seconds east of UTC of a zone written `Z` or `+05:30`. */
function zoneSeconds(zone: string | undefined): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(zone ?? "");
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
}

const DATE_ALONE = /^\d{4}-\d{2}-\d{2}$/;

/** A closeDate sent: a date-time, or a date alone, read as the start of that day in the dialect's zone. */
export function parseCloseDate(
  value: unknown,
  pointer: string,
  v: Violations,
  context?: Pick<RuleContext, "dayZone">,
): number | undefined {
  if (typeof value !== "string") {
    return v.wrongType(pointer, "an RFC 3339 date-time or a date", value);
  }
  const read = parseTimestamp(value);
  const seconds = read !== undefined && DATE_ALONE.test(value) ? read - zoneSeconds(context?.dayZone) : read;
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
