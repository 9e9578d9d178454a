/**
 * The time of day a deployment stores every closeDate at, as the dialect's
 * `dates.closeDateTime` says: the instant itself, or a fixed time in a zone (the end or
 * the start of the day there), on the day the instant falls on in that zone.
 */
const DAY = 86_400;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(Z|([+-])(\d{2}):(\d{2}))$/;

/** The closeDate (epoch seconds) as stored under `rule`; the instant itself for `exact`. */
export function atCloseDateTime(rule: string, seconds: number): number {
  const match = TIME.exec(rule);
  if (!match) {
    return seconds;
  }
  const [, hours, minutes, secs, , sign, zoneHours, zoneMinutes] = match;
  const offset =
    sign === undefined ? 0 : (sign === "-" ? -1 : 1) * (Number(zoneHours) * 3600 + Number(zoneMinutes) * 60);
  const dayStart = Math.floor((seconds + offset) / DAY) * DAY - offset;
  return dayStart + Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
}
