import { expect, it } from "vitest";
import { loadDocuments } from "../src/document.js";
import { createSpecValidator } from "../src/validator.js";

const validator = await createSpecValidator();
const examples = (loadDocuments().api.components as { examples: Record<string, { value: Record<string, unknown> }> })
  .examples;
const jobExample = examples.Job;
if (jobExample === undefined) {
  throw new Error("The document has no Job example");
}
const job = jobExample.value;
const json = { "content-type": "application/json; charset=utf-8" };
const problemJson = { "content-type": "application/problem+json" };

it("accepts a documented response", async () => {
  const problems = await validator.check({
    method: "GET",
    url: "http://h/api/v1.1/jobs/1042",
    status: 200,
    headers: json,
    body: JSON.stringify(job),
  });
  expect(problems).toEqual([]);
});

it("reports a body that breaks the schema", async () => {
  const body = JSON.stringify({ ...job, publishDate: "yesterday" });
  const problems = await validator.check({
    method: "GET",
    url: "/api/v1.1/jobs/1042",
    status: 200,
    headers: json,
    body,
  });
  expect(problems.join("\n")).toContain("/publishDate");
});

it("reports a status the operation does not document", async () => {
  const problems = await validator.check({
    method: "GET",
    url: "/api/v1.1/jobs/1",
    status: 409,
    headers: problemJson,
    body: "{}",
  });
  expect(problems.join("\n")).toContain("does not document status 409");
});

it("reports a 201 without its Location header", async () => {
  const problems = await validator.check({
    method: "POST",
    url: "/api/v1.1/jobs",
    status: 201,
    headers: json,
    body: JSON.stringify(job),
  });
  expect(problems.join("\n")).toContain("Location");
});

it("reports a body on a 204", async () => {
  const problems = await validator.check({
    method: "DELETE",
    url: "/api/v1.1/jobs/1",
    status: 204,
    headers: {},
    body: "{}",
  });
  expect(problems).toHaveLength(1);
});

it("reports a problem sent as plain JSON", async () => {
  const body = JSON.stringify({ type: "about:blank", title: "Not Found", status: 404 });
  const problems = await validator.check({ method: "GET", url: "/api/v1.1/jobs/1", status: 404, headers: json, body });
  expect(problems.join("\n")).toContain("application/problem+json");
});

it("matches a POST with a method override to the overridden operation", () => {
  expect(validator.match("POST", "/api/v1.1/jobs", { "X-HTTP-Method-Override": "delete" })?.operationId).toBe(
    "deleteJobByReference",
  );
  expect(validator.match("POST", "/api/v1.1/jobs", {})?.operationId).toBe("createJob");
  expect(validator.match("POST", "/api/v1.1/jobs/7", { "x-http-method-override": "PUT" })?.operationId).toBe(
    "updateJob",
  );
  expect(validator.match("GET", "/__admin/clock")?.operationId).toBe("getClock");
});

it("accepts 404 and 405 problems for undocumented requests, and nothing else", async () => {
  const problem = (status: number) => JSON.stringify({ type: "about:blank", title: "x", status });
  expect(
    await validator.check({ method: "GET", url: "/nope", status: 404, headers: problemJson, body: problem(404) }),
  ).toEqual([]);
  expect(
    await validator.check({
      method: "PATCH",
      url: "/api/v1.1/jobs",
      status: 405,
      headers: problemJson,
      body: problem(405),
    }),
  ).toHaveLength(1);
  expect(await validator.check({ method: "GET", url: "/nope", status: 200, headers: json, body: "{}" })).toHaveLength(
    1,
  );
});
