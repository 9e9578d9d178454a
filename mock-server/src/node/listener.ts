/**
 * node:http in, the core's plain request out, and back: translation only. The core's
 * edge (`respond`) owns every policy: limits, delays, the admin guard and waiting for the
 * journal. No WHATWG Request or Response is built: headers are read straight from
 * IncomingMessage and the body is collected only when there is one, up to the limit the
 * core gives. An unreadable request is a 400; a throw from the core, or an answer node:http
 * refuses to write, a 500. Answers leave with the others of their event-loop turn
 * (answer-batch.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type CoreRequest, type CoreResponse, type JobsServer, ProblemError } from "../index.js";
import { createAnswerBatch } from "./answer-batch.js";

export interface ListenerOptions {
  /** The origin the server listens on, the default base of Location and paging links. */
  origin: string;
  /**
   * For node:http's `checkContinue` event, whose requests wait for `100 Continue` before
   * sending their body: a body over the limit is then refused before it is sent, the
   * others are invited.
   */
  checkContinue?: boolean;
}

/**
 * A node:http request as the core reads it. A class, not an object literal of closures:
 * every request makes one, and its methods are shared.
 */
class NodeRequest implements CoreRequest {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body: Uint8Array;
  readonly bodyTooLarge: boolean;
  readonly origin: string;
  readonly #message: IncomingMessage;

  constructor(
    message: IncomingMessage,
    target: [path: string, query: string],
    body: Uint8Array,
    bodyTooLarge: boolean,
    origin: string,
  ) {
    this.method = message.method ?? "GET";
    [this.path, this.query] = target;
    this.body = body;
    this.bodyTooLarge = bodyTooLarge;
    this.origin = origin;
    this.#message = message;
  }

  header(name: string): string | undefined {
    const value = this.#message.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  }

  /** No copy: the log keeps node's own object and reads it only when asked. */
  headers(): Record<string, string> {
    return this.#message.headers as Record<string, string>;
  }
}

function send(response: ServerResponse, answer: CoreResponse, close = false): void {
  if (response.headersSent) {
    // A request whose answer waited in the batch can fail meanwhile (its 400 went out).
    return;
  }
  // The core's headers object is made for this response alone, so it is completed in place.
  const headers: Record<string, string | number> = answer.headers;
  // A Buffer body: given a string, node:http would join it to the header text first,
  // copying every page of a list into the young generation once more. Stored job texts
  // are already bytes and go out without a copy.
  const { body: raw } = answer;
  const body =
    raw === undefined
      ? undefined
      : typeof raw === "string"
        ? Buffer.from(raw)
        : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (body) {
    headers["content-length"] = body.length;
  }
  if (close) {
    headers.connection = "close";
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** A problem answered by the adapter itself, before or after the core. */
function problem(status: number, detail: string): CoreResponse {
  return new ProblemError(status, detail).toResponse();
}

function splitTarget(target: string): [path: string, query: string] | undefined {
  if (!target.startsWith("/")) {
    try {
      const url = new URL(target);
      return [url.pathname, url.search.slice(1)];
    } catch {
      return undefined;
    }
  }
  const mark = target.indexOf("?");
  return mark === -1 ? [target, ""] : [target.slice(0, mark), target.slice(mark + 1)];
}

/** The body of a request without one, shared: nothing writes to a request's body. */
const NO_BODY = new Uint8Array();

/** The body's bytes: a body that came in one chunk (most do) is that chunk, not a copy of it. */
function bodyOf(chunks: readonly Buffer[], size: number): Uint8Array {
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

/** The most a refused body is read for before the connection is closed anyway. */
const DISCARD_BYTES = 64 * 1024 * 1024;
/** How long a client may pause while it still sends a refused body. */
const DISCARD_IDLE_MS = 10_000;
/** How long a refused body is read for at most, however steadily it comes. */
const DISCARD_MS = 120_000;

/**
 * Closes the connection of a refused body in stages (RFC 9112, section 9.6): once the
 * answer (which says `Connection: close`) is out, only our side ends, and the body is
 * read to its end without keeping it; the connection closes when the client stops
 * sending, or is cut off past {@link DISCARD_BYTES}, a pause of {@link DISCARD_IDLE_MS}
 * or {@link DISCARD_MS} in all. Closing at
 * once would make the kernel reset the connection under the answer; keeping it open
 * would let a client queue its next request behind a body it is still sending (Node's
 * fetch does), and that request would fail with the connection if it were cut off.
 */
function closeInStages(request: IncomingMessage): void {
  const { socket } = request;
  let discarded = 0;
  const cutOff = () => socket.destroy();
  // A slow link still sending is not cut off (a 10 MB body over a 5 Mbit/s uplink takes
  // 16 s, and would get a reset instead of its 413); a stalled or endless one is.
  const whole = setTimeout(cutOff, DISCARD_MS);
  whole.unref();
  const idle = setTimeout(cutOff, DISCARD_IDLE_MS);
  idle.unref();
  const stop = () => {
    clearTimeout(whole);
    clearTimeout(idle);
  };
  // node:http ends a `Connection: close` answer with destroySoon, which closes both ways.
  socket.destroySoon = () => socket.end();
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    idle.refresh();
    if (discarded > DISCARD_BYTES) {
      stop();
      cutOff();
    }
  });
  request.on("end", () => socket.end());
  socket.on("close", stop);
}

/** A node:http request listener that answers with the core. */
export function createRequestListener(server: JobsServer, options: ListenerOptions) {
  const report = (error: unknown): void => {
    // biome-ignore lint/suspicious/noConsole: an unexpected failure must reach the operator.
    console.error(error);
  };
  const failed = (error: unknown): CoreResponse => {
    report(error);
    return problem(500, "The server failed to answer this request.");
  };
  const batch = createAnswerBatch(report);
  const sendOr500 = (response: ServerResponse, result: CoreResponse, close: boolean) => {
    try {
      send(response, result, close);
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
      } else {
        send(response, failed(error), true);
      }
    }
  };
  /**
   * Sends the core's answer with the others of this turn. A refused body's goes out at
   * once: its connection closes in stages from the moment the answer is out, and a client
   * that has sent the whole body would otherwise see the connection end before it.
   */
  const deliver = (response: ServerResponse, result: CoreResponse, close: boolean) => {
    if (close) {
      sendOr500(response, result, close);
    } else {
      batch(() => sendOr500(response, result, close));
    }
  };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    target: [path: string, query: string],
    body: Uint8Array,
    bodyTooLarge: boolean,
    close = bodyTooLarge,
  ) => {
    const core = new NodeRequest(request, target, body, bodyTooLarge, options.origin);
    let result: CoreResponse | Promise<CoreResponse>;
    try {
      result = server.respond(core);
    } catch (error) {
      result = failed(error);
    }
    if (!(result instanceof Promise)) {
      deliver(response, result, close);
      return;
    }
    result.then(
      (settled) => deliver(response, settled, close),
      (error: unknown) => deliver(response, failed(error), close),
    );
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const target = splitTarget(request.url ?? "/");
    if (!target) {
      send(response, problem(400, `The request target '${request.url}' cannot be read.`));
      return;
    }
    const declared = Number(request.headers["content-length"] ?? 0);
    const hasBody = declared > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody) {
      answer(request, response, target, NO_BODY, false);
      return;
    }
    const limit = server.bodyLimitFor(request.method ?? "GET", target[0]);
    if (options.checkContinue && declared > limit) {
      // No go-ahead, so the body never comes: the connection cannot carry another request.
      answer(request, response, target, NO_BODY, true);
      return;
    }
    if (options.checkContinue) {
      response.writeContinue();
    }
    if (declared > limit) {
      // Answer at once, then keep reading and discarding what the client still sends.
      closeInStages(request);
      answer(request, response, target, NO_BODY, true);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
      } else {
        chunks.push(chunk);
      }
    });
    request.on("end", () => answer(request, response, target, tooLarge ? NO_BODY : bodyOf(chunks, size), tooLarge));
    request.on("error", () => {
      if (!response.headersSent) {
        send(response, problem(400, "The request body could not be read."), true);
      }
    });
  };
}
