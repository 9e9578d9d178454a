/**
 * openapi-fetch's createClient, imported once for the job API client and the admin client.
 * The CJS build requires openapi-fetch's CommonJS file, whose default export sits on
 * `.default`: esbuild imports it as Node would, as the whole module.exports object.
 */
import openapiFetch from "openapi-fetch";

export const createClient: typeof openapiFetch =
  typeof openapiFetch === "function"
    ? openapiFetch
    : (openapiFetch as unknown as { default: typeof openapiFetch }).default;
