/**
 * The one place requests leave the suite: a fetch wrapper that records every exchange
 * (the source of failure reports, curl lines and coverage), caps requests in flight,
 * paces them, enforces the request budget, times out slow answers and retries transient ones.
 * It follows no redirect, and reads no more of an answer than the size cap (see refusal.ts).
 */

import { isIdempotent, isRetryStatus } from "@jobs-toolkit/sdk";
import type { FetchLike } from "../options.js";
import { Pacer } from "./pacer.js";
import { RefusedAnswerError, readCapped, refuseOffOriginRedirect } from "./refusal.js";
import {
  backoffMs,
  isNetworkError,
  provesNotDone,
  RequestTimeoutError,
  type RetryPolicy,
  retryAfterMs,
  TransientError,
  TransientWindow,
  UnknownOutcomeError,
} from "./transient.js";

/** Why a request was sent: checks are reproduced, setup and cleanup are not. */
export type Phase = "setup" | "check" | "cleanup";

/** One request and its response, as the wire saw them. */
export interface RecordedExchange {
  seq: number;
  phase: Phase;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** The body text (cut at 4 KiB); see `requestBodyBytes` for the real size. */
  requestBody: string | undefined;
  requestBodyBytes: number;
  /** A shell expression that rebuilds a large body, for curl lines. */
  bodyRecipe?: string | undefined;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
  durationMs: number;
  /**
   * When it was sent, in milliseconds of the run's monotonic clock: a reproduction waits
   * where the run waited, so what the pause made observable (distinct publish instants) is again.
   */
  startedMs?: number;
  /** A transient answer (429, 502, 503, 504) the request was sent again after, or gave up on. */
  transient?: boolean;
}

/** A Request that remembers its body text, so recording needs no clone. */
export class RecordingRequest extends Request {
  readonly bodyText: string | undefined;
  bodyRecipe: string | undefined;

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.bodyText = typeof init?.body === "string" ? init.body : undefined;
  }
}

/** The run stopped (Ctrl-C or the signal) before this request was sent. */
export class RunAbortedError extends Error {
  override name = "RunAbortedError";
}

/** The request budget is spent. */
export class BudgetExhaustedError extends Error {
  override name = "BudgetExhaustedError";
}

/** What every session shares: the target, the budget, the cap on requests in flight. */
export interface TransportOptions {
  fetch: FetchLike;
  concurrency: number;
  /** Longest wait for one answer, its body included. */
  timeoutMs: number;
  /** Most bytes of one answer read; past it the run stops. */
  maxResponseBytes: number;
  maxRequests: number;
  signal: AbortSignal | undefined;
  retry: RetryPolicy;
  /** Most requests a second (0: no pacing). */
  rateLimit: number;
  /**
   * Whether a create that met a transient answer made a job on the target: "absent" when it
   * did not, so it is sent again; "present" when it may have. Without it, every such create
   * counts as present.
   */
  reconcile?: (request: Request, body: string | undefined) => Promise<"absent" | "present">;
}

/** How often the target's answers were transient, for the report. */
export interface TransientCounts {
  /** Requests sent again after a transient answer. */
  retries: number;
  /** Requests still meeting only transient answers when their retries were spent. */
  gaveUp: number;
  /** Creates whose outcome a transient answer hid, and the target's jobs could not settle. */
  unknownOutcomes: number;
}

const BODY_KEEP = 4096;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

type Attempt = { response: Response; exchange: RecordedExchange } | { error: Error };

/** A request's body, read once: sent again as is on each attempt, and as text for the record. */
interface ReadBody {
  sent: string | ArrayBuffer | undefined;
  text: string | undefined;
}

// Reading the body once, rather than cloning the request for every read and every
// attempt, spares a tee of its stream each time; the bytes are kept, not the text, unless
// the body was made from text, so every attempt sends exactly what the caller built.
async function readBody(request: Request): Promise<ReadBody> {
  const known = request instanceof RecordingRequest ? request.bodyText : undefined;
  if (known !== undefined || !request.body) {
    return { sent: known, text: known };
  }
  const bytes = await request.arrayBuffer();
  return { sent: bytes, text: new TextDecoder().decode(bytes) };
}

/**
 * A request of the attempt's own for the fetch, which may consume it: redirects come back
 * as answers (never followed, so the key cannot follow them), and `signal` ends it.
 */
function attemptOf(request: Request, body: ReadBody, signal: AbortSignal): Request {
  return new Request(request, {
    redirect: "manual",
    signal,
    ...(body.sent === undefined ? {} : { body: body.sent }),
  });
}

/** Shared state of all sessions of one run. */
export class Transport {
  requests = 0;
  checkRequests = 0;
  readonly transient: TransientCounts = { retries: 0, gaveUp: 0, unknownOutcomes: 0 };
  readonly #options: TransportOptions;
  readonly #pacer: Pacer;
  readonly #window = new TransientWindow();
  readonly #waiting: Array<() => void> = [];
  readonly #listeners: Array<(exchange: RecordedExchange) => void> = [];
  /** The attempts of checks and setup under way, ended at once when the run stops. */
  readonly #live = new Set<AbortController>();
  #inFlight = 0;
  #refused: RefusedAnswerError | undefined;

  constructor(options: TransportOptions) {
    this.#options = options;
    this.#pacer = new Pacer(options.rateLimit);
  }

  /** Calls `listener` with every exchange of every session. */
  onExchange(listener: (exchange: RecordedExchange) => void): void {
    this.#listeners.push(listener);
  }

  /** The answer that stopped the run (a redirect to another origin, a body past the cap), if one did. */
  get refused(): RefusedAnswerError | undefined {
    return this.#refused;
  }

  /**
   * Requests holding a slot of `concurrency`: sent and not yet answered, or waiting for the
   * pace to let them leave (a retry waiting out its back-off holds none).
   */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** A recorder of its own for one property (its log and phase are not shared). */
  session(): Recorder {
    return new Recorder(this);
  }

  async #acquire(): Promise<void> {
    if (this.#inFlight < this.#options.concurrency) {
      this.#inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) {
      next();
    } else {
      this.#inFlight--;
    }
  }

  /**
   * Sends one request under the budget, the cap and the pace, retrying transient answers
   * (see transient.ts), and records it. Throws a TransientError when the retries are spent
   * and an UnknownOutcomeError when a create's outcome cannot be known: neither is a verdict.
   */
  async send(request: Request, phase: Phase): Promise<{ response: Response; exchange: RecordedExchange }> {
    if (phase !== "cleanup") {
      if (this.#options.signal?.aborted) {
        throw new RunAbortedError("The run was stopped");
      }
      // Cleanup still deletes what the run made: at the origin it was given, answers capped.
      if (this.#refused) {
        throw this.#refused;
      }
      if (this.#options.maxRequests > 0 && this.checkRequests >= this.#options.maxRequests) {
        throw new BudgetExhaustedError(`The request budget of ${this.#options.maxRequests} is spent`);
      }
      this.checkRequests++;
      const share = this.#window.overwhelmed;
      if (share !== undefined) {
        this.transient.gaveUp++;
        throw new TransientError(
          `${Math.round(share * 100)}% of the last ${TransientWindow.SIZE} answers were transient; no more checks are sent`,
        );
      }
    }
    const body = await readBody(request);
    const requestBody = body.text;
    const { retry: policy } = this.#options;
    for (let retry = 1; ; retry++) {
      const attempt = await this.#attempt(request, phase, body);
      const status = "exchange" in attempt ? attempt.exchange.status : undefined;
      const transient = status === undefined || isRetryStatus(status);
      this.#window.add(transient);
      if (!transient && "exchange" in attempt) {
        return attempt;
      }
      const reason = "error" in attempt ? attempt.error.message : `${request.method} ${request.url} answered ${status}`;
      if (retry > policy.retries) {
        this.transient.gaveUp++;
        throw new TransientError(`${reason}, still after ${policy.retries} retries`);
      }
      if (!(isIdempotent(request) || (status !== undefined && provesNotDone(status)))) {
        const verdict = (await this.#options.reconcile?.(request, requestBody)) ?? "present";
        if (verdict === "present") {
          this.transient.unknownOutcomes++;
          throw new UnknownOutcomeError(`${reason}; the target may or may not have carried it out`);
        }
      }
      const asked =
        "response" in attempt ? retryAfterMs(attempt.response.headers.get("retry-after"), policy) : undefined;
      await this.#sleep(asked ?? backoffMs(retry, policy), phase);
      this.transient.retries++;
    }
  }

  async #sleep(ms: number, phase: Phase): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (phase !== "cleanup" && this.#options.signal?.aborted) {
      throw new RunAbortedError("The run was stopped");
    }
  }

  /** One attempt: a slot, the pace, the fetch with its timeout, the recording. */
  async #attempt(request: Request, phase: Phase, body: ReadBody): Promise<Attempt> {
    const requestBody = body.text;
    await this.#acquire();
    await this.#pacer.wait();
    this.requests++;
    const started = performance.now();
    const { timeoutMs, maxResponseBytes } = this.#options;
    // One deadline for the whole answer, body included; aborting releases the connection.
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new RequestTimeoutError(`No answer to ${request.method} ${request.url} within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
    });
    stopped.catch(() => undefined);
    if (phase !== "cleanup") {
      this.#live.add(controller);
    }
    try {
      const answer = await Promise.race([this.#options.fetch(attemptOf(request, body, controller.signal)), stopped]);
      refuseOffOriginRedirect(request, answer);
      const text = await readCapped(answer, `${request.method} ${request.url}`, maxResponseBytes, stopped);
      const exchange: RecordedExchange = {
        seq: this.requests,
        phase,
        method: request.method,
        url: request.url,
        requestHeaders: Object.fromEntries(request.headers),
        requestBody: requestBody && requestBody.length > BODY_KEEP ? requestBody.slice(0, BODY_KEEP) : requestBody,
        requestBodyBytes: requestBody === undefined ? 0 : new TextEncoder().encode(requestBody).length,
        bodyRecipe: request instanceof RecordingRequest ? request.bodyRecipe : undefined,
        status: answer.status,
        responseHeaders: Object.fromEntries(answer.headers),
        responseBody: text,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        startedMs: Math.round(started),
        transient: isRetryStatus(answer.status),
      };
      for (const listener of this.#listeners) {
        listener(exchange);
      }
      const response = new Response(NULL_BODY_STATUSES.has(answer.status) ? null : text, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
      return { response, exchange };
    } catch (error) {
      controller.abort(error);
      // Ended because another answer stopped the run: that answer is the reason.
      if (this.#refused && phase !== "cleanup") {
        throw this.#refused;
      }
      if (error instanceof RefusedAnswerError) {
        this.#refuse(error);
        throw error;
      }
      // A reset, a refused connection or a timeout: no answer to judge. Anything else is
      // a fault, reported as before.
      if (error instanceof Error && isNetworkError(error)) {
        return { error };
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.#live.delete(controller);
      this.#release();
    }
  }

  /** Stops the run on the first refused answer, ending the checks' requests under way. */
  #refuse(error: RefusedAnswerError): void {
    if (this.#refused) {
      return;
    }
    this.#refused = error;
    for (const controller of this.#live) {
      controller.abort(error);
    }
  }
}

/** One property's view of the transport: its own log and current phase. */
export class Recorder {
  phase: Phase = "check";
  readonly log: RecordedExchange[] = [];
  /** Headers every request of this session carries, as well as its own. */
  readonly headers: Record<string, string> = {};
  readonly #transport: Transport;
  readonly #exchanges = new WeakMap<Response, RecordedExchange>();

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The fetch to hand to clients: records into this session's log. */
  readonly fetch: FetchLike = async (request) => {
    for (const [name, value] of Object.entries(this.headers)) {
      request.headers.set(name, value);
    }
    const { response, exchange } = await this.#transport.send(request, this.phase);
    this.log.push(exchange);
    this.#exchanges.set(response, exchange);
    return response;
  };

  /** The exchange a response of {@link fetch} came from. */
  exchangeOf(response: Response): RecordedExchange {
    const exchange = this.#exchanges.get(response);
    if (!exchange) {
      throw new Error("This response did not come through the recorder");
    }
    return exchange;
  }

  /** Forgets the log, at the start of each property execution. */
  clear(): void {
    this.log.length = 0;
  }

  /** Runs `work` in a phase, then returns to the previous one. */
  async inPhase<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
    const previous = this.phase;
    this.phase = phase;
    try {
      return await work();
    } finally {
      this.phase = previous;
    }
  }
}
