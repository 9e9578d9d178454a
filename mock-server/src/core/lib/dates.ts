/** RFC 3339 dates in and out. Responses use UTC in whole seconds: `2026-11-21T15:04:05Z`. */

export const DAY = 86_400;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?([Zz]|([+-])(\d{2}):(\d{2})))?$/;

/** "00" to "59", written once: every stored job writes two dates, each with five two-digit parts. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, "0"));

/**
 * The texts written last, in slots by the second modulo a prime: the writes of one second
 * share their publishDate and (default) closeDate, 60 days later and so in another slot.
 */
const MEMO_SLOTS = 31;
const memoSeconds: number[] = new Array(MEMO_SLOTS).fill(Number.NaN);
const memoTexts: string[] = new Array(MEMO_SLOTS).fill("");

/** Seconds since the epoch, as a response writes them. */
export function formatTimestamp(seconds: number): string {
  const slot = Math.abs(seconds % MEMO_SLOTS) | 0;
  if (memoSeconds[slot] === seconds) {
    return memoTexts[slot] as string;
  }
  const text = written(seconds);
  memoSeconds[slot] = seconds;
  memoTexts[slot] = text;
  return text;
}

function written(seconds: number): string {
  // Every stored job writes two dates: worked out by arithmetic (days to civil date,
  // after Howard Hinnant's algorithm), several times faster than toISOString. Years
  // outside 1000-9999 and non-integers keep the Date path and its exact output.
  const days = Math.floor(seconds / DAY);
  const era = Math.floor((days + 719_468) / 146_097);
  const dayOfEra = days + 719_468 - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!Number.isInteger(seconds) || year < 1000 || year > 9999) {
    return `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
  }
  const time = seconds - days * DAY;
  const hour = Math.floor(time / 3600);
  const minute = Math.floor((time % 3600) / 60);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[time % 60]}Z`;
}

/**
 * The milliseconds a dialect whose fractions are real writes for an instant the server's
 * clock made (it counts whole seconds), as a clock to the millisecond would show them:
 * drawn from the time of day, so every read shows the same and a whole number of days
 * later (the default closeDate, an auto-refresh) keeps them. Never 0: a real clock shows
 * .000 once in a thousand instants, but every instant of one second shares this fraction,
 * so a short run within that second would show nothing but zeros, as a deployment whose
 * fractions are always zero does.
 */
export function realMillis(seconds: number): number {
  const secondOfDay = ((seconds % DAY) + DAY) % DAY;
  return ((secondOfDay * 7919 + 271) % 999) + 1;
}

/** `formatTimestamp`'s text with `millis` past the second as `.mmm`, where there are any. */
export function formatTimestampMillis(seconds: number, millis: number): string {
  return millis
    ? `${formatTimestamp(seconds).slice(0, -1)}.${String(millis).padStart(3, "0")}Z`
    : formatTimestamp(seconds);
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
