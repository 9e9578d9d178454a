/**
 * Authentication as openapi-fetch middleware: the API-Key header on every request, the
 * raw client's included (openapi-ts: docs/openapi-fetch/middleware-auth.md).
 */
import type { Middleware } from "openapi-fetch";

/** The header that names the employer; header names are case-insensitive. */
export const API_KEY_HEADER = "API-Key";

/**
 * Middleware that sends `apiKey` in the API-Key header.
 *
 * @example
 * raw.use(createAuthMiddleware("demo-key-1"));
 */
export function createAuthMiddleware(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(API_KEY_HEADER, apiKey);
      return request;
    },
  };
}
