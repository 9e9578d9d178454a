/**
 * Names what an answer shows in the words of the dialect document: the shape of an error
 * body, the form of a date and of a paging link, and whether two Content-Types agree.
 * Each answers undefined for what the document has no word for.
 */
import type { DateForm, ErrorBodyShape } from "@jobs-toolkit/spec";

/** How paging.next and paging.previous are written. */
export type LinkForm = "absolute" | "path" | "query";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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
  if (!isObject(json)) {
    return undefined;
  }
  if ("type" in json && "title" in json && "status" in json) {
    return "problem";
  }
  if (isObject(json.error)) {
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

const DATE_FORMS: ReadonlyArray<[DateForm, RegExp]> = [
  ["seconds-z", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/],
  ["milliseconds-z", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/],
  ["seconds-offset", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/],
  ["milliseconds-offset", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/],
];

/** The form a response writes a date in. */
export function classifyDate(value: unknown): DateForm | undefined {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) {
    return undefined;
  }
  return DATE_FORMS.find(([, pattern]) => pattern.test(value))?.[0];
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
