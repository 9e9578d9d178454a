/**
 * Test doubles injected, not mocked: a valid job, a fetch that answers from a script and
 * records what it was sent, and tiny node:http servers that misbehave on purpose.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { JobCreate } from "../src/index.js";

/** `value`, or an Error naming `what` was expected when it is missing. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`Expected ${what}, found none`);
  }
  return value;
}

/** The demo employer's key on the reference server. */
export const API_KEY = "demo-key-1";

/**
 * A job that passes every create rule of the reference server, with `overrides` on top
 * (tests break rules through them on purpose, hence the cast).
 */
export function sampleJob(overrides: Partial<JobCreate> = {}): JobCreate {
  const job = {
    title: "Registered Nurse",
    description: "<p>Night shifts on a <strong>surgical</strong> ward.</p>",
    locations: [{ description: "Toronto, ON" }],
    categories: [{ id: 1 }],
    positionType: { id: 1 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example/apply",
    ...overrides,
  };
  return job as JobCreate;
}

/** What a scripted fetch saw for one attempt. */
interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** One scripted answer: a Response, an error to throw, or a function of the request. */
export type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fetch that answers attempt n with `answers[n]` (the last one repeats) and records every request. */
export function scriptedFetch(answers: readonly Answer[]) {
  const sent: SentRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const answer = answers[Math.min(sent.length, answers.length - 1)];
    sent.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    if (answer instanceof Error) {
      throw answer;
    }
    if (typeof answer === "function") {
      return answer(request);
    }
    if (!answer) {
      throw new Error("scriptedFetch needs at least one answer");
    }
    return answer;
  };
  return { fetch, sent };
}

/** A JSON response, as the API writes them. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A problem+json response with the reference server's shape. */
export function problem(status: number, title: string, detail: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: "about:blank", title, status, detail }), {
    status,
    headers: { "content-type": "application/problem+json; charset=utf-8", ...headers },
  });
}

/** A fetch whose promise never settles and ignores its signal, like a stalled in-process handler. */
export function stalledFetch() {
  let calls = 0;
  const fetch = (_request: Request): Promise<Response> => {
    calls += 1;
    return new Promise<Response>(() => {});
  };
  return {
    fetch,
    get calls() {
      return calls;
    },
  };
}

/** A node:http server on a free port, counting requests, with a close that drops open sockets. */
export async function startRawServer(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits += 1;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get hits() {
      return hits;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
