/**
 * One property's handle on the target: typed and raw requests (each validated against
 * the spec and counted), and the expectations, which know the two profiles apart.
 */
import { findDifference, show } from "./compare.js";
import type { RunContext } from "./context.js";
import { createRawClient, type JobsRawClient } from "./http/client.js";
import { parseJson, type RawRequest, sendRaw } from "./http/raw.js";
import type { RecordedExchange, Recorder } from "./http/recorder.js";
import { ConformanceFailure, type FailureDetail } from "./failure.js";
import { checkProblem } from "./problem-checks.js";
import type { Area } from "./options.js";

/** A response as the checks read it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field against predictions.
  json: any;
  text: string;
  headers: Record<string, string>;
  exchange: RecordedExchange;
}

/** What the seed profile accepts: a class of statuses or a list. */
export type SeedStatus = "2xx" | "4xx" | readonly number[];

/** Who sends a raw request: a key by index, no key, or an unknown key. */
export type Caller = number | "none" | "wrong";

/** The unknown key used to prove that wrong keys are refused. */
export const WRONG_KEY = "conformance-wrong-key";

/** How a rejection must look in the reference profile. */
export interface Rejection {
  status: number;
  /** The `errors[]` entry must locate one of these pointers (or query parameters). */
  pointers?: readonly string[];
  parameters?: readonly string[];
  /** The entry's code, only where CONTRACT.md names it. */
  code?: string;
  /** More rules broken in the same body: each group must be located too (all reported at once). */
  also?: ReadonlyArray<readonly string[]>;
}

function statusMatches(status: number, seed: SeedStatus): boolean {
  if (seed === "2xx") return status >= 200 && status < 300;
  if (seed === "4xx") return status >= 400 && status < 500;
  return seed.includes(status);
}

/** A property's requests and checks; see {@link RunContext} for what is shared. */
export class Session {
  checks = 0;
  readonly recorder: Recorder;
  readonly clients: JobsRawClient[];
  /** Jobs created during the current execution, as `[key index, id]`. */
  readonly created: Array<[number, number]> = [];

  readonly context: RunContext;
  readonly area: Area;

  constructor(context: RunContext, area: Area) {
    this.context = context;
    this.area = area;
    this.recorder = context.transport.session();
    const { baseUrl, apiKeys } = context.options;
    this.clients = apiKeys.map((apiKey) => createRawClient({ baseUrl, apiKey, recorder: this.recorder }));
  }

  /** True in the reference profile. */
  get reference(): boolean {
    return this.context.options.profile === "reference";
  }

  /** The typed client of a key. */
  api(actor = 0): JobsRawClient {
    const client = this.clients[actor];
    if (!client) throw new Error(`No API key number ${actor + 1}`);
    return client;
  }

  /** Turns a typed call into an Answer, validated against the spec. */
  async answer(call: Promise<{ response: Response }>): Promise<Answer> {
    // The SDK hands back a copy of the response, so the exchange is found by position:
    // a session awaits its typed calls one at a time, and the client never retries.
    const before = this.recorder.log.length;
    await call;
    const exchange = this.recorder.log[before];
    if (!exchange) throw new Error("A typed call sent no request through the recorder");
    return this.#settle(exchange);
  }

  /** Sends a hand-built request as a key, with no key, or with a wrong key. */
  async raw(request: RawRequest, caller: Caller = 0): Promise<Answer> {
    const headers = { ...request.headers };
    if (caller === "wrong") headers["API-Key"] = WRONG_KEY;
    else if (caller !== "none") headers["API-Key"] = this.context.options.apiKeys[caller] ?? "";
    const sent = await sendRaw(this.recorder, this.context.options.baseUrl, { ...request, headers });
    return this.#settle(sent.exchange);
  }

  /** Sends a request to the reference server's `/__admin` controls. */
  async admin(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (this.context.options.adminToken) headers["Admin-Token"] = this.context.options.adminToken;
    const request: RawRequest = { method, path, headers };
    if (body !== undefined) request.body = JSON.stringify(body);
    const sent = await sendRaw(this.recorder, this.context.options.baseUrl, request);
    // A target without the controls answers 404; only their successes must meet admin.yaml.
    return this.#settle(sent.exchange, false);
  }

  async #settle(exchange: RecordedExchange, validateErrors = true): Promise<Answer> {
    const answer: Answer = {
      status: exchange.status,
      json: parseJson(exchange.responseBody),
      text: exchange.responseBody,
      headers: exchange.responseHeaders,
      exchange,
    };
    this.#register(answer);
    if (this.reference && validateErrors && answer.status >= 200 && answer.status < 300 && answer.text !== "") {
      const type = answer.headers["content-type"] ?? "";
      this.expect(
        /^application\/json;\s*charset=utf-8$/i.test(type),
        `${exchange.method} ${new URL(exchange.url).pathname} answered ${answer.status} as '${type}', not application/json; charset=utf-8`,
        answer,
        "reference",
      );
    }
    // The seed profile knows nothing of error shapes, so only successes meet the schema there.
    const success = answer.status >= 200 && answer.status < 300;
    if (success || (this.reference && validateErrors)) {
      const problems = await this.context.validator.check({
        method: exchange.method,
        url: exchange.url,
        requestHeaders: exchange.requestHeaders,
        status: exchange.status,
        headers: exchange.responseHeaders,
        body: exchange.responseBody,
      });
      this.checks++;
      if (problems.length > 0) {
        const path = new URL(exchange.url).pathname;
        this.fail(
          `${exchange.method} ${path} answered ${exchange.status}, departing from the OpenAPI document: ${problems.join("; ")}`,
          {
            kind: "spec",
            exchange,
            expected: [],
            actual: problems,
            source: success ? "seed" : "reference",
          },
        );
      }
    }
    return answer;
  }

  #register(answer: Answer): void {
    const { method, url, requestHeaders } = answer.exchange;
    if (!(method === "POST" || method === "PUT") || answer.status < 200 || answer.status >= 300) return;
    if (!new URL(url).pathname.includes("/jobs") || !Number.isInteger(answer.json?.id)) return;
    const actor = this.context.options.apiKeys.indexOf(requestHeaders["api-key"] ?? "");
    if (actor < 0) return;
    const id = answer.json.id as number;
    if (!this.created.some(([a, known]) => a === actor && known === id)) this.created.push([actor, id]);
    this.context.created[actor]?.add(id);
  }

  /** Counts a rule as exercised, for the coverage summary. */
  rule(id: string): void {
    this.context.coverage.rules.set(id, (this.context.coverage.rules.get(id) ?? 0) + 1);
  }

  /** Throws a conformance failure. */
  fail(message: string, detail: FailureDetail): never {
    throw new ConformanceFailure(message, detail);
  }

  /** Expects a condition; `source` says which document demands it. */
  expect(condition: boolean, message: string, answer?: Answer, source: "seed" | "reference" = "seed"): void {
    this.checks++;
    if (!condition) this.fail(message, { kind: "other", exchange: answer?.exchange, source });
  }

  /** Expects the exact status in the reference profile, or the seed class otherwise. */
  expectStatus(answer: Answer, reference: number, seed: SeedStatus, what = ""): void {
    this.checks++;
    const { method, url } = answer.exchange;
    const path = new URL(url).pathname;
    if (this.reference && answer.status !== reference) {
      this.fail(`${method} ${path}${what ? ` (${what})` : ""} answered ${answer.status}; expected ${reference}`, {
        kind: "status",
        exchange: answer.exchange,
        expected: reference,
        actual: answer.status,
        source: statusMatches(answer.status, seed) ? "reference" : "seed",
      });
    }
    if (!statusMatches(answer.status, seed)) {
      const wanted = typeof seed === "string" ? `a ${seed} status` : seed.join(" or ");
      this.fail(`${method} ${path}${what ? ` (${what})` : ""} answered ${answer.status}; expected ${wanted}`, {
        kind: "status",
        exchange: answer.exchange,
        expected: typeof seed === "string" ? seed : seed[0],
        actual: answer.status,
        source: "seed",
      });
    }
  }

  /** Expects a value at a pointer of the body to match a prediction. */
  expectValue(answer: Answer, pointer: string, actual: unknown, expected: unknown, source: "seed" | "reference"): void {
    this.checks++;
    const difference = findDifference(actual, expected, pointer);
    if (difference) {
      const { method, url } = answer.exchange;
      this.fail(
        `${method} ${new URL(url).pathname} answered ${answer.status} with ${difference.pointer || "a body"} = ${show(difference.actual)}; expected ${show(difference.expected)}`,
        { kind: "field", exchange: answer.exchange, ...difference, source },
      );
    }
  }

  /** Expects a rejection: any 4xx (seed), or the exact status and problem shape (reference). */
  expectRejected(answer: Answer, rejection: Rejection, what: string): void {
    this.expectStatus(answer, rejection.status, "4xx", what);
    if (this.reference) checkProblem(this, answer, rejection, what);
  }

  /** Deletes what the current execution created (tolerating 404) and forgets it. */
  async cleanup(): Promise<void> {
    const jobs = this.created.splice(0);
    if (jobs.length === 0) return;
    await this.recorder.inPhase("cleanup", async () => {
      await Promise.all(
        jobs.map(async ([actor, id]) => {
          try {
            const { response } = await this.api(actor).DELETE("/api/v1.1/jobs/{id}", { params: { path: { id } } });
            if (response.status === 204) this.context.deleted.count++;
            if (response.status === 204 || response.status === 404) this.context.created[actor]?.delete(id);
          } catch {
            // The final sweep retries whatever is left.
          }
        }),
      );
    });
  }
}
