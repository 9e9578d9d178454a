/**
 * The contract file: per test of an application, the requests it made to the Job Posting
 * API and the answers it got, in order. A value that came from an earlier answer (an id, a
 * Location, a paging link), an API key, or an id of the reference data is written as a
 * reference, `{{...}}`, so the same contract replays on a deployment with its own ids and
 * keys. The test kit writes it (`@jobs-toolkit/mock-server/testing`); `jobs-conformance
 * verify-contract` reads it here, checked, and replays it.
 */

/** The format's name and version, the first member of every contract. */
export const CONTRACT_FORMAT = "jobs-contract/1";

/** Response headers a contract keeps: the ones an application reads, and the media type. */
export const APP_READ_HEADERS = [
  "location",
  "allow",
  "www-authenticate",
  "retry-after",
  "access-control-allow-origin",
] as const;

/** Request headers a contract keeps: the ones an application sets on purpose. */
export const CONTRACT_REQUEST_HEADERS = ["api-key", "content-type", "x-http-method-override"] as const;

/** One request: method, path and query (relative to the API's root URL), chosen headers, JSON body. */
export interface ContractRequest {
  method: string;
  /** Path and query, e.g. `/api/v1.1/jobs/{{1:$.id}}` or `{{3:$.paging.next}}`. */
  url: string;
  /** Lower-case names; `api-key` is always a `{{key N}}` reference. */
  headers?: Record<string, string>;
  /** The parsed JSON body, or its text when it is not JSON; absent when there was none. */
  body?: unknown;
}

/** The answer the application got. */
export interface ContractResponse {
  status: number;
  /** `content-type` and the headers of {@link APP_READ_HEADERS} the answer had. */
  headers?: Record<string, string>;
  /** The parsed JSON body, or its text; absent when empty. */
  body?: unknown;
}

/** One request and its answer. */
export interface ContractExchange {
  request: ContractRequest;
  response: ContractResponse;
}

/** One test of the application: its exchanges, oldest first. */
export interface ContractTest {
  /** The test file, relative to the project's root. */
  file: string;
  /** The test's name, with the names of the suites around it joined by ` > `. */
  name: string;
  exchanges: ContractExchange[];
}

/** A whole contract: the tests in a stable order (file, then name). */
export interface Contract {
  format: typeof CONTRACT_FORMAT;
  tests: ContractTest[];
}

/**
 * What a reference names:
 * - `answer`: exchange `step` (from 1) of the same test, at `path` (`$.id`, `$.paging.next`) or its `location` header;
 * - `key`: the `index`-th API key (from 1) the test used;
 * - `category` / `positionType`: the item of the deployment's collection that stands for the recorded `id`.
 */
export type Reference =
  | { kind: "answer"; step: number; path: string }
  | { kind: "key"; index: number }
  | { kind: "category" | "positionType"; id: number };

/** A reference in text: `{{2:$.id}}`, `{{2:location}}`, `{{key 1}}`, `{{category 9}}`, `{{positionType 3}}`. */
const REFERENCE = /\{\{(?:(\d+):(\$[^}]*|location)|key (\d+)|(category|positionType) (\d+))\}\}/g;

/** The reference a match of {@link REFERENCE} names. */
function referenceOf(match: RegExpExecArray | RegExpMatchArray): Reference {
  const [, step, path, key, collection, id] = match;
  if (step !== undefined && path !== undefined) {
    return { kind: "answer", step: Number(step), path };
  }
  if (key !== undefined) {
    return { kind: "key", index: Number(key) };
  }
  return { kind: collection as "category" | "positionType", id: Number(id) };
}

/** The text of a reference. */
export function writeReference(reference: Reference): string {
  switch (reference.kind) {
    case "answer":
      return `{{${reference.step}:${reference.path}}}`;
    case "key":
      return `{{key ${reference.index}}}`;
    default:
      return `{{${reference.kind} ${reference.id}}}`;
  }
}

/** The reference a string is, when it is exactly one; undefined otherwise. */
export function wholeReference(text: string): Reference | undefined {
  const matches = [...text.matchAll(REFERENCE)];
  const [only] = matches;
  return matches.length === 1 && only?.index === 0 && only[0].length === text.length ? referenceOf(only) : undefined;
}

/**
 * A text with each reference replaced by what `resolve` gives for it; a string that is one
 * reference alone becomes the resolved value itself, number or string.
 */
export function resolveReferences(text: string, resolve: (reference: Reference) => unknown): unknown {
  const whole = wholeReference(text);
  if (whole !== undefined) {
    return resolve(whole);
  }
  return text.replace(REFERENCE, (...match) => String(resolve(referenceOf(match as unknown as RegExpMatchArray))));
}

/** Why a text is not a contract: each problem with where it is. */
export class ContractError extends Error {
  override name = "ContractError";
  readonly problems: readonly string[];

  constructor(message: string, problems: readonly string[] = []) {
    super(problems.length > 0 ? `${message}:\n  ${problems.join("\n  ")}` : message);
    this.problems = problems;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTextRecord = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((inner) => typeof inner === "string");

/** The problems of one exchange, at `at`. */
function exchangeProblems(exchange: unknown, at: string): string[] {
  if (!isRecord(exchange) || !isRecord(exchange.request) || !isRecord(exchange.response)) {
    return [`${at}: an exchange is { request, response }`];
  }
  const { request, response } = exchange;
  const problems: string[] = [];
  if (typeof request.method !== "string" || !/^[A-Z]+$/.test(request.method)) {
    problems.push(`${at}.request.method: an upper-case HTTP method`);
  }
  if (typeof request.url !== "string" || !(request.url.startsWith("/") || request.url.startsWith("{{"))) {
    problems.push(`${at}.request.url: a path from the root URL, or a reference to a link`);
  }
  if (request.headers !== undefined && !isTextRecord(request.headers)) {
    problems.push(`${at}.request.headers: names to text values`);
  }
  if (!Number.isInteger(response.status) || (response.status as number) < 100 || (response.status as number) > 599) {
    problems.push(`${at}.response.status: an HTTP status`);
  }
  if (response.headers !== undefined && !isTextRecord(response.headers)) {
    problems.push(`${at}.response.headers: names to text values`);
  }
  return problems;
}

/** Every way `value` departs from the contract format; empty when it is a contract. */
export function checkContract(value: unknown): string[] {
  if (!isRecord(value) || value.format !== CONTRACT_FORMAT || !Array.isArray(value.tests)) {
    return [`a contract is { "format": "${CONTRACT_FORMAT}", "tests": [...] }`];
  }
  return value.tests.flatMap((test, index) => {
    const at = `tests[${index}]`;
    if (!isRecord(test) || typeof test.name !== "string" || typeof test.file !== "string") {
      return [`${at}: a test has a file, a name and exchanges`];
    }
    if (!Array.isArray(test.exchanges)) {
      return [`${at}.exchanges: a list of exchanges`];
    }
    return test.exchanges.flatMap((exchange, step) => exchangeProblems(exchange, `${at}.exchanges[${step}]`));
  });
}

/** A contract from the text of a file; throws a {@link ContractError} naming each problem. */
export function parseContract(text: string, source = "the contract"): Contract {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ContractError(`${source} is not JSON: ${(error as Error).message}`);
  }
  const problems = checkContract(value);
  if (problems.length > 0) {
    throw new ContractError(`${source} is not a contract`, problems);
  }
  return value as Contract;
}

/** The tests of several contracts as one, ordered by file then name, so a rerun writes the same text. */
export function mergeContracts(tests: readonly ContractTest[]): Contract {
  const ordered = [...tests].sort(
    (left, right) => compareText(left.file, right.file) || compareText(left.name, right.name),
  );
  return { format: CONTRACT_FORMAT, tests: ordered };
}

const compareText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** A contract as its file's text: two-space JSON and a final newline, one value a line where it can. */
export function formatContract(contract: Contract): string {
  return `${JSON.stringify(contract, null, 2)}\n`;
}
