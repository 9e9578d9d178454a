import { requirementOf } from "@jobs-toolkit/spec/requirements";
import { expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { becauseMismatch, reasonsOf } from "../../src/testing/because.js";
import { buildJob } from "../../src/testing/index.js";
// Registers toBeBecause, as any test file using the fixture does.
import "../../src/testing/vitest.js";

const KEY = { "api-key": "demo-key-1", "content-type": "application/json" };
const create = (server: ReturnType<typeof createJobsServer>, body: unknown) =>
  server.fetch(
    new Request("http://jobs.test/api/v1.1/jobs", { method: "POST", headers: KEY, body: JSON.stringify(body) }),
  );

it("reads an answer's reasons from the Jobs-Reasons header of a server created with explain", async () => {
  const answer = await create(createJobsServer({ explain: true }), { ...buildJob({}, { seed: 1 }), locations: [] });
  expect(answer.status).toBe(422);
  expect(reasonsOf(answer)).toEqual(["create.locations.count"]);
  expect(answer).toBeBecause("create.locations.count");
  expect(answer).not.toBeBecause("limits.title.max-256");
  expect(() => expect(answer).toBeBecause("limits.title.max-256")).toThrow(
    [
      "expected the answer to be because of limits.title.max-256, but this is not among its reasons:",
      `  limits.title.max-256: ${requirementOf("limits.title.max-256").says}`,
      "its reasons:",
      `  create.locations.count: ${requirementOf("create.locations.count").says}`,
    ].join("\n"),
  );
});

it("sends no Jobs-Reasons header unless asked, and says how to get one", async () => {
  const answer = await create(createJobsServer(), { title: "" });
  expect(answer.headers.has("jobs-reasons")).toBe(false);
  expect(becauseMismatch(answer, ["ref.rules.values"])).toMatch(/create the server with `explain: true`/);
});

it("reads a logged request's reasons", () => {
  expect(becauseMismatch({ reasons: ["get.by-id"] }, ["get.by-id"])).toBeUndefined();
  expect(becauseMismatch({ reasons: [] }, ["get.by-id"])).toBe(
    `expected the answer to be because of get.by-id, but this is not among its reasons:\n  get.by-id: ${requirementOf("get.by-id").says}\nits reasons: no reason`,
  );
  expect(becauseMismatch(undefined, ["get.by-id"])).toMatch(/is not an answer/);
});
