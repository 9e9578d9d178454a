/**
 * The API reference at `/docs` pre-fills each parameter of "try it" with the spec's
 * example, so a first Execute sends exactly those values: on the demo jobs, every read
 * the reference lists must answer something to look at, never an empty page.
 */
import { loadDocuments } from "@jobs-toolkit/spec/document";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/node/index.js";

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  example?: unknown;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
}

const api = loadDocuments().api as unknown as {
  paths: Record<string, { get?: Operation; parameters?: Parameter[] }>;
  components: { parameters: Record<string, Parameter> };
};

/** A parameter itself, its `$ref` followed. */
const resolved = (parameter: Parameter): Parameter =>
  parameter.$ref ? (api.components.parameters[parameter.$ref.split("/").at(-1) ?? ""] as Parameter) : parameter;

/** Each read of the reference with the URL its examples fill in. */
const READS = Object.entries(api.paths).flatMap(([path, item]) => {
  if (!item.get) {
    return [];
  }
  const parameters = [...(item.parameters ?? []), ...(item.get.parameters ?? [])].map(resolved);
  const query = new URLSearchParams();
  let filled = path;
  for (const { name, in: where, example } of parameters) {
    if (example === undefined) {
      continue;
    }
    if (where === "path") {
      filled = filled.replace(`{${name}}`, String(example));
    } else if (where === "query") {
      query.set(name, String(example));
    }
  }
  return [[item.get.operationId, `${filled}${query.size > 0 ? `?${query}` : ""}`] as const];
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, demoJobs: true });
});
afterAll(() => server?.close());

it("lists every read of the reference", () => {
  expect(READS.map(([operation]) => operation)).toEqual(
    expect.arrayContaining(["listJobs", "getJob", "listLocations", "listPositionTypes", "listJobCategories"]),
  );
});

it.each(READS)("%s with its examples (%s) answers data on the demo jobs", async (_operation, target) => {
  const answer = await fetch(`${server.url}${target}`, { headers: { "API-Key": "demo-key-1" } });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data?: unknown[] };
  if (Array.isArray(body.data)) {
    expect(body.data.length, target).toBeGreaterThan(0);
  }
});
