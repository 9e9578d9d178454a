/**
 * The TypeScript types of each document, as openapi-typescript writes them. One source
 * for `npm run generate` and the staleness test: the generator's CLI lints the documents
 * with its own bundled Redocly first, which reads our example rules differently from
 * `npm run lint`, so its API is called instead.
 *
 * The dialect is a plain JSON Schema, not an API: it is handed to the same generator as
 * the one schema of an otherwise empty OpenAPI 3.1 document, so its type is generated too.
 */
import { readFile } from "node:fs/promises";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

/** Each authored document and the file its types are written to, relative to the spec package. */
export const GENERATED = [
  ["openapi.yaml", "src/generated/openapi.ts"],
  ["admin.yaml", "src/generated/admin.ts"],
  ["dialect.schema.json", "src/generated/dialect.ts"],
] as const;

async function asOpenApi(root: URL): Promise<URL | string> {
  if (!root.pathname.endsWith(".schema.json")) {
    return root;
  }
  const { $defs, $schema: _, $id: __, ...schema } = JSON.parse(await readFile(root, "utf8"));
  const text = JSON.stringify({
    openapi: "3.1.0",
    info: { title: schema.title, version: "1" },
    paths: {},
    components: { schemas: { [schema.title]: schema, ...$defs } },
  });
  return text.replaceAll('"#/$defs/', '"#/components/schemas/');
}

/** The types of one document, banner included. */
export async function generateTypes(document: string): Promise<string> {
  const root = new URL(`../${document}`, import.meta.url);
  return COMMENT_HEADER + astToString(await openapiTS(await asOpenApi(root), { defaultNonNullable: false }));
}
