/**
 * What a failed response said, whatever shape its body had. Deployments differ: RFC 9457
 * problem documents (`detail`, `errors[]`), `{ message }`, `{ error }` or
 * `{ error: { code, message, fields: [{ name, reason }] } }`, `{ message, violations: [{ field, message }] }`,
 * `{ errors: [{ message, field }] }`, Rails-style
 * `{ errors: { title: ["..."] } }`, `{ message, details: { title: [...] } }`, FastAPI's
 * `{ detail: [{ loc, msg }] }`, or plain text and HTML. Each is read for one message and, when it names fields, one entry per field.
 * A field named in any notation (`categories.0.id`, `categories[0].id`, `/categories/0/id`,
 * `["body", "categories", 0, "id"]`) is given as one JSON Pointer, `/categories/0/id`.
 */
import { isRecord, type ProblemError } from "@jobs-toolkit/spec";

/** What a failed response's body says. */
export interface ErrorBodyReading {
  /** The body's own words, when it has any. */
  message?: string;
  /** Every broken rule or field the body names, each located by a JSON Pointer when it names a field. */
  errors: ProblemError[];
}

// A non-JSON body is quoted, but only its start: it may be a whole HTML page.
const MAX_TEXT_LENGTH = 200;
const MESSAGE_KEYS = [
  "detail",
  "message",
  "error_description",
  "error",
  "title",
  "description",
  "msg",
  "reason",
] as const;
// `name` last: in a list of field errors it is the field's, but only where no other key names one.
const FIELD_KEYS = ["pointer", "field", "path", "property", "param", "attribute", "loc", "source", "name"] as const;

function shortened(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_TEXT_LENGTH ? `${trimmed.slice(0, MAX_TEXT_LENGTH)}…` : trimmed;
}

/** A JSON Pointer to a field named as `title`, `salary.amount`, `/salary/amount`, `["body", "title"]` or `{ pointer }`. */
function pointerOf(field: unknown): string | undefined {
  if (isRecord(field)) {
    return pointerOf(field.pointer ?? field.field ?? field.parameter);
  }
  const segments = Array.isArray(field)
    ? field.filter((segment) => segment !== "body").map(String)
    : typeof field === "string" && field !== ""
      ? field.startsWith("/")
        ? [field]
        : field.replace(/\[(\d+)\]/g, ".$1").split(".")
      : undefined;
  if (segments === undefined || segments.length === 0) {
    return undefined;
  }
  return segments[0]?.startsWith("/") && segments.length === 1
    ? segments[0]
    : `/${segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** The first message a value carries: itself when it is text, or its first message-like key. */
function messageOf(value: unknown): string | undefined {
  if (typeof value === "string") {
    return value.trim() === "" ? undefined : value;
  }
  if (Array.isArray(value)) {
    const messages = value.map(messageOf).filter((message) => message !== undefined);
    return messages.length > 0 ? messages.join("; ") : undefined;
  }
  if (isRecord(value)) {
    for (const key of MESSAGE_KEYS) {
      const message = messageOf(value[key]);
      if (message !== undefined) {
        return message;
      }
    }
  }
  return undefined;
}

function fieldOf(entry: Record<string, unknown>): unknown {
  for (const key of FIELD_KEYS) {
    if (entry[key] !== undefined) {
      return entry[key];
    }
  }
  return undefined;
}

/** One entry of an `errors` or `details` list. */
function listEntry(entry: unknown): ProblemError | undefined {
  const message = messageOf(entry);
  if (message === undefined) {
    return undefined;
  }
  if (!isRecord(entry)) {
    return { code: "invalid", message };
  }
  const code = typeof entry.code === "string" ? entry.code : typeof entry.type === "string" ? entry.type : "invalid";
  const pointer = pointerOf(fieldOf(entry));
  const parameter = typeof entry.parameter === "string" ? entry.parameter : undefined;
  return {
    ...(pointer !== undefined && parameter === undefined ? { pointer } : {}),
    ...(parameter !== undefined ? { parameter } : {}),
    code,
    message,
  };
}

/** The entries of `errors` or `details`: a list, or an object from field to message(s). */
function entriesOf(value: unknown): ProblemError[] {
  // Text is read as a list of one entry.
  if (typeof value === "string" || Array.isArray(value)) {
    return [value]
      .flat()
      .map(listEntry)
      .filter((entry) => entry !== undefined);
  }
  if (!isRecord(value)) {
    return [];
  }
  return Object.entries(value).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).flatMap((item) => {
      const message = messageOf(item);
      const pointer = pointerOf(field);
      return message === undefined ? [] : [{ ...(pointer === undefined ? {} : { pointer }), code: "invalid", message }];
    }),
  );
}

/** Reads a failed response's body: parsed JSON, or its text when it was not JSON. */
export function readErrorBody(body: unknown): ErrorBodyReading {
  if (typeof body === "string") {
    const text = shortened(body);
    return text === "" ? { errors: [] } : { message: text, errors: [] };
  }
  if (!isRecord(body)) {
    return { errors: [] };
  }
  // FastAPI and others list their field errors under `detail`; a problem document writes text there.
  const listedDetail = Array.isArray(body.detail) ? body.detail : undefined;
  const errors = [
    ...entriesOf(body.errors),
    ...entriesOf(body.details),
    ...entriesOf(body.fields),
    ...entriesOf(body.violations),
    ...entriesOf(listedDetail),
  ];
  const nested = isRecord(body.error) ? readErrorBody(body.error) : undefined;
  // A problem document's title is only the status's reason phrase; its words are in detail.
  // Only MESSAGE_KEYS are read for words, so the lists read above need no blanking.
  const words = { ...body, title: undefined, ...(listedDetail ? { detail: undefined } : {}) };
  const message = messageOf(words) ?? nested?.message;
  return {
    ...(message === undefined ? {} : { message }),
    errors: [...errors, ...(nested?.errors ?? [])],
  };
}
