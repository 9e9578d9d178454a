import { BASIC } from "@hyperjump/json-schema/experimental";
import { validate } from "@hyperjump/json-schema/openapi-3-1";
import { describe, expect, it } from "vitest";
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

/**
 * Properties an example has that its schema names nowhere, with their pointers. A
 * property counts as named when the schema or any branch of its allOf/oneOf/anyOf
 * declares it; nested objects and array items are checked the same way.
 */
function strayProperties(document: unknown, schema: unknown, value: unknown, pointer = ""): string[] {
  const branches = (node: unknown): Record<string, unknown>[] => {
    const resolved = resolve(document, node) as Record<string, unknown> | undefined;
    if (!resolved || typeof resolved !== "object") {
      return [];
    }
    const nested = ["allOf", "oneOf", "anyOf"].flatMap((key) => (resolved[key] as unknown[] | undefined) ?? []);
    return [resolved, ...nested.flatMap(branches)];
  };
  const schemas = branches(schema);
  if (Array.isArray(value)) {
    const items = schemas.map((node) => node.items).filter(Boolean);
    return value.flatMap((item, index) => strayProperties(document, { allOf: items }, item, `${pointer}/${index}`));
  }
  if (!value || typeof value !== "object") {
    return [];
  }
  const declared = schemas.filter((node) => node.properties) as { properties: Record<string, unknown> }[];
  if (declared.length === 0) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) => {
    const children = declared.map((node) => node.properties[key]).filter(Boolean);
    if (children.length === 0) {
      return [`${pointer}/${key}`];
    }
    // Every schema that names the property applies to its value at once.
    return strayProperties(document, { allOf: children }, child, `${pointer}/${key}`);
  });
}

const escapeSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every example in a document, with the schema it must satisfy. */
function findExamples(document: OpenApiDocument): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const walk = (node: unknown, pointer: string, inSchema: boolean): void => {
    if (!node || typeof node !== "object") {
      return;
    }
    const object = node as Record<string, unknown>;
    if (!inSchema && "schema" in object) {
      const schemaPointer = `${pointer}/schema`;
      if ("example" in object) {
        sites.push({ schemaPointer, examplePointer: `${pointer}/example`, value: object.example });
      }
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
      if (key === "examples" || key === "example") {
        continue;
      }
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

  it.each(sites.map((site) => [site.examplePointer, site] as const))(
    "example %s has no property its schema does not name",
    (_, site) => {
      const schema = resolve(document, { $ref: `#${site.schemaPointer}` });
      expect(strayProperties(document, schema, site.value)).toEqual([]);
    },
  );
});

it("finds a stray property, so the check above can fail", () => {
  const job = (resolve(documents.api, { $ref: "#/components/examples/Job" }) as { value: object }).value;
  const schema = { $ref: "#/components/schemas/Job" };
  expect(strayProperties(documents.api, schema, { ...job, colour: "blue" })).toEqual(["/colour"]);
  expect(strayProperties(documents.api, schema, { ...job, locations: [{ description: "x", zone: 1 }] })).toEqual([
    "/locations/0/zone",
  ]);
});

it("rejects an example that breaks its schema, so the check above can fail", async () => {
  const invalidJob = {
    ...(resolve(documents.api, { $ref: "#/components/examples/Job" }) as { value: object }).value,
    status: "open",
  };
  const output = await validate("jobs-spec:api#/components/schemas/Job", invalidJob as never);
  expect(output.valid).toBe(false);
});
