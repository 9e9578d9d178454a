/**
 * Answers the suite will not act on, because acting on them would leak a credential or
 * exhaust the machine: a redirect to another origin, and a body past the size cap. The
 * first one stops the run: the target is misconfigured or hostile, every further check
 * would meet it, and the report's run error names it once (exit code 1).
 */

/** An answer the suite refused to act on; it stops the run. */
export class RefusedAnswerError extends Error {
  override name = "RefusedAnswerError";
}

/** The target redirected a request to another origin; nothing was sent there. */
class OffOriginRedirectError extends RefusedAnswerError {
  override name = "OffOriginRedirectError";
}

/** An answer's body is larger than the cap; the suite stopped reading it. */
export class ResponseTooLargeError extends RefusedAnswerError {
  override name = "ResponseTooLargeError";
}

/**
 * Throws when `answer` redirects `request` to another origin. Such redirects are never
 * followed: the key goes to the origin it was given for and nowhere else. A redirect within
 * the origin is not followed either, but handed to the check, which judges its status.
 */
export function refuseOffOriginRedirect(request: Request, answer: Response): void {
  const location = answer.headers.get("location");
  if (answer.status < 300 || answer.status > 399 || location === null) {
    return;
  }
  let to: URL;
  try {
    to = new URL(location, request.url);
  } catch {
    return;
  }
  const from = new URL(request.url).origin;
  if (to.origin === from) {
    return;
  }
  throw new OffOriginRedirectError(
    `${request.method} ${request.url} answered ${answer.status} with Location ${to.href}, on another origin ` +
      `(${to.origin}, not ${from}). The suite sends the API keys to ${from} only, so it followed no redirect ` +
      `there and stopped the run: give --base-url the origin that serves the API, or have the deployment answer ` +
      `where it is asked.`,
  );
}

function tooLarge(what: string, size: string, maxBytes: number): ResponseTooLargeError {
  return new ResponseTooLargeError(
    `${what} answered ${size}, more than the ${maxBytes} bytes the suite reads of one answer ` +
      `(--max-response-bytes); it stopped reading and stopped the run. No page of the API comes near that: ` +
      `the deployment is broken, or raise --max-response-bytes.`,
  );
}

/**
 * The body's text, read as a stream and cancelled once past `maxBytes` (at once when its
 * Content-Length says more). `stopped` rejects when the request's time is up or the run
 * stops, which a body that ignores its request's abort signal would otherwise outlive.
 */
export async function readCapped(
  answer: Response,
  what: string,
  maxBytes: number,
  stopped: Promise<never>,
): Promise<string> {
  const declared = Number(answer.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    answer.body?.cancel().catch(() => undefined);
    throw tooLarge(what, `with a Content-Length of ${declared} bytes`, maxBytes);
  }
  if (!answer.body) {
    return "";
  }
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      if (done) {
        break;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        throw tooLarge(what, `more than ${size} bytes`, maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    // Cancelling closes the connection: nothing more of this answer is read or held.
    reader.cancel(error).catch(() => undefined);
    throw error;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
