/**
 * The one place requests leave the suite: a fetch wrapper that records every exchange
 * (the source of failure reports, curl lines and coverage), caps requests in flight,
 * enforces the request budget and times out slow answers.
 */
import type { FetchLike } from "../options.js";

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

/** No answer came in time. */
class RequestTimeoutError extends Error {
  override name = "RequestTimeoutError";
}

/** What every session shares: the target, the budget, the cap on requests in flight. */
export interface TransportOptions {
  fetch: FetchLike;
  concurrency: number;
  timeoutMs: number;
  maxRequests: number;
  signal: AbortSignal | undefined;
}

const BODY_KEEP = 4096;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Shared state of all sessions of one run. */
export class Transport {
  requests = 0;
  checkRequests = 0;
  readonly #options: TransportOptions;
  readonly #waiting: Array<() => void> = [];
  readonly #listeners: Array<(exchange: RecordedExchange) => void> = [];
  #inFlight = 0;

  constructor(options: TransportOptions) {
    this.#options = options;
  }

  /** Calls `listener` with every exchange of every session. */
  onExchange(listener: (exchange: RecordedExchange) => void): void {
    this.#listeners.push(listener);
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

  /** Sends one request under the budget and the cap, and records it. */
  async send(request: Request, phase: Phase): Promise<{ response: Response; exchange: RecordedExchange }> {
    if (phase !== "cleanup") {
      if (this.#options.signal?.aborted) {
        throw new RunAbortedError("The run was stopped");
      }
      if (this.#options.maxRequests > 0 && this.checkRequests >= this.#options.maxRequests) {
        throw new BudgetExhaustedError(`The request budget of ${this.#options.maxRequests} is spent`);
      }
      this.checkRequests++;
    }
    this.requests++;
    const bodyText = request instanceof RecordingRequest ? request.bodyText : undefined;
    const requestBody = bodyText ?? (request.body ? await request.clone().text() : undefined);
    await this.#acquire();
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new RequestTimeoutError(
                `No answer to ${request.method} ${request.url} within ${this.#options.timeoutMs} ms`,
              ),
            ),
          this.#options.timeoutMs,
        );
      });
      const answer = await Promise.race([this.#options.fetch(request), timeout]);
      const text = await Promise.race([answer.text(), timeout]);
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
    } finally {
      clearTimeout(timer);
      this.#release();
    }
  }
}

/** One property's view of the transport: its own log and current phase. */
export class Recorder {
  phase: Phase = "check";
  readonly log: RecordedExchange[] = [];
  readonly #transport: Transport;
  readonly #exchanges = new WeakMap<Response, RecordedExchange>();

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The fetch to hand to clients: records into this session's log. */
  readonly fetch: FetchLike = async (request) => {
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
