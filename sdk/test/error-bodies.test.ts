// Deployments answer failures in their own shapes. Whatever the shape, an error carries the
// status, the body as it came, the server's own words in its message, and the fields it names.
import { expect, it } from "vitest";
import { BadRequestError, createJobsClient, JobsApiError, PermissionError, ValidationError } from "../src/index.js";
import { API_KEY, sampleJob } from "./helpers.js";

function answering(status: number, body: string, contentType = "application/json") {
  return createJobsClient({
    baseUrl: "http://jobs.test",
    apiKey: API_KEY,
    maxRetries: 0,
    fetch: async () => new Response(body, { status, headers: { "content-type": contentType } }),
  });
}

async function failureOf(status: number, body: string, contentType?: string): Promise<JobsApiError> {
  const error = await answering(status, body, contentType)
    .jobs.create(sampleJob())
    .then(
      () => expect.unreachable("the call should have failed"),
      (reason: unknown) => reason,
    );
  expect(error).toBeInstanceOf(JobsApiError);
  return error as JobsApiError;
}

const SHAPES: ReadonlyArray<{ name: string; body: unknown; message: string; errors: unknown[] }> = [
  {
    name: "message with details by field",
    body: { message: "Validation failed", details: { title: ["can't be blank"], "salary.amount": "too large" } },
    message: "422 Unprocessable Content: /title: can't be blank; /salary/amount: too large",
    errors: [
      { pointer: "/title", code: "invalid", message: "can't be blank" },
      { pointer: "/salary/amount", code: "invalid", message: "too large" },
    ],
  },
  {
    name: "Rails-style errors by field",
    body: { errors: { title: ["is too long"] } },
    message: "422 Unprocessable Content: /title: is too long",
    errors: [{ pointer: "/title", code: "invalid", message: "is too long" }],
  },
  {
    name: "a list of errors naming fields",
    body: { errors: [{ field: "locations[0].description", message: "unknown city", code: "unknown_city" }] },
    message: "422 Unprocessable Content: /locations/0/description: unknown city",
    errors: [{ pointer: "/locations/0/description", code: "unknown_city", message: "unknown city" }],
  },
  {
    name: "a FastAPI-style list with loc",
    body: { detail: [{ loc: ["body", "title"], msg: "field required", type: "value_error.missing" }] },
    message: "422 Unprocessable Content: /title: field required",
    errors: [{ pointer: "/title", code: "value_error.missing", message: "field required" }],
  },
  {
    name: "a bare message",
    body: { message: "title must not be empty" },
    message: "422 Unprocessable Content: title must not be empty",
    errors: [],
  },
  {
    name: "an error string",
    body: { error: "Unprocessable job" },
    message: "422 Unprocessable Content: Unprocessable job",
    errors: [],
  },
  {
    name: "an error object listing fields by name and reason",
    body: {
      error: {
        code: "VALIDATION_FAILED",
        message: "The job is invalid",
        fields: [{ name: "categories.0.id", reason: "unknown category" }],
      },
    },
    message: "422 Unprocessable Content: /categories/0/id: unknown category",
    errors: [{ pointer: "/categories/0/id", code: "invalid", message: "unknown category" }],
  },
  {
    name: "a message with a list of violations",
    body: { status: 422, message: "Invalid job", violations: [{ field: "categories.0.id", message: "unknown" }] },
    message: "422 Unprocessable Content: /categories/0/id: unknown",
    errors: [{ pointer: "/categories/0/id", code: "invalid", message: "unknown" }],
  },
  {
    name: "a problem document naming a field in brackets",
    body: {
      title: "Bad Request",
      status: 422,
      errors: [{ field: "categories[0].id", message: "unknown category", code: "unknown" }],
    },
    message: "422 Bad Request: /categories/0/id: unknown category",
    errors: [{ pointer: "/categories/0/id", code: "unknown", message: "unknown category" }],
  },
  {
    name: "an error object",
    body: { error: { message: "Bad job", details: [{ path: "/categories", message: "at least 1" }] } },
    message: "422 Unprocessable Content: /categories: at least 1",
    errors: [{ pointer: "/categories", code: "invalid", message: "at least 1" }],
  },
];

for (const shape of SHAPES) {
  it(`reads the server's words from ${shape.name}`, async () => {
    const error = await failureOf(422, JSON.stringify(shape.body));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(shape.message);
    expect(error.errors).toEqual(shape.errors);
    expect(error.body).toEqual(shape.body);
    expect(error.status).toBe(422);
  });
}

it("keeps a body's own message as the problem's detail when it also names fields", async () => {
  const error = await failureOf(422, JSON.stringify({ message: "Validation failed", details: { title: ["blank"] } }));
  expect(error.problem?.detail).toBe("Validation failed");
});

it("reads a text/plain body as the server's words", async () => {
  const error = await failureOf(422, "title is required\n", "text/plain");
  expect(error.message).toBe("422 Unprocessable Content: title is required");
  expect(error.body).toBe("title is required\n");
});

it("throws a BadRequestError for a 400, with the fields its body names", async () => {
  const error = await failureOf(400, JSON.stringify({ errors: [{ message: "title is required", field: "title" }] }));
  expect(error).toBeInstanceOf(BadRequestError);
  expect(error).toMatchObject({ name: "BadRequestError", status: 400 });
  expect(error.errors).toEqual([{ pointer: "/title", code: "invalid", message: "title is required" }]);
  expect(error.message).toBe("400 Bad Request: /title: title is required");
});

it("throws a PermissionError for a 403, with the server's words", async () => {
  const error = await failureOf(403, JSON.stringify({ error: "invalid api key" }));
  expect(error).toBeInstanceOf(PermissionError);
  expect(error).toMatchObject({ name: "PermissionError", status: 403 });
  expect(error.message).toBe("403 Forbidden: invalid api key");
});

it("still reads an RFC 9457 problem document as the server wrote it", async () => {
  const problem = {
    type: "/problems/validation-failed",
    title: "Unprocessable Content",
    status: 422,
    detail: "The job breaks 1 rule.",
    errors: [{ pointer: "/title", code: "required", message: "title is required" }],
  };
  const error = await failureOf(422, JSON.stringify(problem), "application/problem+json");
  expect(error.problem).toEqual(problem);
  expect(error.errors).toEqual(problem.errors);
});
