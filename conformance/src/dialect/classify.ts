/**
 * Names what an answer shows in the words of the dialect document: the shape of an error
 * body, the form of a date and of a paging link, and whether two Content-Types agree.
 * Each answers undefined for what the document has no word for.
 */
import { DATE_FORMS, type DateForm, type ErrorBodyShape } from "@jobs-toolkit/spec";
import { parseJson } from "../http/raw.js";
import { isRecord } from "../json.js";

/** How paging.next and paging.previous are written. */
export type LinkForm = "absolute" | "path" | "query";

/** The body shape of a refusal, from its text and Content-Type. */
export function classifyBody(text: string, contentType: string | undefined): ErrorBodyShape | undefined {
  if (text === "") {
    return "empty";
  }
  const media = mediaTypeOf(contentType);
  const json = parseJson(text);
  if (media === "application/problem+json") {
    return "problem";
  }
  if (json === undefined || media === "text/plain") {
    return "text";
  }
  if (!isRecord(json)) {
    return undefined;
  }
  if ("type" in json && "title" in json && "status" in json) {
    return "problem";
  }
  if (isRecord(json.error)) {
    return "error-object";
  }
  if (typeof json.error === "string") {
    return "error-string";
  }
  if (Array.isArray(json.errors) && !("message" in json)) {
    return "errors";
  }
  return "message" in json ? "message" : undefined;
}

/** Each form as a pattern, from the one table of what the forms look like. */
const DATE_PATTERNS = (Object.entries(DATE_FORMS) as Array<[DateForm, (typeof DATE_FORMS)[DateForm]]>).map(
  ([form, { time, fraction, zone }]) =>
    [
      form,
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}${time ? "T\\d{2}:\\d{2}:\\d{2}" : ""}${fraction ? "\\.\\d{3}" : ""}${zone.replace("+", "\\+")}$`,
      ),
    ] as const,
);

/** The form a response writes a date in. */
export function classifyDate(value: unknown): DateForm | undefined {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) {
    return undefined;
  }
  return DATE_PATTERNS.find(([, pattern]) => pattern.test(value))?.[0];
}

/** The form of a paging link. */
export function classifyLink(value: unknown): LinkForm | undefined {
  if (typeof value !== "string") {
    return undefined;
  }
  if (/^https?:\/\//i.test(value)) {
    return "absolute";
  }
  if (value.startsWith("/api/")) {
    return "path";
  }
  return value.startsWith("?") ? "query" : undefined;
}

/** The media type of a Content-Type, lower case, without parameters. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase() || undefined;
}

function parametersOf(contentType: string, json: boolean): string[] {
  return contentType
    .split(";")
    .slice(1)
    .map((parameter) =>
      parameter
        .trim()
        .toLowerCase()
        .replace(/\s*=\s*/, "=")
        .replaceAll('"', ""),
    )
    .filter((parameter) => parameter !== "" && !(json && parameter === "charset=utf-8"))
    .sort();
}

/**
 * Whether two Content-Types say the same: media types compared without regard to case,
 * and parameters as a set, where `charset=utf-8` on a JSON type is no parameter at all
 * (JSON is UTF-8 whatever the header says, RFC 8259).
 */
export function sameContentType(a: string | undefined, b: string | undefined): boolean {
  const media = mediaTypeOf(a);
  if (media === undefined || media !== mediaTypeOf(b)) {
    return media === mediaTypeOf(b);
  }
  const json = media === "application/json" || media.endsWith("+json");
  return parametersOf(a ?? "", json).join(";") === parametersOf(b ?? "", json).join(";");
}
