/**
 * Runs a test file's cases against the reference server over each transport: MSW
 * handlers (no socket) and real HTTP. Every response any test sees is validated against
 * the OpenAPI documents, so the server and the spec cannot drift apart.
 */
import { createSpecValidator } from "@jobs-toolkit/spec/validator";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createJobsServer, type JobsServer, type JobsServerOptions } from "../../src/index.js";
import { createHandlers } from "../../src/msw/handlers.js";
import { startServer } from "../../src/node/start.js";

export const TRANSPORTS = ["msw", "http"] as const;
export type Transport = (typeof TRANSPORTS)[number];

const MSW_BASE_URL = "http://jobs.test";
const validator = await createSpecValidator();

/** A response as a test reads it. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when there was none. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies freely.
  body: any;
}

interface RequestOptions {
  /** A JSON value, or a string sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The API key; `null` sends none. demo-key-1 by default. */
  key?: string | null;
}

export interface Harness {
  readonly server: JobsServer;
  /** Where requests go: the MSW base URL or the started server's URL. */
  readonly baseUrl: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
}

async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions,
  checked: boolean,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? "demo-key-1" : options.key;
  if (key !== null) {
    headers["api-key"] = key;
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  Object.assign(headers, options.headers);
  const url = path.startsWith("http") ? path : `${baseUrl}${path}`;
  const response = await fetch(url, { method, headers, body: body ?? null });
  const text = await response.text();
  const problems = await validator.check({
    method,
    url,
    requestHeaders: headers,
    status: response.status,
    headers: response.headers,
    body: text,
  });
  if (checked) {
    expect(problems, `${method} ${path} answered outside the spec`).toEqual([]);
  }
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/**
 * A harness for the enclosing describe block: a fresh server per file, reset before
 * every test, torn down after the file.
 */
export function useHarness(transport: Transport, options: JobsServerOptions = {}): Harness {
  let server: JobsServer | undefined;
  let baseUrl = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (transport === "msw") {
      server = createJobsServer(options);
      const msw = setupServer(...createHandlers(server, { baseUrl: MSW_BASE_URL }));
      msw.listen({ onUnhandledRequest: "bypass" });
      baseUrl = MSW_BASE_URL;
      close = async () => msw.close();
    } else {
      const running = await startServer({ ...options, port: 0 });
      server = running.server;
      baseUrl = running.url;
      close = running.close;
    }
  });
  beforeEach(() => {
    server?.reset();
    server?.clock.set(null);
  });
  afterAll(() => close());

  return {
    get server() {
      if (!server) {
        throw new Error("The harness starts in beforeAll");
      }
      return server;
    },
    get baseUrl() {
      return baseUrl;
    },
    // A server speaking another deployment's dialect answers outside our spec on purpose.
    request: (method, path, requestOptions = {}) =>
      send(baseUrl, method, path, requestOptions, options.dialect === undefined),
  };
}
