/**
 * The Request constructor of the client's openapi-fetch (its `Request` option). Each
 * request carries the API key from the start, and, with a timeout and no signal of the
 * caller's, the AbortController its first attempt's timeout aborts: that attempt needs
 * no second Request to carry the timeout, and a call needs no middleware for the key.
 * Middleware, when the caller adds some, sees the key and may still change it.
 */
import { isTimed, madeWith } from "./attempt-bound.js";
import { API_KEY_HEADER } from "./auth.js";

/**
 * The constructor for a client of `apiKey` whose attempts take `timeoutMs`.
 *
 * @example
 * const raw = createClient<paths>({ baseUrl, fetch: transport, Request: clientRequests("demo-key-1", 30_000) });
 */
export function clientRequests(apiKey: string, timeoutMs: number): typeof Request {
  const timed = isTimed(timeoutMs);
  return class ClientRequest extends globalThis.Request {
    constructor(...[input, init]: ConstructorParameters<typeof Request>) {
      const controller = timed && !init?.signal ? new AbortController() : undefined;
      super(input, controller ? { ...init, signal: controller.signal } : init);
      madeWith(this, controller);
      // Set over any the call named, as the auth middleware does.
      this.headers.set(API_KEY_HEADER, apiKey);
    }
  };
}
