// Retries of idempotent requests, counted by attempts under fake timers: no wall clock.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ConnectionError, createJobsClient, RateLimitError, type RetryEvent, ServerError } from "../src/index.js";
import { backoffDelay, parseRetryAfter } from "../src/retry.js";
import { API_KEY, json, problem, sampleJob, scriptedFetch } from "./helpers.js";

const BASE_URL = "http://jobs.test";
const EMPTY_PAGE = { data: [], paging: { total: 0, page: 1, pages: 0, pageSize: 10, previous: null, next: null } };
const unavailable =
  (headers: Record<string, string> = {}) =>
  () =>
    problem(503, "Service Unavailable", "Down for maintenance.", headers);

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: each wait is exactly the backoff ceiling, 500 ms then 1000 ms.
  vi.spyOn(Math, "random").mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function clientWith(
  answers: Parameters<typeof scriptedFetch>[0],
  options: { maxRetries?: number; methodOverride?: boolean } = {},
) {
  const script = scriptedFetch(answers);
  return {
    client: createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: script.fetch, ...options }),
    sent: script.sent,
  };
}

it("retries a GET answered 503 after exponential backoff, then resolves", async () => {
  const { client, sent } = clientWith([unavailable(), unavailable(), () => json(EMPTY_PAGE)]);
  const pending = client.jobs.list();
  await vi.advanceTimersByTimeAsync(499);
  expect(sent).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(sent).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(999);
  expect(sent).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(sent).toHaveLength(3);
  await expect(pending).resolves.toEqual(EMPTY_PAGE);
});

it("gives up after two retries by default and throws the last answer's error", async () => {
  const { client, sent } = clientWith([unavailable()]);
  const pending = expect(client.jobs.get(1)).rejects.toBeInstanceOf(ServerError);
  await vi.runAllTimersAsync();
  await pending;
  expect(sent).toHaveLength(3);
});

it("retries as often as maxRetries says, and not at all with 0", async () => {
  const five = clientWith([unavailable()], { maxRetries: 5 });
  const pending = expect(five.client.positionTypes.list()).rejects.toThrow("503 Service Unavailable");
  await vi.runAllTimersAsync();
  await pending;
  expect(five.sent).toHaveLength(6);
  const none = clientWith([unavailable()], { maxRetries: 0 });
  await expect(none.client.positionTypes.list()).rejects.toBeInstanceOf(ServerError);
  expect(none.sent).toHaveLength(1);
});

it.each([429, 502, 503, 504])("retries a %i", async (status) => {
  const { client, sent } = clientWith([() => problem(status, "Retry me", "Later."), () => json({ data: [] })]);
  const pending = client.jobCategories.list();
  await vi.runAllTimersAsync();
  await expect(pending).resolves.toEqual({ data: [] });
  expect(sent).toHaveLength(2);
});

it.each([400, 404, 409, 422, 500, 501])("does not retry a %i", async (status) => {
  const { client, sent } = clientWith([() => problem(status, "No retry", "Final.")]);
  await expect(client.jobs.get(1)).rejects.toMatchObject({ status });
  expect(sent).toHaveLength(1);
});

it("waits the seconds Retry-After asks for instead of the backoff", async () => {
  const { client, sent } = clientWith([unavailable({ "Retry-After": "3" }), () => json({ data: [] })]);
  const pending = client.positionTypes.list();
  await vi.advanceTimersByTimeAsync(2_999);
  expect(sent).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(sent).toHaveLength(2);
  await expect(pending).resolves.toEqual({ data: [] });
});

it("waits until the HTTP date Retry-After names", async () => {
  vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
  const later = { "Retry-After": "Sat, 21 Nov 2026 12:00:05 GMT" };
  const { client, sent } = clientWith([unavailable(later), () => json({ data: [] })]);
  const pending = client.positionTypes.list();
  await vi.advanceTimersByTimeAsync(4_999);
  expect(sent).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  await expect(pending).resolves.toEqual({ data: [] });
  expect(sent).toHaveLength(2);
});

it("throws at once when Retry-After asks for more than a minute", async () => {
  const { client, sent } = clientWith([
    () => problem(429, "Too Many Requests", "Quota spent.", { "Retry-After": "3600" }),
  ]);
  const error = await client.jobs.list().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(RateLimitError);
  expect((error as RateLimitError).headers?.get("Retry-After")).toBe("3600");
  expect(sent).toHaveLength(1);
});

it("never retries a POST create, even on 503", async () => {
  const { client, sent } = clientWith([unavailable(), () => json({}, 201)]);
  await expect(client.jobs.create(sampleJob())).rejects.toBeInstanceOf(ServerError);
  expect(sent).toHaveLength(1);
});

it("retries a PUT and sends its body again each time", async () => {
  const { client, sent } = clientWith([unavailable(), () => json({ id: 7, referenceId: "REQ-1" }, 201)]);
  const pending = client.jobs.upsert("REQ-1", { title: "Nurse" });
  await vi.runAllTimersAsync();
  await expect(pending).resolves.toMatchObject({ created: true });
  expect(sent.map((request) => [request.method, JSON.parse(request.body)])).toEqual([
    ["PUT", { title: "Nurse", referenceId: "REQ-1" }],
    ["PUT", { title: "Nurse", referenceId: "REQ-1" }],
  ]);
});

it("retries a DELETE sent as POST with a method override, because it is still a DELETE", async () => {
  const noContent = () => new Response(null, { status: 204 });
  const { client, sent } = clientWith([unavailable(), noContent], { methodOverride: true });
  const pending = client.jobs.delete({ referenceId: "REQ-1" });
  await vi.runAllTimersAsync();
  await expect(pending).resolves.toBeUndefined();
  expect(sent.map((request) => [request.method, request.headers.get("X-HTTP-Method-Override")])).toEqual([
    ["POST", "DELETE"],
    ["POST", "DELETE"],
  ]);
});

it("retries a GET after a connection error", async () => {
  const { client, sent } = clientWith([new TypeError("fetch failed"), () => json({ data: [] })]);
  const pending = client.positionTypes.list();
  await vi.runAllTimersAsync();
  await expect(pending).resolves.toEqual({ data: [] });
  expect(sent).toHaveLength(2);
});

it("tells onRetry of each retry before its wait: the attempt, its status or error, and the delay", async () => {
  const events: RetryEvent[] = [];
  const script = scriptedFetch([
    new TypeError("fetch failed"),
    unavailable({ "Retry-After": "3" }),
    () => json(EMPTY_PAGE),
  ]);
  const client = createJobsClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    fetch: script.fetch,
    onRetry: (event) => events.push(event),
  });
  const pending = client.jobs.list();
  await vi.runAllTimersAsync();
  await expect(pending).resolves.toEqual(EMPTY_PAGE);
  const url = `${BASE_URL}/api/v1.1/jobs`;
  expect(events).toEqual([
    {
      method: "GET",
      url,
      attempt: 1,
      attempts: 3,
      status: undefined,
      error: expect.any(ConnectionError),
      delayMs: 500,
    },
    { method: "GET", url, attempt: 2, attempts: 3, status: 503, error: undefined, delayMs: 3000 },
  ]);
  expect(events[0]?.error?.message).toBe(`GET ${url} failed before a response arrived: fetch failed`);
});

it("stops waiting for a retry as soon as the caller aborts", async () => {
  const { client, sent } = clientWith([unavailable()]);
  const controller = new AbortController();
  const pending = client.jobs.list({}, { signal: controller.signal });
  await vi.advanceTimersByTimeAsync(100);
  controller.abort(new Error("user navigated away"));
  await expect(pending).rejects.toThrow("user navigated away");
  expect(sent).toHaveLength(1);
  expect(vi.getTimerCount()).toBe(0);
});

it("reads Retry-After as seconds or an HTTP date, and ignores anything else", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  expect(parseRetryAfter("120", now)).toBe(120_000);
  expect(parseRetryAfter("Sat, 21 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
  expect(parseRetryAfter("Sat, 21 Nov 2026 11:00:00 GMT", now)).toBe(0);
  expect(parseRetryAfter("soon", now)).toBeUndefined();
  expect(parseRetryAfter("-1", now)).toBeUndefined();
  expect(parseRetryAfter(null, now)).toBeUndefined();
});

it("doubles the backoff per retry up to 8 s, with up to a quarter taken off by jitter", () => {
  expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  expect([0, 1, 5].map((retry) => backoffDelay(retry, () => 1))).toEqual([375, 750, 6000]);
});
