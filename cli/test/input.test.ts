import { expect, it } from "vitest";
import { UsageError } from "../src/errors.js";
import { applyFields, parseDocuments, setPath, typedValue } from "../src/input.js";

it.each([
  ["true", true],
  ["false", false],
  ["null", null],
  ["3", 3],
  ["-2.50", -2.5],
  ["1e3", 1000],
  ["00123", "00123"],
  ["Nurse", "Nurse"],
  ["Toronto, ON", "Toronto, ON"],
  ['{"id": 3}', { id: 3 }],
  ["[1, 2]", [1, 2]],
  ['"true"', "true"],
  ["", ""],
])("types -F value %j as %j", (text, value) => {
  expect(typedValue(text)).toEqual(value);
});

it("rejects a -F value that looks like JSON but is not", () => {
  expect(() => typedValue("{id: 3}")).toThrow(/looks like JSON but is not valid/);
});

it("sets nested fields by dots, with numeric segments as array indexes", () => {
  const body: Record<string, unknown> = { salary: { amount: 1 } };
  setPath(body, "positionType.id", 3);
  setPath(body, "salary.type.id", 1);
  setPath(body, "locations.0.description", "Moncton");
  setPath(body, "categories.1.id", 4);
  expect(body).toEqual({
    salary: { amount: 1, type: { id: 1 } },
    positionType: { id: 3 },
    locations: [{ description: "Moncton" }],
    categories: [undefined, { id: 4 }],
  });
});

it("refuses prototype keys and empty segments", () => {
  expect(() => setPath({}, "__proto__.polluted", 1)).toThrow(/bad field name/);
  expect(() => setPath({}, "salary..id", 1)).toThrow(/bad field name/);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it("applies typed then raw fields, and needs field=value", () => {
  expect(applyFields({ title: "a" }, ["confidential=true", "title=x=y"], ["referenceId=007"])).toEqual({
    title: "x=y",
    confidential: true,
    referenceId: "007",
  });
  expect(() => applyFields({}, ["title"], [])).toThrow("expected field=value; got 'title'");
});

it("parses JSON, JSON arrays, NDJSON and YAML documents, naming where each sits", () => {
  expect(parseDocuments('{"a": 1}', "a.json", "json")).toEqual([{ where: "a.json", value: { a: 1 } }]);
  expect(parseDocuments('[{"a": 1}, {"a": 2}]', "b.json", "json").map((d) => d.where)).toEqual([
    "b.json#1",
    "b.json#2",
  ]);
  expect(parseDocuments('{"a": 1}\n\n{"a": 2}\n', "c.ndjson", "ndjson").map((d) => d.where)).toEqual([
    "c.ndjson:1",
    "c.ndjson:3",
  ]);
  expect(parseDocuments("a: 1\n---\na: 2\n", "d.yaml", "yaml").map((d) => d.value)).toEqual([{ a: 1 }, { a: 2 }]);
  expect(parseDocuments('{"a": 1}\n{"a": 2}\n', "stdin", "auto")).toHaveLength(2);
  expect(parseDocuments("closeDate: 2027-01-20\n", "stdin", "auto")[0]?.value).toEqual({ closeDate: "2027-01-20" });
});

it("names the file and line of a syntax error", () => {
  expect(() => parseDocuments('{"a": 1}\n{oops}\n', "c.ndjson", "ndjson")).toThrow(/^c\.ndjson:2: not valid JSON/);
  expect(() => parseDocuments("{", "a.json", "json")).toThrow(/^a\.json: not valid JSON/);
  expect(() => parseDocuments("a: [1, 2\n", "d.yaml", "yaml")).toThrow(/^d\.yaml: not valid YAML/);
  expect(() => parseDocuments("title: Nurse\ndescription: a: b\n", "nurse.yaml", "yaml")).toThrow(
    new UsageError(
      "nurse.yaml: not valid YAML: Nested mappings are not allowed in compact mappings at line 2, column 14",
    ),
  );
});
