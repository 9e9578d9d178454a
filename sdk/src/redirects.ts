/**
 * Redirects followed by the client itself, so credentials never leave the origin they
 * were given for: fetch would follow a redirect to any origin and keep a custom header
 * such as API-Key on the way (it strips only Authorization).
 */
import { RedirectError } from "./errors.js";

/** Hops one request may take; the API itself never redirects. */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

// Headers that describe a request body, dropped when a redirect turns the request into a GET.
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

/** The request as the caller named it, for messages: the method asked for, the URL first sent. */
export interface RequestName {
  method: string;
  url: string;
}

function refuse(message: string, request: RequestName, response: Response, location?: string): never {
  const status = response.type === "opaqueredirect" ? undefined : response.status;
  throw new RedirectError(message, {
    method: request.method,
    url: request.url,
    status,
    headers: response.headers,
    location,
  });
}

function resolve(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

/** The request a same-origin redirect asks for, by fetch's rules: 303, and 301 or 302 after a POST, become a GET without a body. */
async function redirected(replay: Request, status: number, location: URL): Promise<Request> {
  const becomesGet =
    status === 303 ? replay.method !== "GET" && replay.method !== "HEAD" : status <= 302 && replay.method === "POST";
  const headers = new Headers(replay.headers);
  if (becomesGet) {
    for (const name of BODY_HEADERS) {
      headers.delete(name);
    }
  }
  const body = becomesGet || replay.body === null ? null : await replay.arrayBuffer();
  return new Request(location, {
    method: becomesGet ? "GET" : replay.method,
    headers,
    body,
    signal: replay.signal,
    redirect: "manual",
  });
}

/**
 * Sends `request` with `send`, following redirects on its own origin (at most
 * {@link MAX_REDIRECTS}) and refusing with a RedirectError one to another origin, or one
 * the runtime hides (a browser's opaque redirect).
 *
 * @example
 * const response = await sendWithinOrigin(fetch, request, { method: "GET", url: request.url });
 */
export async function sendWithinOrigin(
  send: (request: Request) => Promise<Response>,
  request: Request,
  name: RequestName,
): Promise<Response> {
  // Read only once a redirect comes: most answers are not one, and parsing a URL is not free.
  let origin: string | undefined;
  let current = request.redirect === "manual" ? request : new Request(request, { redirect: "manual" });
  for (let hops = 0; ; hops++) {
    // Sending consumes the body; a 307 or 308 sends it again.
    const replay = current.body === null ? current : current.clone();
    const response = await send(current);
    if (response.type === "opaqueredirect") {
      origin ??= new URL(request.url).origin;
      refuse(
        `${name.method} ${name.url} answered with a redirect this runtime hides (an opaque redirect), so the client cannot tell whether it stays on ${origin}; not followed`,
        name,
        response,
      );
    }
    // The status first: reading a header costs more, and most answers are not redirects.
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get("location") : null;
    if (location === null) {
      return response;
    }
    await response.body?.cancel();
    origin ??= new URL(request.url).origin;
    const target = resolve(location, current.url);
    if (target?.origin !== origin) {
      const where = target?.origin ?? `'${location}'`;
      refuse(
        `${name.method} ${name.url} answered ${response.status} with a redirect to ${where}; not followed, so the credentials stay on ${origin}`,
        name,
        response,
        location,
      );
    }
    if (hops >= MAX_REDIRECTS) {
      refuse(
        `${name.method} ${name.url} redirected more than ${MAX_REDIRECTS} times; stopped at ${target.href}`,
        name,
        response,
        location,
      );
    }
    current = await redirected(replay, response.status, target);
  }
}
