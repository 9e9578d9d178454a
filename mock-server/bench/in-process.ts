/**
 * The in-process path, as tests use it with no socket: the core's fetch, the reference
 * server's MSW handlers and a bare MSW handler (the baseline), each as fast as it answers.
 */

import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createHandlers } from "@jobs-toolkit/mock-server/msw";
import { getResponse, HttpResponse, http, type RequestHandler } from "msw";
import { jobBody, populate } from "./populate.js";

const BASE = "http://jobs.test";
const KEY = { "api-key": "demo-key-1" };
const JSON_KEY = { ...KEY, "content-type": "application/json" };

export interface InProcessRates {
  /** Answers per second, each request made, answered and its body read in turn. */
  coreFetch: number;
  handlers: number;
  bareHandler: number;
}

/** Answers per second of `answer` over `seconds`, after a short warm-up. */
async function rate(answer: () => Promise<Response | undefined>, seconds: number): Promise<number> {
  const until = (ms: number) => performance.now() + ms;
  for (const end = until(Math.min(200, seconds * 200)); performance.now() < end; ) {
    await (await answer())?.arrayBuffer();
  }
  let count = 0;
  const started = performance.now();
  for (const end = until(seconds * 1000); performance.now() < end; count += 1) {
    const response = await answer();
    if (!response?.ok) {
      throw new Error(`in-process answer: ${response?.status}`);
    }
    await response.arrayBuffer();
  }
  return count / ((performance.now() - started) / 1000);
}

/** GET /jobs/{id} and POST /jobs through the three in-process paths. */
export async function measureInProcess(seconds: number): Promise<{ get: InProcessRates; post: InProcessRates }> {
  const jobs = createJobsServer({ requestLogSize: 0, maxJobsPerEmployer: 2_000_000 });
  populate(jobs, "demo-key-1", 10_000);
  const handlers = createHandlers(jobs, { baseUrl: BASE });
  const sample = await (await jobs.fetch(new Request(`${BASE}/api/v1.1/jobs/5000`, { headers: KEY }))).text();
  // The bare handlers answer a fixed job, and store a POST's parsed body in a Map: what MSW costs alone.
  const stored = new Map<number, unknown>();
  const bare: RequestHandler[] = [
    http.get(
      `${BASE}/api/v1.1/jobs/:id`,
      () => new HttpResponse(sample, { headers: { "content-type": "application/json" } }),
    ),
    http.post(`${BASE}/api/v1.1/jobs`, async ({ request }) => {
      const job = { id: stored.size + 1, ...((await request.json()) as object) };
      stored.set(job.id, job);
      return HttpResponse.json(job, { status: 201 });
    }),
  ];
  let read = 0;
  const getRequest = () => {
    read = (read + 97) % 10_000;
    return new Request(`${BASE}/api/v1.1/jobs/${read + 1}`, { headers: KEY });
  };
  let written = 0;
  const postRequest = () => {
    written += 1;
    return new Request(`${BASE}/api/v1.1/jobs`, { method: "POST", headers: JSON_KEY, body: jobBody(written, "msw") });
  };
  const through = async (request: () => Request) => ({
    coreFetch: await rate(() => jobs.fetch(request()), seconds),
    handlers: await rate(() => getResponse(handlers, request()), seconds),
    bareHandler: await rate(() => getResponse(bare, request()), seconds),
  });
  return { get: await through(getRequest), post: await through(postRequest) };
}
