/**
 * The recorder reads a request's body once and sends each attempt a copy of its own
 * (issue 22: cloning for every read and every attempt cost a stream tee each time): every
 * attempt must still carry exactly the bytes and headers the caller built. Each attempt
 * follows no redirect, and ends, its body cancelled, at the size cap or the timeout.
 */
import { expect, it } from "vitest";
import { RecordingRequest, Transport } from "../src/http/recorder.js";
import { DEFAULT_RETRY_POLICY } from "../src/http/transient.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../src/options.js";

const URL = "http://target.test/api/v1.1/jobs/7";

/** A target that answers 503 (Retry-After 0) `failures` times, then 200, keeping what each attempt sent. */
function flakyTarget(failures: number) {
  const sent: Array<{ request: Request; bytes: number[]; headers: [string, string][] }> = [];
  const fetch = async (request: Request) => {
    sent.push({ request, bytes: [...new Uint8Array(await request.arrayBuffer())], headers: [...request.headers] });
    return sent.length <= failures
      ? new Response("busy", { status: 503, headers: { "retry-after": "0" } })
      : new Response('{"id":7}', { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, sent };
}

function transportTo(
  fetch: (request: Request) => Promise<Response>,
  limits: { timeoutMs?: number; maxResponseBytes?: number; retries?: number } = {},
) {
  return new Transport({
    fetch,
    concurrency: 1,
    timeoutMs: limits.timeoutMs ?? 10_000,
    maxResponseBytes: limits.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxRequests: 0,
    signal: undefined,
    retry: { ...DEFAULT_RETRY_POLICY, retries: limits.retries ?? DEFAULT_RETRY_POLICY.retries },
    rateLimit: 0,
  });
}

/** A target whose 200 body sends `chunks` 1 KiB chunks (forever when undefined), keeping each request and whether its body was cancelled. */
function streamingTarget(chunks?: number) {
  const seen = { requests: [] as Request[], cancelled: false, sent: 0 };
  const fetch = async (request: Request) => {
    seen.requests.push(request);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // A chunk a turn of the event loop, as a socket delivers them: timers still fire.
        await new Promise((resolve) => setImmediate(resolve));
        if (chunks !== undefined && seen.sent >= chunks) {
          controller.close();
          return;
        }
        seen.sent++;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return new Response(body, { status: 200 });
  };
  return { fetch, seen };
}

it("sends every attempt the caller's exact bytes and headers, in a request of its own", async () => {
  const target = flakyTarget(2);
  // Not UTF-8: a copy rebuilt from the body's text would differ.
  const bytes = [0x7b, 0xff, 0xfe, 0x22, 0xc3, 0xa9, 0x7d];
  const request = new Request(URL, {
    method: "PUT",
    headers: { "API-Key": "k", "content-type": "application/json" },
    body: new Uint8Array(bytes),
  });
  const { response, exchange } = await transportTo(target.fetch).send(request, "check");
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('{"id":7}');
  expect(target.sent.map((attempt) => attempt.bytes)).toEqual([bytes, bytes, bytes]);
  const headers = [
    ["api-key", "k"],
    ["content-type", "application/json"],
  ];
  expect(target.sent.map((attempt) => attempt.headers)).toEqual([headers, headers, headers]);
  expect(new Set(target.sent.map((attempt) => attempt.request)).size).toBe(3);
  expect(target.sent.some((attempt) => attempt.request === request)).toBe(false);
  expect(exchange).toMatchObject({
    method: "PUT",
    url: URL,
    requestBody: new TextDecoder().decode(new Uint8Array(bytes)),
    requestBodyBytes: new TextEncoder().encode(new TextDecoder().decode(new Uint8Array(bytes))).length,
    status: 200,
    responseBody: '{"id":7}',
  });
});

it("sends a body known as text again as that text, and a request without a body as one without", async () => {
  const target = flakyTarget(1);
  const transport = transportTo(target.fetch);
  const body = '{"title":"Infirmière"}';
  const built = new RecordingRequest(URL, { method: "PUT", headers: { "API-Key": "k" }, body });
  const { exchange } = await transport.send(built, "check");
  const encoded = [...new TextEncoder().encode(body)];
  expect(target.sent.map((attempt) => attempt.bytes)).toEqual([encoded, encoded]);
  expect(exchange.requestBody).toBe(body);
  const get = flakyTarget(1);
  await transportTo(get.fetch).send(new Request(URL, { headers: { "API-Key": "k" } }), "check");
  expect(get.sent.map((attempt) => [attempt.request.method, attempt.bytes])).toEqual([
    ["GET", []],
    ["GET", []],
  ]);
});

it("reads an answer up to the cap, then cancels its body and stops the run, refusing every later check", async () => {
  const endless = streamingTarget();
  const transport = transportTo(endless.fetch, { maxResponseBytes: 64 * 1024, timeoutMs: 1000, retries: 0 });
  await expect(transport.send(new Request(URL), "check")).rejects.toThrow(
    `GET ${URL} answered more than 66560 bytes, more than the 65536 bytes the suite reads of one answer`,
  );
  expect(endless.seen.cancelled).toBe(true);
  expect(endless.seen.sent).toBeLessThan(70);
  expect(transport.refused?.message).toContain("--max-response-bytes");
  await expect(transport.send(new Request(URL), "setup")).rejects.toBe(transport.refused);
  expect(endless.seen.requests).toHaveLength(1);
  // Cleanup still deletes what the run made, at the origin it was given.
  const small = streamingTarget(2);
  const cleanup = transportTo(small.fetch, { maxResponseBytes: 64 * 1024 });
  expect((await cleanup.send(new Request(URL), "cleanup")).exchange.responseBody).toHaveLength(2048);
});

it("bounds the whole answer, body included: at the timeout the request's signal aborts and its body is cancelled", async () => {
  const silent = { requests: [] as Request[], cancelled: false };
  const fetch = async (request: Request) => {
    silent.requests.push(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
      },
      cancel() {
        silent.cancelled = true;
      },
    });
    return new Response(body, { status: 200 });
  };
  await expect(transportTo(fetch, { timeoutMs: 50, retries: 0 }).send(new Request(URL), "check")).rejects.toThrow(
    `No answer to GET ${URL} within 50 ms, still after 0 retries`,
  );
  expect(silent.requests[0]?.signal.aborted).toBe(true);
  expect(silent.requests[0]?.redirect).toBe("manual");
  expect(silent.cancelled).toBe(true);
});
