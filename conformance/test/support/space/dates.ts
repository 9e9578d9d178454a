/**
 * How a drawn deployment writes and reads dates: its offset, the digits of a second it
 * shows, closeDate as an instant or a day, and the time of day a closeDate carries.
 */
import type { Dialect } from "../independent/dialect.js";
import type { Choices } from "./dimensions.js";

const MINUTE = 60_000;
const DAY = 86_400_000;

const OFFSETS: Record<Choices["instantOffset"], number> = { Z: 0, "+00:00": 0, "-05:00": -300, "+05:30": 330 };

const two = (value: number) => String(value).padStart(2, "0");

/** `+05:30` for 330 minutes, `Z` or `+00:00` for none as `choices` write it. */
function offsetText(choices: Choices): string {
  const minutes = OFFSETS[choices.instantOffset];
  if (minutes === 0) {
    return choices.instantOffset === "Z" ? "Z" : "+00:00";
  }
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The wall-clock fields of `ms` in the deployment's offset, as `YYYY-MM-DDTHH:MM:SS.mmm`. */
const local = (ms: number, minutes: number) => new Date(ms + minutes * MINUTE).toISOString().slice(0, 23);

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The date members of a deployment's dialect. */
export function datesOf(
  choices: Choices,
): Pick<Dialect, "formatInstant" | "formatCloseDate" | "parseInstant" | "closeDateOfDay"> {
  const minutes = OFFSETS[choices.instantOffset];
  const zone = offsetText(choices);
  const formatInstant = (ms: number) => {
    const [seconds, millis] = local(ms, minutes).split(".") as [string, string];
    const fraction = choices.instantFraction === 0 ? "" : `.${millis.padEnd(choices.instantFraction, "0")}`;
    return `${seconds}${fraction}${zone}`;
  };
  const dayStart = (ms: number) => Math.floor((ms + minutes * MINUTE) / DAY) * DAY - minutes * MINUTE;
  const ofDay = {
    exact: undefined,
    "end-of-day": (ms: number) => dayStart(ms) + DAY - 1000,
    "start-of-day": dayStart,
    // A time no rule fixes, neither end of the day (a service storing days at midday, away from any offset's edge).
    noon: (ms: number) => dayStart(ms) + DAY / 2,
  }[choices.closeDateTime];
  return {
    formatInstant,
    ...(choices.closeDateForm === "date-only"
      ? { formatCloseDate: (ms: number) => local(ms, minutes).slice(0, 10) }
      : {}),
    ...(ofDay ? { closeDateOfDay: ofDay } : {}),
    parseInstant(text) {
      const match = ISO.exec(text);
      if (!match) {
        return undefined;
      }
      const [, day, time, seconds, fraction, offset] = match;
      if (time !== undefined && offset === undefined && choices.dateInput === "offset-required") {
        return undefined;
      }
      const millis = (fraction ?? "0").padEnd(3, "0").slice(0, 3);
      // A date alone, or a time without offset, is read in the deployment's own offset.
      const zoneOf = offset ?? (minutes === 0 ? "Z" : zone);
      const ms = Date.parse(`${day}T${time ?? "00:00"}:${seconds ?? "00"}.${millis}${zoneOf}`);
      return Number.isNaN(ms) ? undefined : ms;
    },
  };
}
