/**
 * dates.closeDateTime: the time of day the deployment stores a closeDate at, read from a
 * job created without one: 60 days after its publishDate to the millisecond is `exact`;
 * otherwise the time of day its closeDate shows, in the zone it is written in. And
 * dates.dayZone: the zone a closeDate sent as a date alone is read in, from the instant the
 * deployment stored for one.
 */
import { writtenZone } from "../dates.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

const SIXTY_DAYS = 60 * 86_400_000;
const TIME_OF_DAY = /T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** The rule a job's two dates show: `exact`, a time in a zone, or undefined where the closeDate has no time. */
export function closeDateTimeOf(publishDate: unknown, closeDate: unknown): string | undefined {
  if (typeof publishDate !== "string" || typeof closeDate !== "string") {
    return undefined;
  }
  if (Date.parse(closeDate) - Date.parse(publishDate) === SIXTY_DAYS) {
    return "exact";
  }
  const match = TIME_OF_DAY.exec(closeDate);
  return match ? `${match[1]}${(match[2] as string).toUpperCase()}` : undefined;
}

/** dates.closeDateTime: the dates of a job created without a closeDate. */
export async function observeCloseDateTime(probe: Probe): Promise<Observation<string>> {
  const answer = await probe.create({ referenceId: probe.referenceId(), closeDate: undefined });
  if (!succeeded(answer)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(answer)}`, answer);
  }
  const { publishDate, closeDate } = answer.json ?? {};
  const rule = closeDateTimeOf(publishDate, closeDate);
  const shown = `publishDate ${JSON.stringify(publishDate)}, closeDate by default ${JSON.stringify(closeDate)}`;
  return rule === undefined
    ? unobservable(`${shown}: the closeDate shows no time of day`, answer)
    : observed(rule, answer, shown);
}

const DAY_MS = 86_400_000;

/** `Z` or `+05:30` for minutes east of UTC. */
function zoneOf(minutes: number): string {
  if (minutes === 0) {
    return "Z";
  }
  const abs = Math.abs(minutes);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** Minutes east of UTC of a written zone (`Z`, `-05:00`). */
function minutesOf(zone: string): number {
  if (zone.toUpperCase() === "Z") {
    return 0;
  }
  const [hours = 0, minutes = 0] = zone.slice(1).split(":").map(Number);
  return (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * The zone a date alone was read in, from the instant stored for `day`: its start there,
 * less than a day from UTC's, a whole quarter-hour away. Where a time of day was set after
 * (closeDateTime), which day it was set on, in the zone it is written in, still shows a
 * zone that reads the day alike: that zone where it is `day`, one an hour east of it where
 * it is the day before. Undefined where the stored closeDate shows no time.
 */
export function dayZoneOf(day: string, stored: unknown, dayWrittenIn?: string): string | undefined {
  if (typeof stored === "string" && /^\d{4}-\d{2}-\d{2}$/.test(stored) && dayWrittenIn !== undefined) {
    return zoneReadingAlike(day, stored, minutesOf(dayWrittenIn));
  }
  const match = typeof stored === "string" ? TIME_OF_DAY.exec(stored) : null;
  if (typeof stored !== "string" || !match) {
    return undefined;
  }
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const shown = Date.parse(stored);
  const minutes = (utcMidnight - shown) / 60_000;
  if (Number.isInteger(minutes) && Math.abs(minutes) < DAY_MS / 60_000 && minutes % 15 === 0) {
    return zoneOf(minutes);
  }
  return zoneReadingAlike(day, stored.slice(0, 10), minutesOf(match[2] as string));
}

/**
 * A zone that reads `day` as the deployment did, which wrote it back as `dayThere` in the
 * zone `written` minutes east: that zone where it is `day`, one an hour east where it is the day before.
 */
function zoneReadingAlike(day: string, dayThere: string, written: number): string | undefined {
  return dayThere === day ? zoneOf(written) : written + 60 < 24 * 60 ? zoneOf(written + 60) : undefined;
}

/** dates.dayZone: a job created with a closeDate 90 days ahead, sent as the date alone. */
export async function observeDayZone(probe: Probe): Promise<Observation<string | undefined>> {
  const day = new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10);
  const answer = await probe.create({ referenceId: probe.referenceId(), closeDate: day });
  if (!succeeded(answer)) {
    return unobservable(`the target did not take the closeDate ${day}: ${describeAnswer(answer)}`, answer);
  }
  const closeDate: unknown = answer.json?.closeDate;
  const shown = `closeDate ${day} sent, ${JSON.stringify(closeDate)} stored`;
  // A closeDate written as a day alone is written in the zone of the job's instants (the
  // job template's day zone), which the publishDate shows.
  return observed(dayZoneOf(day, closeDate, writtenZone(answer.json?.publishDate)), answer, shown);
}
