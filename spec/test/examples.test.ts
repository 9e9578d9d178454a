import { describe, expect, it } from "vitest";
import { validate } from "@hyperjump/json-schema/openapi-3-1";
import { BASIC } from "@hyperjump/json-schema/experimental";
import { loadDocuments, type OpenApiDocument } from "../src/document.js";
import { createSpecValidator, toFragment } from "../src/validator.js";

interface ExampleSite {
  schemaPointer: string;
  examplePointer: string;
  value: unknown;
}

function resolve(document: unknown, node: unknown): unknown {
  let current = node as Record<string, unknown> | undefined;
  while (current && typeof current.$ref === "string") {
    let target: unknown = document;
    for (const segment of current.$ref.slice(2).split("/")) {
      target = (target as Record<string, unknown>)[segment.replaceAll("~1", "/").replaceAll("~0", "~")];
    }
    current = target as Record<string, unknown>;
  }
  return current;
}

const escapeSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every example in a document, with the schema it must satisfy. */
function findExamples(document: OpenApiDocument): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const walk = (node: unknown, pointer: string, inSchema: boolean): void => {
    if (!node || typeof node !== "object") return;
    const object = node as Record<string, unknown>;
    if (!inSchema && "schema" in object) {
      const schemaPointer = `${pointer}/schema`;
      if ("example" in object)
        sites.push({ schemaPointer, examplePointer: `${pointer}/example`, value: object.example });
      for (const [name, example] of Object.entries((object.examples ?? {}) as Record<string, unknown>)) {
        const resolved = resolve(document, example) as { value?: unknown };
        sites.push({
          schemaPointer,
          examplePointer: `${pointer}/examples/${escapeSegment(name)}`,
          value: resolved.value,
        });
      }
    }
    if (inSchema && Array.isArray(object.examples)) {
      for (const [index, value] of object.examples.entries()) {
        sites.push({ schemaPointer: pointer, examplePointer: `${pointer}/examples/${index}`, value });
      }
    }
    for (const [key, child] of Object.entries(object)) {
      if (key === "examples" || key === "example") continue;
      const childInSchema = inSchema || key === "schema" || pointer === "/components/schemas";
      walk(child, `${pointer}/${escapeSegment(key)}`, childInSchema);
    }
  };
  walk(document, "", false);
  return sites;
}

// Loading the validator registers both documents under the jobs-spec: scheme.
await createSpecValidator();
const documents = loadDocuments();

describe.each([
  ["api", documents.api],
  ["admin", documents.admin],
] as const)("the %s document", (name, document) => {
  const sites = findExamples(document);

  it("has examples to check", () => {
    expect(sites.length).toBeGreaterThan(name === "api" ? 30 : 10);
  });

  it.each(sites.map((site) => [site.examplePointer, site] as const))(
    "example %s is valid against its schema",
    async (_, site) => {
      const output = await validate(`jobs-spec:${name}#${toFragment(site.schemaPointer)}`, site.value as never, BASIC);
      expect(output.valid, JSON.stringify(output, null, 1)).toBe(true);
    },
  );
});

it("rejects an example that breaks its schema, so the check above can fail", async () => {
  const invalidJob = {
    ...(resolve(documents.api, { $ref: "#/components/examples/Job" }) as { value: object }).value,
    status: "open",
  };
  const output = await validate("jobs-spec:api#/components/schemas/Job", invalidJob as never);
  expect(output.valid).toBe(false);
});
