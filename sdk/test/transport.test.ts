// Timeouts, aborts and retries at the transport: in-process under fake timers, then over
// real sockets against node:http servers that stall or answer 503. No wall-clock asserts.
import { afterEach, expect, it, vi } from "vitest";
import { createJobsClient, JobsApiError, ServerError, TimeoutError } from "../src/index.js";
import { API_KEY, json, sampleJob, stalledFetch, startRawServer } from "./helpers.js";

const BASE_URL = "http://jobs.test";
const POSITION_TYPES = { data: [{ id: 1, name: "Full Time" }] };

afterEach(() => {
  vi.useRealTimers();
});

function stalledClient(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  const stalled = stalledFetch();
  return {
    client: createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: stalled.fetch, ...options }),
    stalled,
  };
}

it("rejects with a TimeoutError once timeoutMs passes without a response", async () => {
  vi.useFakeTimers();
  const { client } = stalledClient({ timeoutMs: 1_000, maxRetries: 0 });
  const outcome = client.jobs.get(1).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(999);
  expect(vi.getTimerCount()).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  const error = await outcome;
  expect(error).toBeInstanceOf(TimeoutError);
  expect(error).toMatchObject({ name: "TimeoutError", method: "GET", url: `${BASE_URL}/api/v1.1/jobs/1` });
  expect((error as Error).message).toBe(`GET ${BASE_URL}/api/v1.1/jobs/1 got no response within 1000 ms (timeoutMs)`);
});

it("aborts the signal of each request its fetch was handed once that attempt times out, and of no later one", async () => {
  vi.useFakeTimers();
  const seen: Request[] = [];
  const fetch = (request: Request) => {
    seen.push(request);
    return new Promise<Response>(() => {});
  };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 1_000, maxRetries: 1 });
  const outcome = client.jobs.get(1).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(999);
  expect(seen.map((request) => request.signal.aborted)).toEqual([false]);
  await vi.advanceTimersByTimeAsync(1);
  expect(seen[0]?.signal.aborted).toBe(true);
  // The backoff before the retry is at most 500 ms.
  await vi.advanceTimersByTimeAsync(500);
  expect(seen.map((request) => request.signal.aborted)).toEqual([true, false]);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(await outcome).toBeInstanceOf(TimeoutError);
  expect(seen.map((request) => request.signal.aborted)).toEqual([true, true]);
});

it("times out after 30 s by default", async () => {
  vi.useFakeTimers();
  const { client } = stalledClient({ maxRetries: 0 });
  const outcome = client.positionTypes.list().catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(29_999);
  expect(vi.getTimerCount()).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBeInstanceOf(TimeoutError);
});

it("retries a timed-out GET, and never a timed-out POST", async () => {
  vi.useFakeTimers();
  const get = stalledClient({ timeoutMs: 100 });
  const getOutcome = get.client.jobs.list().catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  expect(await getOutcome).toBeInstanceOf(TimeoutError);
  expect(get.stalled.calls).toBe(3);
  const post = stalledClient({ timeoutMs: 100 });
  const postOutcome = post.client.jobs.create(sampleJob()).catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  expect(await postOutcome).toBeInstanceOf(TimeoutError);
  expect(post.stalled.calls).toBe(1);
});

it("rejects with the caller's abort reason at once, without retrying", async () => {
  vi.useFakeTimers();
  const { client, stalled } = stalledClient();
  const controller = new AbortController();
  const outcome = client.jobs.list({}, { signal: controller.signal }).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(10);
  const reason = new Error("the user closed the page");
  controller.abort(reason);
  expect(await outcome).toBe(reason);
  expect(stalled.calls).toBe(1);
});

it("sends nothing when the signal is already aborted", async () => {
  const { client, stalled } = stalledClient();
  const signal = AbortSignal.abort();
  const error = await client.jobs.get(1, { signal }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(DOMException);
  expect((error as DOMException).name).toBe("AbortError");
  expect(error).not.toBeInstanceOf(JobsApiError);
  expect(stalled.calls).toBe(0);
});

it("leaves no timer running after a request succeeds, times out or is aborted", async () => {
  vi.useFakeTimers();
  const ok = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: async () => json(POSITION_TYPES) });
  await ok.positionTypes.list();
  expect(vi.getTimerCount()).toBe(0);
  const { client } = stalledClient({ timeoutMs: 50, maxRetries: 0 });
  const timedOut = client.positionTypes.list().catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(50);
  expect(await timedOut).toBeInstanceOf(TimeoutError);
  expect(vi.getTimerCount()).toBe(0);
  const controller = new AbortController();
  const aborted = client.positionTypes.list({ signal: controller.signal }).catch((error: unknown) => error);
  controller.abort();
  await aborted;
  expect(vi.getTimerCount()).toBe(0);
});

it("waits as long as it takes with timeoutMs 0", async () => {
  vi.useFakeTimers();
  const slowFetch = () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(POSITION_TYPES)), 600_000));
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: slowFetch, timeoutMs: 0 });
  const outcome = client.positionTypes.list();
  await vi.advanceTimersByTimeAsync(600_000);
  await expect(outcome).resolves.toEqual(POSITION_TYPES);
});

it("with timeoutMs 0, still rejects with the caller's abort reason from a fetch that ignores its signal", async () => {
  const seen: Request[] = [];
  const fetch = (request: Request) => {
    seen.push(request);
    return new Promise<Response>(() => {});
  };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 0 });
  const controller = new AbortController();
  const outcome = client.jobs.list({}, { signal: controller.signal }).catch((error: unknown) => error);
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  const reason = new Error("the user closed the page");
  controller.abort(reason);
  expect(await outcome).toBe(reason);
  expect(seen[0]?.signal.aborted).toBe(true);
  expect(seen[0]?.signal.reason).toBe(reason);
});

it("with timeoutMs 0, sends the whole request again on every attempt", async () => {
  const bodies: string[] = [];
  const requests = new Set<Request>();
  const fetch = async (request: Request) => {
    requests.add(request);
    bodies.push(`${request.method} ${request.headers.get("API-Key")} ${await request.text()}`);
    return bodies.length < 3 ? json({ status: 503 }, 503, { "retry-after": "0" }) : json({ ...sampleJob(), id: 7 });
  };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 0, methodOverride: true });
  await client.jobs.update(7, { title: "Nurse" });
  const sent = `POST ${API_KEY} ${JSON.stringify({ title: "Nurse" })}`;
  expect(bodies).toEqual([sent, sent, sent]);
  expect(requests.size).toBe(3);
});

it("times out against a real server that accepts the connection and never answers", async () => {
  const server = await startRawServer(() => {});
  try {
    // 250 ms per attempt: on a loaded machine a 50 ms attempt can end before the server
    // even reads the request, and the count of attempts it saw would race.
    const client = createJobsClient({ baseUrl: server.url, apiKey: API_KEY, timeoutMs: 250, maxRetries: 1 });
    await expect(client.jobs.list()).rejects.toBeInstanceOf(TimeoutError);
    await vi.waitFor(() => expect(server.hits).toBe(2));
  } finally {
    await server.close();
  }
});

it("times out when a real server sends the headers and stalls in the body", async () => {
  const server = await startRawServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"data":[');
  });
  try {
    const client = createJobsClient({ baseUrl: server.url, apiKey: API_KEY, timeoutMs: 50, maxRetries: 0 });
    await expect(client.positionTypes.list()).rejects.toBeInstanceOf(TimeoutError);
  } finally {
    await server.close();
  }
});

it("retries a real server's 503 with and without Retry-After until it answers", async () => {
  let calls = 0;
  const server = await startRawServer((_request, response) => {
    calls += 1;
    if (calls <= 2) {
      // The first 503 leaves the wait to the client's backoff (at most 500 ms); the second asks for none.
      response.writeHead(503, {
        "content-type": "application/problem+json",
        ...(calls === 2 ? { "retry-after": "0" } : {}),
      });
      response.end(JSON.stringify({ type: "about:blank", title: "Service Unavailable", status: 503 }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(POSITION_TYPES));
  });
  try {
    const client = createJobsClient({ baseUrl: server.url, apiKey: API_KEY });
    await expect(client.positionTypes.list()).resolves.toEqual(POSITION_TYPES);
    expect(server.hits).toBe(3);
  } finally {
    await server.close();
  }
});

it("gives up on a real server that keeps answering 503", async () => {
  const server = await startRawServer((_request, response) => {
    response.writeHead(503, { "content-type": "text/plain", "retry-after": "0" });
    response.end("maintenance");
  });
  try {
    const client = createJobsClient({ baseUrl: server.url, apiKey: API_KEY });
    const error = await client.jobs.list().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe("503 Service Unavailable: maintenance");
    expect(server.hits).toBe(3);
  } finally {
    await server.close();
  }
});
