/**
 * `createAdminClient`: openapi-fetch's typed client for the reference server's
 * `/__admin` controls (spec/admin.yaml), for test setup such as making an employer per
 * test. Only the reference server has these paths; a real deployment answers 404.
 */

import type { AdminPaths } from "@jobs-toolkit/spec";
import type { Client } from "openapi-fetch";
import { createClient } from "./openapi-client.js";
import { sendWithinOrigin } from "./redirects.js";
import type { FetchFunction } from "./transport.js";

/** The header a server started with `--admin-token` requires on every control. */
export const ADMIN_TOKEN_HEADER = "Admin-Token";

/** Where the reference server's controls are. */
export interface AdminClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:4010`; the paths start with `/__admin`. */
  baseUrl: string;
  /** Sent in Admin-Token, for a server started with `--admin-token`. */
  adminToken?: string;
  /** The fetch to send with (a reference server's `server.fetch`); the global one by default. */
  fetch?: FetchFunction;
}

/**
 * A typed client for the controls: calls resolve `{ data, error, response }` and throw
 * only when no response arrives. No retries or timeouts: these are test set-up calls. A
 * redirect is followed only on the same origin, so the admin token stays there.
 *
 * @example
 * const admin = createAdminClient({ baseUrl: "http://127.0.0.1:4010" });
 * const { data: tenant } = await admin.POST("/__admin/employers", { body: { name: "CI", plan: "standard" } });
 */
export function createAdminClient(options: AdminClientOptions): Client<AdminPaths> {
  const { adminToken, fetch } = options;
  const send = (request: Request) => sendWithinOrigin(fetch ?? globalThis.fetch, request, request);
  return createClient<AdminPaths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: send,
    ...(adminToken === undefined ? {} : { headers: { [ADMIN_TOKEN_HEADER]: adminToken } }),
  });
}
