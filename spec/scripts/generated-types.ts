/**
 * The TypeScript types of each document, as openapi-typescript writes them. One source
 * for `npm run generate` and the staleness test: the generator's CLI lints the documents
 * with its own bundled Redocly first, which reads our example rules differently from
 * `npm run lint`, so its API is called instead.
 */
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

/** Each authored document and the file its types are written to, relative to the spec package. */
export const GENERATED = [
  ["openapi.yaml", "src/generated/openapi.ts"],
  ["admin.yaml", "src/generated/admin.ts"],
] as const;

/** The types of one document, banner included. */
export async function generateTypes(document: string): Promise<string> {
  const root = new URL(`../${document}`, import.meta.url);
  return COMMENT_HEADER + astToString(await openapiTS(root, { defaultNonNullable: false }));
}
