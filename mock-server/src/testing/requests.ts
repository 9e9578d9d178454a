/**
 * What the application sent, read from the server's request log and checked with
 * failure messages that list everything it did send, so a failing test says why.
 */
import { type LoggedRequest, valueAt } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { callAdmin, type JobsTarget } from "./target.js";
import type { Tenant } from "./tenants.js";

/** Which requests to look for; every field given must match. */
export interface RequestMatch {
  /** GET, POST, PUT or DELETE. */
  method?: string;
  /** The path exactly, e.g. `/api/v1.1/jobs/42`, or a pattern. */
  path?: string | RegExp;
  /** The referenceId the JSON body carried. */
  referenceId?: string;
  /** Values the JSON body must hold: objects match when every key given matches, arrays item by item. */
  body?: unknown;
  /** Query parameters the request must have had. */
  query?: Record<string, string>;
  /** The status the server answered. */
  status?: number;
  /**
   * Why the server answered so: requirement ids (`@jobs-toolkit/spec/requirements`) that
   * must all be among the answer's reasons, e.g. `"limits.title.max-256"` for a refused title.
   */
  because?: RequirementId | readonly RequirementId[];
}

/** The ids a `because` names, as a list. */
function becauseList(because: RequirementId | readonly RequirementId[]): readonly RequirementId[] {
  return typeof because === "string" ? [because] : because;
}

/**
 * The requests the employer's API key sent to the job API, oldest first (the server
 * remembers its last `requestLogSize` requests, 200 by default).
 */
export async function sentRequests(
  target: JobsTarget,
  tenant: Pick<Tenant, "id">,
  limit = 1000,
): Promise<LoggedRequest[]> {
  const log = await callAdmin<{ data: LoggedRequest[] }>(
    target,
    "GET",
    `/__admin/requests?employerId=${tenant.id}&limit=${limit}`,
  );
  return log.data.reverse();
}

/** Whether `actual` holds every value `expected` names. */
function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => contains(actual[index], item))
    );
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) {
      return false;
    }
    return Object.entries(expected).every(([key, value]) => contains((actual as Record<string, unknown>)[key], value));
  }
  return Object.is(actual, expected);
}

function matches(request: LoggedRequest, match: RequestMatch): boolean {
  const body = request.body as Record<string, unknown> | null;
  return (
    (match.method === undefined || request.method === match.method.toUpperCase()) &&
    (match.path === undefined ||
      (typeof match.path === "string" ? request.path === match.path : match.path.test(request.path))) &&
    (match.referenceId === undefined ||
      (typeof body === "object" && body !== null && body.referenceId === match.referenceId)) &&
    (match.body === undefined || contains(request.body, match.body)) &&
    (match.query === undefined || contains(request.query, match.query)) &&
    (match.status === undefined || request.status === match.status) &&
    (match.because === undefined || becauseList(match.because).every((id) => request.reasons.includes(id)))
  );
}

/** The requests that match, in the order given. */
export function findRequests(requests: readonly LoggedRequest[], match: RequestMatch): LoggedRequest[] {
  return requests.filter((request) => matches(request, match));
}

function describeMatch(match: RequestMatch): string {
  const parts = [
    match.method?.toUpperCase() ?? "any method",
    match.path === undefined ? "any path" : String(match.path),
  ];
  if (match.referenceId !== undefined) {
    parts.push(`for referenceId ${JSON.stringify(match.referenceId)}`);
  }
  if (match.query !== undefined) {
    parts.push(`with query ${JSON.stringify(match.query)}`);
  }
  if (match.body !== undefined) {
    parts.push(`with a body holding ${JSON.stringify(match.body)}`);
  }
  if (match.status !== undefined) {
    parts.push(`answered ${match.status}`);
  }
  if (match.because !== undefined) {
    parts.push(`because ${becauseList(match.because).join(", ")}`);
  }
  return parts.join(" ");
}

/** The longest body a request's line shows whole when its answer locates the fields at fault. */
const SHOWN_BODY = 200;
/** The longest value of a located field shown, so a body of megabytes does not flood the message. */
const SHOWN_VALUE = 2000;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The fields of the request body a refusal names (`errors[].pointer`), with the refusal's words for each. */
function locatedFaults(request: LoggedRequest): { pointer: string; message: string }[] {
  const errors = (request.responseBody as { errors?: unknown } | null)?.errors;
  if (request.status < 400 || !Array.isArray(errors)) {
    return [];
  }
  return errors.flatMap((error: { pointer?: unknown; message?: unknown }) =>
    typeof error?.pointer === "string" ? [{ pointer: error.pointer, message: String(error.message ?? "") }] : [],
  );
}

/**
 * A request's body as its line shows it: whole, unless it is long and its refusal names
 * the fields at fault; then its start, and each of those fields whole on a line of its own.
 */
function describeBody(request: LoggedRequest): string {
  if (request.body === null) {
    return "";
  }
  const body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
  const faults = locatedFaults(request);
  if (body.length <= SHOWN_BODY || faults.length === 0) {
    return ` ${body}`;
  }
  const fields = faults.map(({ pointer, message }) => {
    const value = valueAt(request.body, pointer);
    const shown = value === undefined ? "(absent)" : cut(JSON.stringify(value), SHOWN_VALUE);
    return `\n       ${pointer || "/"}: ${shown}${message ? `: ${message}` : ""}`;
  });
  return ` ${cut(body, SHOWN_BODY)}${fields.join("")}`;
}

function describeRequest(request: LoggedRequest, index: number): string {
  const query = new URLSearchParams(request.query).toString();
  const why = request.reasons.length === 0 ? "" : `\n       because ${request.reasons.join(", ")}`;
  return `  ${index + 1}. ${request.method} ${request.path}${query ? `?${query}` : ""} -> ${request.status}${describeBody(request)}${why}`;
}

/** Thrown when the requests sent are not those a test expected; its message lists them all. */
export class RequestExpectationError extends Error {
  override name = "RequestExpectationError";
}

/**
 * Checks that exactly `times` requests (1 by default) match, and returns them. Otherwise
 * throws a {@link RequestExpectationError} listing every request that was sent.
 *
 * @example
 * expectSent(await sentRequests(server, tenant), { method: "PUT", referenceId: "REQ-1", body: { status: "archived" } });
 */
export function expectSent(
  requests: readonly LoggedRequest[],
  match: RequestMatch,
  { times = 1 }: { times?: number } = {},
): LoggedRequest[] {
  const found = findRequests(requests, match);
  if (found.length === times) {
    return found;
  }
  const sent = requests.length === 0 ? "  (none)" : requests.map(describeRequest).join("\n");
  throw new RequestExpectationError(
    `Expected ${times === 1 ? "exactly 1 request" : `exactly ${times} requests`}: ${describeMatch(match)}; ` +
      `found ${found.length}.\n${requests.length === 1 ? "The 1 request" : `The ${requests.length} requests`} sent, oldest first:\n${sent}`,
  );
}
