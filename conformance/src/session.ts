/**
 * One property's handle on the target: typed and raw requests (each validated against
 * the spec and counted), and the expectations, which know the two profiles apart.
 */

import type { Answer, Rejection } from "./answer.js";
import { idsOf, type RequirementId, type Requirements, requirementOf } from "./catalogue/index.js";
import { inProfile } from "./catalogue/requirement.js";
import { findDifference, show } from "./compare.js";
import type { RunContext } from "./context.js";
import { ConformanceFailure, type FailureDetail, PassedOver } from "./failure.js";
import { createRawClient, type JobsRawClient } from "./http/client.js";
import { parseJson, type RawRequest, sendRaw } from "./http/raw.js";
import type { RecordedExchange, Recorder } from "./http/recorder.js";
import type { Area } from "./options.js";
import { checkProblem } from "./problem-checks.js";
import { ruleNamedBy } from "./refusal-rule.js";

/** What the seed profile accepts: a class of statuses or a list. */
export type SeedStatus = "2xx" | "4xx" | readonly number[];

/** Who sends a raw request: a key by index, no key, or an unknown key. */
export type Caller = number | "none" | "wrong";

/** The unknown key used to prove that wrong keys are refused. */
export const WRONG_KEY = "conformance-wrong-key";

/** The header that names the clock scope a request reads and moves (the reference server's controls). */
export const CLOCK_SCOPE_HEADER = "Jobs-Clock";

/**
 * Breaks of a passed-over requirement after which the checking goes on: a value or a
 * header compared, with the target's answer taken as it is. Any other break (a status, a
 * missing body) leaves nothing to go on with, and ends the execution.
 */
const GOES_ON: ReadonlySet<FailureDetail["kind"]> = new Set(["field", "header", "spec"]);

function statusMatches(status: number, seed: SeedStatus): boolean {
  if (seed === "2xx") {
    return status >= 200 && status < 300;
  }
  if (seed === "4xx") {
    return status >= 400 && status < 500;
  }
  return seed.includes(status);
}

/** A property's requests and checks; see {@link RunContext} for what is shared. */
export class Session {
  checks = 0;
  readonly recorder: Recorder;
  readonly clients: JobsRawClient[];
  /** Jobs created during the current execution, as `[key index, id]`. */
  readonly created: Array<[number, number]> = [];
  /**
   * Requirements whose breaks no longer fail an execution (found broken already, or
   * waived): each is recorded and the checking goes on past it. The runner sets it.
   */
  passOver: ReadonlySet<RequirementId> = new Set();
  /** The requirement this session is shrinking a failure of: never passed over here. */
  judging: RequirementId | undefined;
  /** Breaks of passed-over requirements the current execution went on past. */
  wentOnPast = 0;

  readonly context: RunContext;
  readonly area: Area;

  constructor(context: RunContext, area: Area) {
    this.context = context;
    this.area = area;
    this.recorder = context.transport.session();
    const { baseUrl, apiKeys } = context.options;
    this.clients = apiKeys.map((apiKey) => createRawClient({ baseUrl, apiKey, recorder: this.recorder }));
  }

  /** Starts an execution: a log of its own, and no break gone on past yet. */
  beginExecution(): void {
    this.recorder.clear();
    this.wentOnPast = 0;
  }

  /** True in the reference profile. */
  get reference(): boolean {
    return this.context.options.profile === "reference";
  }

  /** The typed client of a key. */
  api(actor = 0): JobsRawClient {
    const client = this.clients[actor];
    if (!client) {
      throw new Error(`No API key number ${actor + 1}`);
    }
    return client;
  }

  /** Turns a typed call into an Answer, validated against the spec. */
  async answer(call: Promise<{ response: Response }>): Promise<Answer> {
    // The SDK hands back a copy of the response, so the exchange is found by position:
    // a session awaits its typed calls one at a time, and the client never retries.
    const before = this.recorder.log.length;
    await call;
    const exchange = this.recorder.log[before];
    if (!exchange) {
      throw new Error("A typed call sent no request through the recorder");
    }
    return this.#settle(exchange);
  }

  /** Sends a hand-built request as a key, with no key, or with a wrong key. */
  async raw(request: RawRequest, caller: Caller = 0): Promise<Answer> {
    const headers = { ...request.headers };
    if (caller === "wrong") {
      headers["API-Key"] = WRONG_KEY;
    } else if (caller !== "none") {
      headers["API-Key"] = this.context.options.apiKeys[caller] ?? "";
    }
    const sent = await sendRaw(this.recorder, this.context.options.baseUrl, { ...request, headers });
    return this.#settle(sent.exchange);
  }

  /**
   * Sends every later request in the clock scope `scope`: its time, read and moved through
   * `/__admin/clock`, is the session's own (on a target whose clock has scopes).
   */
  useClockScope(scope: string): void {
    this.recorder.headers[CLOCK_SCOPE_HEADER] = scope;
  }

  /** Sends a request to the reference server's `/__admin` controls, with `extra` headers. */
  async admin(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...extra };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
    }
    if (this.context.options.adminToken) {
      headers["Admin-Token"] = this.context.options.adminToken;
    }
    const request: RawRequest = { method, path, headers };
    if (body !== undefined) {
      request.body = JSON.stringify(body);
    }
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
        "ref.response-schema",
        /^application\/json;\s*charset=utf-8$/i.test(type),
        `${exchange.method} ${new URL(exchange.url).pathname} answered ${answer.status} as '${type}', not application/json; charset=utf-8`,
        answer,
      );
    }
    const success = answer.status >= 200 && answer.status < 300;
    if (success && answer.text !== "") {
      this.expect(
        "api.json-bodies",
        answer.json !== undefined,
        `${exchange.method} ${new URL(exchange.url).pathname} answered ${answer.status} with a body that is not JSON`,
        answer,
      );
    }
    // The OpenAPI document fixes formats, error shapes and link forms that the published
    // interface leaves open, so only the reference profile holds answers to it.
    if (this.reference && validateErrors) {
      const problems = await this.context.validator.check({
        method: exchange.method,
        url: exchange.url,
        requestHeaders: exchange.requestHeaders,
        status: exchange.status,
        headers: exchange.responseHeaders,
        body: exchange.responseBody,
      });
      this.check(
        "ref.response-schema",
        problems.length === 0,
        `${exchange.method} ${new URL(exchange.url).pathname} answered ${exchange.status}, departing from the OpenAPI document: ${problems.join("; ")}`,
        { kind: "spec", exchange, expected: [], actual: problems },
      );
    }
    return answer;
  }

  #register(answer: Answer): void {
    const { method, url, requestHeaders } = answer.exchange;
    if (!(method === "POST" || method === "PUT") || answer.status < 200 || answer.status >= 300) {
      return;
    }
    if (!new URL(url).pathname.includes("/jobs") || !Number.isInteger(answer.json?.id)) {
      return;
    }
    const actor = this.context.options.apiKeys.indexOf(requestHeaders["api-key"] ?? "");
    if (actor < 0) {
      return;
    }
    const id = answer.json.id as number;
    if (!this.created.some(([a, known]) => a === actor && known === id)) {
      this.created.push([actor, id]);
    }
    this.context.created[actor]?.add(id);
  }

  /**
   * Counts one check of each requirement. A seed run never asserts a reference-level
   * requirement: that would hold a deployment to a decision the published interface leaves
   * open; only a dialect run asserts dialect knobs. Seed-level ones every profile may meet.
   */
  #count(requirements: Requirements): readonly RequirementId[] {
    const ids = idsOf(requirements);
    const { requirements: counts } = this.context.coverage;
    for (const id of ids) {
      const { level } = requirementOf(id);
      if (level !== "seed" && !inProfile(level, this.context.options.profile)) {
        throw new Error(`A ${this.context.options.profile}-profile check asserts the ${level}-level requirement ${id}`);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    this.checks++;
    return ids;
  }

  /**
   * Expects a control of the target (its clock) to have worked: not a behaviour of the
   * job API, so a refusal stops the property as a failure of the run itself.
   */
  control(answer: Answer, what: string): void {
    if (answer.status !== 200) {
      throw new Error(
        `Could not ${what}: ${answer.exchange.method} ${new URL(answer.exchange.url).pathname} answered ${answer.status}`,
      );
    }
  }

  /**
   * A broken expectation: thrown as a failure, unless its requirement is passed over; then
   * recorded, and the checking goes on where the break leaves something to compare.
   */
  #broke(requirements: Requirements, message: string, detail: Omit<FailureDetail, "requirements">): void {
    const failure = new ConformanceFailure(message, { ...detail, requirements: idsOf(requirements) });
    const [broken] = failure.detail.requirements;
    if (broken === undefined || broken === this.judging || !this.passOver.has(broken)) {
      throw failure;
    }
    this.wentOnPast++;
    const { passedOver } = this.context;
    if (!passedOver.has(broken)) {
      passedOver.set(broken, { area: this.area, message, exchange: detail.exchange });
    }
    if (!GOES_ON.has(detail.kind)) {
      throw new PassedOver(failure);
    }
  }

  /** Throws a conformance failure naming the requirements it breaks. */
  fail(requirements: Requirements, message: string, detail: Omit<FailureDetail, "requirements">): never {
    this.#broke(requirements, message, detail);
    throw new PassedOver(new ConformanceFailure(message, { ...detail, requirements: idsOf(requirements) }));
  }

  /** Checks a condition with a failure described in full. */
  check(
    requirements: Requirements,
    condition: boolean,
    message: string,
    detail: Omit<FailureDetail, "requirements">,
  ): void {
    this.#count(requirements);
    if (!condition) {
      this.#broke(requirements, message, detail);
    }
  }

  /** Expects a condition. */
  expect(requirements: Requirements, condition: boolean, message: string, answer?: Answer): void {
    this.check(requirements, condition, message, { kind: "other", exchange: answer?.exchange });
  }

  /** Expects a value to be there, as {@link expect} does, and returns it. */
  expectDefined<T>(requirements: Requirements, value: T | undefined, message: string, answer?: Answer): T {
    this.#count(requirements);
    if (value === undefined) {
      return this.fail(requirements, message, { kind: "other", exchange: answer?.exchange });
    }
    return value;
  }

  /**
   * Expects the seed class of statuses; in the reference profile, also the exact status
   * of the endpoint table.
   */
  expectStatus(requirements: Requirements, answer: Answer, reference: number, seed: SeedStatus, what = ""): void {
    const { method, url } = answer.exchange;
    const path = new URL(url).pathname;
    const wanted = typeof seed === "string" ? `a ${seed} status` : seed.join(" or ");
    const matches = statusMatches(answer.status, seed);
    const blamed = matches ? requirements : this.#blamed(requirements, answer, reference);
    this.check(
      blamed,
      matches,
      `${method} ${path}${what ? ` (${what})` : ""} answered ${answer.status}; expected ${wanted}${blamed === requirements ? "" : ` (the refusal names the rule of ${idsOf(blamed)[0]})`}`,
      {
        kind: "status",
        exchange: answer.exchange,
        expected: typeof seed === "string" ? seed : seed[0],
        actual: answer.status,
      },
    );
    if (this.reference) {
      this.check(
        "ref.status-codes",
        answer.status === reference,
        `${method} ${path}${what ? ` (${what})` : ""} answered ${answer.status}; expected ${reference}`,
        { kind: "status", exchange: answer.exchange, expected: reference, actual: answer.status },
      );
    }
  }

  /**
   * The requirements a refusal of a request expected to succeed breaks: those of the rule
   * its body names, ahead of the check's own, when that rule is not the check's headline.
   */
  #blamed(requirements: Requirements, answer: Answer, reference: number): Requirements {
    const ids = idsOf(requirements);
    const [headline] = ids;
    if (headline === undefined || reference < 200 || reference > 299) {
      return requirements;
    }
    const rule = ruleNamedBy(answer, headline, ids);
    return rule === undefined ? requirements : [rule, ...ids.filter((id) => id !== rule)];
  }

  /** Expects a value at a pointer of the body to match a prediction. */
  expectValue(requirements: Requirements, answer: Answer, pointer: string, actual: unknown, expected: unknown): void {
    this.#count(requirements);
    const difference = findDifference(actual, expected, pointer);
    if (difference) {
      const { method, url } = answer.exchange;
      this.#broke(
        requirements,
        `${method} ${new URL(url).pathname} answered ${answer.status} with ${difference.pointer || "a body"} = ${show(difference.actual)}; expected ${show(difference.expected)}`,
        { kind: "field", exchange: answer.exchange, ...difference },
      );
    }
  }

  /** Expects a rejection: any 4xx (seed), or the exact status and problem shape (reference). */
  expectRejected(requirements: Requirements, answer: Answer, rejection: Rejection, what: string): void {
    this.expectStatus(requirements, answer, rejection.status, "4xx", what);
    if (this.reference) {
      checkProblem(this, answer, rejection, what);
    }
  }

  /** Deletes what the current execution created (tolerating 404) and forgets it. */
  async cleanup(): Promise<void> {
    const jobs = this.created.splice(0);
    if (jobs.length === 0) {
      return;
    }
    await this.recorder.inPhase("cleanup", async () => {
      await Promise.all(
        jobs.map(async ([actor, id]) => {
          try {
            const { response } = await this.api(actor).DELETE("/api/v1.1/jobs/{id}", { params: { path: { id } } });
            if (response.status === 204) {
              this.context.deleted.count++;
            }
            if (response.status === 204 || response.status === 404) {
              this.context.created[actor]?.delete(id);
            }
          } catch {
            // The final sweep retries whatever is left.
          }
        }),
      );
    });
  }
}
