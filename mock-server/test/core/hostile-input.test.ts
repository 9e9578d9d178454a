/**
 * Input built to hurt: nesting deep enough to overflow a recursive printer, and an
 * address built to make a backtracking pattern take quadratic time. Each is an ordinary
 * 4xx naming the field, answered at once.
 */
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { validJob, validUrlJob } from "../support/jobs.js";

const ORIGIN = "http://jobs.test";
const DEPTH = 10_000;
const deepArray = "[".repeat(DEPTH) + "]".repeat(DEPTH);
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;

function send(server: JobsServer, method: string, path: string, body: string) {
  return server.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      body,
    }),
  );
}

/** A job body whose `field` holds `nested` as raw JSON, routed so that the field counts. */
function jobWith(field: string, nested: string): string {
  const base = field === "applicationUrl" ? validUrlJob : validJob;
  const job = JSON.stringify(base({ referenceId: "DEEP", [field]: "PLACEHOLDER" }));
  return job.replace('"PLACEHOLDER"', nested);
}

const FIELDS = [
  "title",
  "referenceId",
  "description",
  "locations",
  "categories",
  "positionType",
  "salary",
  "applicantRoutingType",
  "applicationEmail",
  "applicationUrl",
  "status",
  "closeDate",
  "confidential",
  "autoRefresh",
];

describe.each([
  ["a 10,000-deep array", deepArray],
  ["a 10,000-deep object", deepObject],
])("%s in any field", (_, nested) => {
  it.each(FIELDS)("is a 422 naming %s on create, update and upsert", async (field) => {
    const server = createJobsServer();
    const created = await send(server, "POST", "/api/v1.1/jobs", JSON.stringify(validJob()));
    const { id } = (await created.json()) as { id: number };
    for (const [method, path] of [
      ["POST", "/api/v1.1/jobs"],
      ["PUT", `/api/v1.1/jobs/${id}`],
      ["PUT", "/api/v1.1/jobs"],
    ] as const) {
      const response = await send(server, method, path, jobWith(field, nested));
      expect(response.status, `${method} ${path}`).toBe(422);
      const problem = (await response.json()) as { errors: Array<{ pointer: string }> };
      expect(problem.errors.some((error) => error.pointer.startsWith(`/${field}`))).toBe(true);
    }
  });
});

describe("deep nesting in the other bodies", () => {
  it.each([
    ["DELETE", "/api/v1.1/jobs", "referenceId", "/referenceId"],
    ["PUT", "/__admin/clock", "now", "/now"],
    ["POST", "/__admin/clock/advance", "seconds", "/seconds"],
    ["POST", "/__admin/jobs/1/applications", "email", "/email"],
    ["POST", "/__admin/jobs/1/applications", "name", "/name"],
  ])("%s %s with a deep %s is a 422 naming it", async (method, path, field, pointer) => {
    const server = createJobsServer();
    await send(server, "POST", "/api/v1.1/jobs", JSON.stringify(validJob()));
    for (const nested of [deepArray, deepObject]) {
      const body = `{"name":"Ada","email":"ada@example.org","${field}":${nested}}`;
      const response = await send(server, method, path, body);
      expect(response.status).toBe(422);
      const problem = (await response.json()) as { errors: Array<{ pointer: string }> };
      expect(problem.errors.map((error) => error.pointer)).toContain(pointer);
    }
  });

  it("PUT /__admin/state with deep values is a 422 and changes nothing", async () => {
    const server = createJobsServer();
    for (const nested of [deepArray, deepObject]) {
      const body = `{"version":1,"employers":${nested},"jobs":[${nested}],"locations":[],"outbox":[],"nextId":${nested},"clock":${nested}}`;
      const response = await send(server, "PUT", "/__admin/state", body);
      expect(response.status).toBe(422);
    }
  });
});

describe("an address built to make a pattern backtrack", () => {
  // Quadratic in a backtracking pattern: a 48 KB address took 1.4 s; this one would take minutes.
  const hostile = `a@${".".repeat(480_000)} `;

  it("is refused at once as an application e-mail", { timeout: 5_000 }, async () => {
    const server = createJobsServer({ bodyLimit: 4 * 1024 * 1024 });
    await send(server, "POST", "/api/v1.1/jobs", JSON.stringify(validJob()));
    const response = await send(
      server,
      "POST",
      "/__admin/jobs/1/applications",
      JSON.stringify({ name: "Ada", email: hostile }),
    );
    expect(response.status).toBe(422);
  });
});
