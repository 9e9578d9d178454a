/**
 * One behaviour on every adapter: each exchange of docs/dialect.md (every knob, routing and
 * templates among them) is sent to a server given its dialect over Node HTTP, over the MSW
 * handlers and to the in-process fetch, and the three answers are the same, origin aside.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { setupServer } from "msw/node";
import { beforeAll, describe, expect, it } from "vitest";
import { createJobsServer } from "../src/index.js";
import { createHandlers } from "../src/msw/handlers.js";
import { startServer } from "../src/node/start.js";
import { EXAMPLES, type Exchange, given } from "./support/dialect-examples.js";

const MSW_BASE = "http://jobs.msw.test";
const FETCH_BASE = "http://jobs.test";

/** The headers an app reads off an answer. */
const READ_HEADERS = ["content-type", "location", "allow", "www-authenticate", "retry-after", "jobs-dialect-missing"];

/** An answer as an app sees it, each adapter's origin written `{origin}`. */
interface Seen {
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

async function seen(response: Response, origin: string): Promise<Seen> {
  const local = (text: string) => text.replaceAll(origin, "{origin}");
  return {
    status: response.status,
    headers: Object.fromEntries(READ_HEADERS.map((name) => [name, local(response.headers.get(name) ?? "") || null])),
    body: local(await response.text()),
  };
}

function requestOf({ request }: Exchange, base: string): Request {
  return new Request(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body === "" ? null : request.body,
  });
}

/** The example's answer from each adapter, every server fresh and holding the example's jobs. */
async function answers(dialect: Dialect, exchange: Exchange): Promise<Record<"fetch" | "msw" | "http", Seen>> {
  const inProcess = await given(createJobsServer({ dialect }), dialect);
  const fetched = await seen(await inProcess.fetch(requestOf(exchange, FETCH_BASE)), FETCH_BASE);

  const forMsw = await given(createJobsServer({ dialect }), dialect);
  const msw = setupServer(...createHandlers(forMsw, { baseUrl: MSW_BASE }));
  msw.listen({ onUnhandledRequest: "error" });
  const mocked = await seen(await fetch(requestOf(exchange, MSW_BASE)), MSW_BASE).finally(() => msw.close());

  const running = await startServer({ dialect, port: 0, pages: false, warn: () => {} });
  try {
    await given(running.server, dialect);
    return {
      fetch: fetched,
      msw: mocked,
      http: await seen(await fetch(requestOf(exchange, running.url)), running.url),
    };
  } finally {
    await running.close();
  }
}

describe.each(EXAMPLES.exchanges)("$title", ({ dialect, exchange }) => {
  let seenBy: Awaited<ReturnType<typeof answers>>;
  beforeAll(async () => {
    seenBy = await answers(dialect, exchange);
  });

  it("is answered alike over Node HTTP, the MSW handlers and the in-process fetch", () => {
    expect(seenBy.http).toEqual(seenBy.fetch);
    expect(seenBy.msw).toEqual(seenBy.fetch);
    expect(seenBy.fetch.status).toBe(exchange.response.status);
  });
});

it("answers HEAD and a trailing slash over Node HTTP where the dialect routes them (once a 500: request.header is not a function)", async () => {
  const dialect: Dialect = { routing: { head: "as-get", trailingSlash: "same" } };
  const running = await startServer({ dialect, port: 0, pages: false, warn: () => {} });
  try {
    const send = (method: string, path: string) =>
      fetch(`${running.url}${path}`, { method, headers: { "api-key": "demo-key-1" } });
    const head = await send("HEAD", "/api/v1.1/jobs");
    const slash = await send("GET", "/api/v1.1/jobs/");
    expect([head.status, slash.status]).toEqual([200, 200]);
    expect(await head.text()).toBe("");
    expect(await slash.json()).toHaveProperty("paging");
  } finally {
    await running.close();
  }
});
