/**
 * The forms of a date and of a link as an application parses them: the values themselves
 * (which instant, which host, which id) differ between any two deployments and say nothing.
 */

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A date's form, e.g. `date-only`, `seconds Z`, `milliseconds +00:00`, `minutes no-zone`;
 * undefined for a string that is no date.
 */
export function dateForm(text: string): string | undefined {
  const match = DATE.exec(text);
  if (!match) {
    return undefined;
  }
  const [, , time, seconds, fraction, zone] = match;
  if (time === undefined) {
    return "date-only";
  }
  const precision = fraction
    ? fraction.length === 4
      ? "milliseconds"
      : `fraction-${fraction.length - 1}`
    : seconds
      ? "seconds"
      : "minutes";
  const offset =
    zone === undefined ? "no-zone" : zone.toUpperCase() === "Z" ? "Z" : zone.includes(":") ? "+hh:mm" : "+hhmm";
  // A zero offset written +00:00 and another written -05:00 are one form to a parser.
  return `${precision} ${offset}`;
}

/** A link's form: `absolute` (scheme and host), `relative` (a path), `query-only`; undefined for no link. */
export function linkForm(text: string): "absolute" | "relative" | "query-only" | undefined {
  if (/^https?:\/\/[^\s/]+/i.test(text)) {
    return "absolute";
  }
  if (/^\/(?!\/)\S*$/.test(text)) {
    return "relative";
  }
  return /^\?\S*$/.test(text) ? "query-only" : undefined;
}

/**
 * The names of a link's query parameters in order, joined with `,`, and the page it names
 * against the page asked for (`q,pageSize,page to +1`); undefined for a link without a query.
 */
export function linkParameters(text: string, askedPage: number): string | undefined {
  const at = text.indexOf("?");
  if (at === -1) {
    return undefined;
  }
  const query = new URLSearchParams(text.slice(at + 1).split("#")[0]);
  const names = [...query.keys()];
  if (names.length === 0) {
    return undefined;
  }
  const page = Number(query.get("page") ?? "1");
  const step = Number.isInteger(page) ? page - askedPage : Number.NaN;
  return `${names.join(",")} to ${step >= 0 ? "+" : ""}${step}`;
}

/**
 * Where in its day a date's time falls, as written (in its own zone): `start of day`
 * (00:00:00), `end of day` (23:59:59) or `a time`; undefined for no date or a day alone.
 * A deployment that stores a closeDate at a fixed time of day shows it on every job.
 */
export function timeOfDay(text: string): string | undefined {
  const match = DATE.exec(text);
  const [, , time, seconds = ":00", fraction = ""] = match ?? [];
  if (time === undefined) {
    return undefined;
  }
  const clock = `${time}${seconds}`;
  if (clock === "00:00:00" && !/[1-9]/.test(fraction)) {
    return "start of day";
  }
  return clock === "23:59:59" ? "end of day" : "a time";
}
