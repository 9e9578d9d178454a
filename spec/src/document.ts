/**
 * The parsed OpenAPI documents, read once from the package folder.
 * Node only: the documents are files beside this module's parent folder.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** An OpenAPI document as plain JSON data. */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
};

/** Where the job API document lives. */
export const OPENAPI_URL = new URL("../openapi.yaml", import.meta.url);
/** Where the reference server's admin document lives. */
export const ADMIN_URL = new URL("../admin.yaml", import.meta.url);

function load(url: URL): OpenApiDocument {
  return parse(readFileSync(url, "utf8")) as OpenApiDocument;
}

let cache: { api: OpenApiDocument; admin: OpenApiDocument } | undefined;

/** The job API document and the admin document, parsed on first use. */
export function loadDocuments(): { api: OpenApiDocument; admin: OpenApiDocument } {
  cache ??= { api: load(OPENAPI_URL), admin: load(ADMIN_URL) };
  return cache;
}
