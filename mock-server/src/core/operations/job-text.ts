/**
 * A job's text as the dialect writes it. The store keeps each job's text in the reference
 * server's own form (dates in whole seconds with `Z`, `"referenceId":null` for none); a
 * dialect that writes either otherwise gets the text rewritten on the way out, so the
 * default keeps its zero-copy path and no second stored form exists.
 *
 * Matching on the text is safe: every quote inside a JSON string is escaped, so
 * `"publishDate":"` (a quote right after the name) occurs only as a member name.
 */
import { DATE_FORMS, type DateForm, type ResolvedDialect } from "@jobs-toolkit/spec";
import { realMillis } from "../lib/dates.js";

/** The milliseconds written for a whole-second time of day where the dialect's fractions are real. */
function millisOf(timeOfDay: string): string {
  const [hours, minutes, seconds] = timeOfDay.split(":").map(Number) as [number, number, number];
  return String(realMillis(hours * 3600 + minutes * 60 + seconds)).padStart(3, "0");
}

/**
 * A stored (whole-second UTC) date's day and time of day, written in a form; `templated`
 * writes the whole instant whatever the form, for the template re-forms the date (a day
 * alone in the deployment's zone needs the time, real fractions the millisecond).
 */
function dateIn(form: DateForm, day: string, timeOfDay: string, real: boolean, templated: boolean): string {
  const { time, fraction, zone } = DATE_FORMS[form];
  if (templated) {
    return `${day}T${timeOfDay}.${real ? millisOf(timeOfDay) : "000"}Z`;
  }
  const millis = real ? millisOf(timeOfDay) : "000";
  return time ? `${day}T${timeOfDay}${fraction ? `.${millis}` : ""}${zone}` : day;
}

/** Whether the dialect's templates write jobs (and so their dates, in their own forms). */
function templated({ templates }: ResolvedDialect): boolean {
  return templates.job !== undefined || templates.page !== undefined;
}

const STORED_DATE = /"(publishDate|closeDate)":"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})Z"/g;
const NO_REFERENCE_ID = '"referenceId":null';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Whether the dialect writes jobs exactly as they are stored. */
function asStored(dialect: ResolvedDialect, absentReferenceId: null | ""): boolean {
  const { dates } = dialect;
  const forms = dates.publishDate === "seconds-z" && dates.closeDate === "seconds-z";
  return forms && absentReferenceId === null && !templated(dialect);
}

/**
 * A job's (or a page of headers') UTF-8 text, as the dialect writes it; a page's headers
 * write an absent referenceId as `absentReferenceIdInLists` says.
 */
export function inDialect(bytes: Uint8Array, dialect: ResolvedDialect, page = false): Uint8Array {
  const absentReferenceId = page ? dialect.absentReferenceIdInLists : dialect.absentReferenceId;
  if (asStored(dialect, absentReferenceId)) {
    return bytes;
  }
  const { dates } = dialect;
  const byTemplate = templated(dialect);
  let publishedAt: string | undefined;
  let text = decoder
    .decode(bytes)
    .replace(STORED_DATE, (_, name: "publishDate" | "closeDate", day: string, timeOfDay: string) => {
      // A closeDate the server's clock made (its publishDate's time of day) has its fraction;
      // one the request sent has the none it was sent with.
      const real = dates.fraction === "real" && (name === "publishDate" || timeOfDay === publishedAt);
      if (name === "publishDate") {
        publishedAt = timeOfDay;
      }
      return `"${name}":"${dateIn(dates[name], day, timeOfDay, real, byTemplate)}"`;
    });
  if (absentReferenceId !== null) {
    text = text.replaceAll(NO_REFERENCE_ID, `"referenceId":${JSON.stringify(absentReferenceId)}`);
  }
  return encoder.encode(text);
}
