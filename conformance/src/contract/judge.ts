/**
 * How a deployment's answer differs from the one a contract recorded, as the application
 * sees it: status, media type, the headers it reads, the body's shape and the forms of its
 * dates and links (differential/compare.ts), then the values that must come back: each
 * value an earlier answer gave (a reference), each value the application sent, each word
 * of the API document's enums (a status), and every number, boolean and null. What the
 * server makes up is compared by type and form only: an id seen for the first time, a
 * date's instant, a link's host, text such as names and messages (a fake cannot know a
 * deployment's wording), and the employer the test ran as (its namespace).
 */
import { wholeReference } from "@jobs-toolkit/spec";
import { compareExchanges, type Difference } from "../differential/compare.js";
import { dateForm, linkForm } from "../differential/forms.js";
import type { Exchange } from "../differential/view.js";
import { documentedWords } from "../model/closed-lists.js";

/** What differs in one exchange: an aspect of the app view, a value, or a reference the replay could not resolve. */
export interface ContractDifference {
  aspect: Difference["aspect"] | "value" | "unresolved" | "unanswered";
  /** The header, the body path (`$.data[1].title`) or the reference; empty for status and media type. */
  at: string;
  /** What the contract recorded (its references resolved on the deployment). */
  expected: string;
  /** What the deployment answered. */
  actual: string;
}

/** The contract's answer with its references resolved, and as it was written. */
export interface ExpectedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The recorded body, its references as written. */
  recorded: unknown;
  /** The same body, each reference resolved on the deployment. */
  resolved: unknown;
}

const show = (value: unknown) => (value === undefined ? "absent" : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The employer a test runs as is its namespace, made afresh for each replay. */
const NAMESPACE = /^\$\.(?:data\[\d+\]\.)?employer(?:\.|$)/;

/**
 * Whether an item of reference data (a category, a position type) is another one of the
 * deployment's standing in for the recorded one: its name and the rest are then its own.
 */
function standsIn(recorded: Record<string, unknown>, resolved: Record<string, unknown>): boolean {
  const reference = typeof recorded.id === "string" ? wholeReference(recorded.id) : undefined;
  return (reference?.kind === "category" || reference?.kind === "positionType") && reference.id !== resolved.id;
}

/** Whether a recorded leaf is compared by its value; `sent` holds what the application sent. */
function comparedByValue(recorded: unknown, at: string, key: string, sent: ReadonlySet<string>): boolean {
  if (NAMESPACE.test(at)) {
    return false;
  }
  if (typeof recorded === "number") {
    // An id seen for the first time is the server's to choose.
    return key !== "id";
  }
  if (typeof recorded === "string") {
    return (
      (sent.has(recorded) || documentedWords().has(recorded)) &&
      dateForm(recorded) === undefined &&
      linkForm(recorded) === undefined
    );
  }
  return true;
}

/** What identifies an item of a list across two answers: its id once resolved, else its title. */
function identity(item: unknown): unknown {
  return isRecord(item) ? (item.id ?? item.title) : undefined;
}

/**
 * `actual` with each run of items the contract recorded at one publishDate put in the
 * recorded order, matched by identity: the document sorts lists "by publishDate descending"
 * and says nothing of the order of jobs published at the same instant, so a deployment
 * may give them in any order.
 */
function withTiesMatched(resolved: readonly unknown[], actual: readonly unknown[]): unknown[] {
  const matched = [...actual];
  const dateAt = (index: number) => {
    const item = resolved[index];
    return isRecord(item) && typeof item.publishDate === "string" ? item.publishDate : undefined;
  };
  for (let start = 0; start < resolved.length; ) {
    const date = dateAt(start);
    let end = start + 1;
    while (date !== undefined && end < resolved.length && dateAt(end) === date) {
      end++;
    }
    if (end - start > 1 && end <= actual.length) {
      const pool = actual.slice(start, end);
      const taken = new Set<number>();
      const take = (found: number) => {
        taken.add(found);
        return pool[found];
      };
      const placed = resolved
        .slice(start, end)
        .map((item) => {
          const found = pool.findIndex((candidate, at) => !taken.has(at) && identity(candidate) === identity(item));
          return found >= 0 ? { item: take(found) } : undefined;
        })
        // Items matched by nothing take the places left, in the deployment's order.
        .map((match) => match ?? { item: take(pool.findIndex((_, at) => !taken.has(at))) });
      placed.forEach(({ item }, offset) => {
        matched[start + offset] = item;
      });
    }
    start = end;
  }
  return matched;
}

function valueDifferences(
  recorded: unknown,
  resolved: unknown,
  actual: unknown,
  at: string,
  key: string,
  sent: ReadonlySet<string>,
  into: ContractDifference[],
): void {
  if (Array.isArray(recorded) && Array.isArray(resolved)) {
    if (!Array.isArray(actual)) {
      return;
    }
    if (actual.length !== recorded.length) {
      into.push({ aspect: "value", at, expected: `${recorded.length} items`, actual: `${actual.length} items` });
    }
    const matched = withTiesMatched(resolved, actual);
    for (let index = 0; index < Math.min(recorded.length, actual.length); index++) {
      valueDifferences(recorded[index], resolved[index], matched[index], `${at}[${index}]`, key, sent, into);
    }
    return;
  }
  if (isRecord(recorded) && isRecord(resolved)) {
    // A member missing or of another type is a shape difference, said once there.
    if (!isRecord(actual)) {
      return;
    }
    if (standsIn(recorded, resolved)) {
      valueDifferences(recorded.id, resolved.id, actual.id, `${at}.id`, "id", sent, into);
      return;
    }
    for (const [name, inner] of Object.entries(recorded)) {
      if (name in actual) {
        valueDifferences(inner, resolved[name], actual[name], `${at}.${name}`, name, sent, into);
      }
    }
    return;
  }
  const reference = typeof recorded === "string" ? wholeReference(recorded) : undefined;
  if (reference !== undefined) {
    if (resolved !== actual) {
      into.push({ aspect: "value", at, expected: `${show(resolved)} (${recorded})`, actual: show(actual) });
    }
  } else if (comparedByValue(recorded, at, key, sent) && !Object.is(recorded, actual)) {
    into.push({ aspect: "value", at, expected: show(recorded), actual: show(actual) });
  }
}

function parsedBody(text: string): { json: unknown } | undefined {
  try {
    return text.trim() === "" ? undefined : { json: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Every difference between the answer the contract expects and the deployment's.
 * `sent` holds the strings the application sent in this test so far.
 */
export function judgeExchange(
  expected: ExpectedAnswer,
  actual: Exchange,
  sent: ReadonlySet<string>,
): ContractDifference[] {
  const recordedText =
    expected.resolved === undefined
      ? ""
      : typeof expected.resolved === "string"
        ? expected.resolved
        : JSON.stringify(expected.resolved);
  // Values are this judge's own (below): the namespace's employer is made afresh for each
  // replay, and a recorded body parsed and written again has lost its numbers' notation.
  // A refusal's words are a value too: a contract holds the app to what it reads, and an
  // app that shows a deployment's message reads its shape, not the words of one deployment.
  const view = compareExchanges(
    { request: actual.request, status: expected.status, headers: expected.headers, body: recordedText },
    actual,
  )
    .filter(({ aspect }) => aspect !== "value" && aspect !== "words")
    .map(({ aspect, at, left, right }): ContractDifference => ({ aspect, at, expected: left, actual: right }));
  const body = parsedBody(actual.body ?? "");
  const values: ContractDifference[] = [];
  if (body !== undefined && typeof expected.recorded !== "string") {
    valueDifferences(expected.recorded, expected.resolved, body.json, "$", "", sent, values);
  }
  return [...view, ...values];
}

/** A difference in one line, e.g. `value at $.status: "active" expected, "archived" answered`. */
export function describeContractDifference({ aspect, at, expected, actual }: ContractDifference): string {
  return `${aspect}${at ? ` at ${at}` : ""}: ${expected} expected, ${actual} answered`;
}
