/**
 * node:http in, the core's plain request out, and back. No WHATWG Request or Response
 * is built: headers are read straight from IncomingMessage and the body is collected
 * only when there is one. An unreadable request is a 400; a throw from the core, a 500.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type CoreRequest, type CoreResponse, type JobsServer, ProblemError } from "../index.js";

export interface ListenerOptions {
  /** The origin the server listens on, the default base of Location and paging links. */
  origin: string;
  /** Called after the core answered and before the response is sent (the journal's flush). */
  beforeRespond?: (() => Promise<void> | undefined) | undefined;
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function send(response: ServerResponse, answer: CoreResponse, close = false): void {
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
  if (body) headers["content-length"] = body.length;
  if (close) headers.connection = "close";
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

/** A node:http request listener that answers with the core. */
export function createRequestListener(server: JobsServer, options: ListenerOptions) {
  const limit = server.bodyLimit;

  const answer = (request: IncomingMessage, response: ServerResponse, body: Uint8Array, bodyTooLarge: boolean) => {
    const target = splitTarget(request.url ?? "/");
    if (!target) {
      send(response, problem(400, `The request target '${request.url}' cannot be read.`));
      return;
    }
    const core: CoreRequest = {
      method: request.method ?? "GET",
      path: target[0],
      query: target[1],
      header: (name) => headerOf(request, name),
      // No copy: the log keeps node's own object and reads it only when asked.
      headers: () => request.headers as Record<string, string>,
      body,
      bodyTooLarge,
      origin: options.origin,
    };
    let result: CoreResponse;
    try {
      result = server.handle(core);
    } catch (error) {
      // biome-ignore lint/suspicious/noConsole: an unexpected failure must reach the operator.
      console.error(error);
      result = problem(500, "The server failed to answer this request.");
    }
    const pending = options.beforeRespond?.();
    if (!pending && !result.delayMs) {
      send(response, result, bodyTooLarge);
      return;
    }
    const delay = result.delayMs ? new Promise((resolve) => setTimeout(resolve, result.delayMs)) : undefined;
    Promise.all([pending, delay]).then(
      () => send(response, result, bodyTooLarge),
      (error: unknown) => {
        // biome-ignore lint/suspicious/noConsole: a failed journal write must reach the operator.
        console.error(error);
        send(response, problem(500, "The change could not be saved."));
      },
    );
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const declared = Number(request.headers["content-length"] ?? 0);
    const hasBody = declared > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody) {
      answer(request, response, new Uint8Array(), false);
      return;
    }
    if (declared > limit) {
      // Answer at once and close: reading a body we will refuse only costs time.
      answer(request, response, new Uint8Array(), true);
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on("end", () =>
      answer(request, response, tooLarge ? new Uint8Array() : Buffer.concat(chunks, size), tooLarge),
    );
    request.on("error", () => {
      if (!response.headersSent) send(response, problem(400, "The request body could not be read."), true);
    });
  };
}
