import { expect, it } from "vitest";
import { loadDocuments } from "../src/document.js";

/**
 * The status table of docs/behaviour.md#status-codes (and #method-override for createJob),
 * as operationId, method, path and every status it names.
 */
const BEHAVIOUR_ENDPOINTS = [
  ["getJob", "get", "/api/v1.1/jobs/{id}", ["200", "400", "404"]],
  // Its method-override answers are those of upsertJobByReference and deleteJobByReference.
  ["createJob", "post", "/api/v1.1/jobs", ["201", "409", "422"]],
  ["updateJob", "put", "/api/v1.1/jobs/{id}", ["200", "404", "409", "422"]],
  ["upsertJobByReference", "put", "/api/v1.1/jobs", ["200", "201", "422"]],
  ["deleteJob", "delete", "/api/v1.1/jobs/{id}", ["204", "404"]],
  ["deleteJobByReference", "delete", "/api/v1.1/jobs", ["204", "404", "422"]],
  ["listJobs", "get", "/api/v1.1/jobs", ["200", "400"]],
  ["listPositionTypes", "get", "/api/v1.1/positiontypes", ["200"]],
  ["listJobCategories", "get", "/api/v1.1/jobcategories", ["200"]],
  ["listLocations", "get", "/api/v1.1/locations", ["200", "400"]],
] as const;

/** Statuses every operation can answer whatever it does. */
const COMMON = ["401"];
const WITH_BODY = ["400", "413", "415"];

const { api } = loadDocuments();

interface Operation {
  operationId: string;
  responses: Record<string, Response>;
  requestBody?: unknown;
  security?: unknown;
}

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}

function resolveResponse(response: Response): Response {
  if (!response.$ref) {
    return response;
  }
  const name = response.$ref.split("/").pop() as string;
  return (api.components as { responses: Record<string, object> }).responses[name] as never;
}

it.each(BEHAVIOUR_ENDPOINTS)(
  "documents %s (%s %s) with every status of the contract",
  (operationId, method, path, statuses) => {
    const operation = api.paths[path]?.[method] as Operation | undefined;
    expect(operation?.operationId).toBe(operationId);
    const expected = [...statuses, ...COMMON, ...(operation?.requestBody ? WITH_BODY : [])];
    for (const status of expected) {
      expect(Object.keys(operation?.responses ?? {}), `${operationId} ${status}`).toContain(status);
      const documented = operation?.responses[status];
      if (documented === undefined) {
        throw new Error(`${operationId} documents no ${status} response`);
      }
      const response = resolveResponse(documented);
      if (status === "204") {
        expect(response.content, `${operationId} 204 has no body`).toBeUndefined();
      } else {
        const mediaType = status.startsWith("2") ? "application/json" : "application/problem+json";
        expect(response.content?.[mediaType]?.schema, `${operationId} ${status} ${mediaType}`).toBeDefined();
      }
    }
  },
);

it("puts a Location header on every 201", () => {
  for (const item of Object.values(api.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const created = operation.responses?.["201"] as { headers?: Record<string, unknown> } | undefined;
      if (created) {
        expect(Object.keys(created.headers ?? {})).toContain("Location");
      }
    }
  }
});

it("requires the API-Key scheme on every operation", () => {
  expect(api.security).toEqual([{ ApiKey: [] }]);
  for (const item of Object.values(api.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      if (typeof operation === "object" && "operationId" in operation) {
        expect(operation.security).toBeUndefined();
      }
    }
  }
  const scheme = (api.components as { securitySchemes: Record<string, unknown> }).securitySchemes.ApiKey;
  expect(scheme).toMatchObject({ type: "apiKey", in: "header", name: "API-Key" });
});

it("documents X-HTTP-Method-Override on the POST operations, without a parameter example tools would send", () => {
  const override = api.paths["/api/v1.1/jobs/{id}"]?.post as { parameters?: Array<{ $ref: string }> };
  expect(override.parameters?.map((parameter) => parameter.$ref.split("/").pop())).toContain("MethodOverrideRequired");
  // createJob names the header in prose only: any example on an optional parameter turns
  // an example-driven create into an upsert or a delete, and its answers would precede 201.
  const create = api.paths["/api/v1.1/jobs"]?.post as { description: string; parameters?: unknown[] };
  expect(create.description).toContain("X-HTTP-Method-Override");
  expect(create.parameters ?? []).toEqual([]);
});
