// What an attempt builds beyond the Request openapi-fetch made: no second Request for a
// call's first attempt unless the caller's own signal has to reach a fetch of the
// caller's along with the timeout, one for each retry, and no copy of a bodiless request.
// Requests are counted through a subclass standing in for the global Request while each
// client is made and used.
import { afterEach, expect, it, vi } from "vitest";
import { createJobsClient } from "../src/index.js";
import { API_KEY, json, sampleJob } from "./helpers.js";

const BASE_URL = "http://jobs.test";
const JOB = { ...sampleJob(), id: 7 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Counts the Requests constructed from now on, and the clones made of any Request. */
function countRequests() {
  const counted = { made: 0, clones: 0 };
  const Original = globalThis.Request;
  class CountedRequest extends Original {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      counted.made += 1;
    }
  }
  vi.stubGlobal("Request", CountedRequest);
  const clone = Original.prototype.clone;
  vi.spyOn(Original.prototype, "clone").mockImplementation(function (this: Request) {
    counted.clones += 1;
    return clone.call(this);
  });
  return counted;
}

/** Stands in for the global fetch, answering the job; what it was handed, call by call. */
function recordGlobalFetch() {
  const seen: Array<{ request: Request; init: RequestInit | undefined }> = [];
  vi.stubGlobal("fetch", async (request: Request, init?: RequestInit) => {
    seen.push({ request, init });
    return json(JOB);
  });
  return seen;
}

it("sends a GET through the global fetch as openapi-fetch built it, bound by the timeout, with no init", async () => {
  const counted = countRequests();
  const seen = recordGlobalFetch();
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY });
  await expect(client.jobs.get(7)).resolves.toEqual(JOB);
  expect(counted).toEqual({ made: 1, clones: 0 });
  expect(seen).toHaveLength(1);
  expect(seen[0]?.request.headers.get("API-Key")).toBe(API_KEY);
  expect(seen[0]?.request.redirect).toBe("manual");
  expect(seen[0]?.init).toBeUndefined();
});

it("gives the global fetch the timeout as its init's signal where the caller's signal is on the request", async () => {
  const counted = countRequests();
  const seen = recordGlobalFetch();
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY });
  await client.jobs.get(7, { signal: new AbortController().signal });
  expect(counted).toEqual({ made: 1, clones: 0 });
  expect(seen[0]?.init?.redirect).toBe("manual");
  expect(seen[0]?.init?.signal).toBeInstanceOf(AbortSignal);
});

it("hands a fetch of the caller's the Request openapi-fetch built when no timeout bounds the attempt", async () => {
  const counted = countRequests();
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return json(JOB);
  };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 0 });
  await client.jobs.get(7);
  expect(counted).toEqual({ made: 1, clones: 0 });
  expect(seen[0]?.redirect).toBe("manual");
});

it("hands a fetch of the caller's the Request openapi-fetch built, bound by the timeout, and one Request per retry", async () => {
  const counted = countRequests();
  const signals: AbortSignal[] = [];
  let calls = 0;
  const fetch = async (request: Request) => {
    signals.push(request.signal);
    calls += 1;
    return calls < 3 ? json({ status: 503 }, 503, { "retry-after": "0" }) : json(JOB);
  };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 5_000 });
  await expect(client.jobs.get(7)).resolves.toEqual(JOB);
  // openapi-fetch's own for the first attempt, then one for each retry, each bound by its own timeout.
  expect(counted).toEqual({ made: 3, clones: 0 });
  expect(new Set(signals).size).toBe(3);
});

it("makes one Request for the attempt when the caller's signal and the timeout both have to reach its fetch", async () => {
  const counted = countRequests();
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return json(JOB);
  };
  const caller = new AbortController();
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 5_000 });
  await client.jobs.get(7, { signal: caller.signal });
  expect(counted).toEqual({ made: 2, clones: 0 });
  expect(seen).toHaveLength(1);
});

it("hands the caller the response it got, unread, when neither a timeout nor a size cap bounds the body", async () => {
  const answered: Response[] = [];
  const fetch = async () => {
    const response = json(JOB);
    answered.push(response);
    return response;
  };
  const seen: Response[] = [];
  const client = createJobsClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    fetch,
    timeoutMs: 0,
    maxResponseBytes: Number.POSITIVE_INFINITY,
    middleware: [{ onResponse: ({ response }) => void seen.push(response) }],
  });
  await expect(client.jobs.get(7)).resolves.toEqual(JOB);
  expect(seen[0]).toBe(answered[0]);
});
