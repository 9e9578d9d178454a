/** RFC 3339 dates in and out. Responses use UTC in whole seconds: `2026-11-21T15:04:05Z`. */

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?([Zz]|([+-])(\d{2}):(\d{2})))?$/;

/** Seconds since the epoch, as a response writes them. */
export function formatTimestamp(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses an RFC 3339 date-time with any offset, or a full date meaning midnight UTC,
 * into whole epoch seconds (fractions dropped). Undefined when the text is not one.
 */
export function parseTimestamp(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) {
    return undefined;
  }
  const [, y, mo, d, h = "0", mi = "0", s = "0", zone, sign, oh = "0", om = "0"] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  if (hour > 23 || minute > 59 || second > 59 || Number(oh) > 23 || Number(om) > 59) {
    return undefined;
  }
  let offsetMinutes = 0;
  if (zone && sign) {
    offsetMinutes = (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto the 1900s.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime() / 1000 - offsetMinutes * 60;
}

export const DAY = 86_400;
