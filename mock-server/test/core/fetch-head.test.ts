/**
 * In-process (MSW, a fetch runtime) an answer to HEAD carries no body, as over HTTP, where
 * node:http drops it: a refusal's problem document too, not only the GET-like answers.
 */
import { expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";

const head = (path: string, headers: Record<string, string> = {}) =>
  createJobsServer().fetch(new Request(`http://127.0.0.1:4010${path}`, { method: "HEAD", headers }));

it.each([
  ["a job path, which refuses HEAD", "/api/v1.1/jobs", { "api-key": "demo-key-1" }],
  ["an unknown path", "/nowhere", {}],
  ["a job without a key", "/api/v1.1/jobs/1", {}],
])("answers HEAD on %s with its status and headers and no body", async (_, path, headers) => {
  const response = await head(path, headers);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers.get("content-type")).toContain("json");
  expect(await response.text()).toBe("");
});
