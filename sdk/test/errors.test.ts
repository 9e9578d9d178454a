// Failed responses become one typed error per meaning, with a message a person can act on.
// The reference server answers through `server.fetch`, injected as the client's fetch.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  createJobsClient,
  describeProblem,
  JobsApiError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from "../src/index.js";
import { API_KEY, problem, sampleJob, scriptedFetch } from "./helpers.js";

const BASE_URL = "http://jobs.test";

function inProcessClient(apiKey = API_KEY) {
  const server = createJobsServer();
  return createJobsClient({ baseUrl: BASE_URL, apiKey, fetch: server.fetch });
}

async function rejectionOf(promise: Promise<unknown>): Promise<JobsApiError> {
  const error = await promise.then(
    () => expect.unreachable("the call should have failed"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(JobsApiError);
  return error as JobsApiError;
}

it("throws a ValidationError naming each broken rule by its pointer", async () => {
  const client = inProcessClient();
  const locations = ["Toronto, ON", "Ottawa, ON", "Halifax, NS", "Calgary, AB"].map((description) => ({ description }));
  const error = await rejectionOf(client.jobs.create(sampleJob({ locations })));
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.message).toBe("422 Unprocessable Content: /locations: at most 3 locations; got 4");
  expect((error as ValidationError).errors).toEqual([
    { pointer: "/locations", code: "too_many", message: "at most 3 locations; got 4" },
  ]);
  expect(error).toMatchObject({
    name: "ValidationError",
    status: 422,
    method: "POST",
    url: `${BASE_URL}/api/v1.1/jobs`,
  });
  expect(error.problem).toMatchObject({ type: "/problems/validation-failed", title: "Unprocessable Content" });
});

it("lists every broken rule in a ValidationError's message, separated by semicolons", async () => {
  const client = inProcessClient();
  const error = await rejectionOf(client.jobs.create(sampleJob({ title: " ", categories: [] })));
  expect(error.message).toBe(
    "422 Unprocessable Content: /title: must not be empty or only spaces; /categories: at least 1 category; got 0",
  );
});

it("throws an AuthenticationError for an unknown API key", async () => {
  const error = await rejectionOf(inProcessClient("no-such-key").positionTypes.list());
  expect(error).toBeInstanceOf(AuthenticationError);
  expect(error.message).toBe("401 Unauthorized: The API key in the API-Key header is not known.");
});

it("throws a NotFoundError naming the method and URL of the request", async () => {
  const error = await rejectionOf(inProcessClient().jobs.get(999));
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ status: 404, method: "GET", url: `${BASE_URL}/api/v1.1/jobs/999` });
  expect(error.message).toBe("404 Not Found: No job with id 999.");
});

it("throws a ConflictError when a created referenceId is taken or a status moves back to draft", async () => {
  const client = inProcessClient();
  const job = await client.jobs.create(sampleJob({ referenceId: "REQ-1" }));
  await expect(client.jobs.create(sampleJob({ referenceId: "REQ-1" }))).rejects.toBeInstanceOf(ConflictError);
  await client.jobs.publish(job.id);
  const error = await rejectionOf(client.jobs.update(job.id, { status: "draft" }));
  expect(error).toBeInstanceOf(ConflictError);
  expect(error.status).toBe(409);
});

it("throws a BadRequestError for a bad query parameter, naming the parameter", async () => {
  const error = await rejectionOf(inProcessClient().jobs.list({ page: 0 }));
  expect(error).toBeInstanceOf(BadRequestError);
  expect(error).toMatchObject({ name: "BadRequestError", status: 400 });
  expect(error.message).toBe("400 Bad Request: page: page must be an integer of at least 1; got '0'");
  expect(error.errors).toEqual([
    { parameter: "page", code: "out_of_range", message: "page must be an integer of at least 1; got '0'" },
  ]);
});

it("throws the base JobsApiError for other client errors, such as a 418", async () => {
  const { fetch } = scriptedFetch([problem(418, "I'm a teapot", "Short and stout.")]);
  const error = await rejectionOf(createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch }).jobs.get(1));
  expect(error.constructor).toBe(JobsApiError);
  expect(error.message).toBe("418 I'm a teapot: Short and stout.");
});

it("throws a ServerError for a 500 and keeps the problem's detail", async () => {
  const { fetch } = scriptedFetch([problem(500, "Internal Server Error", "The server failed to answer this request.")]);
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });
  const error = await rejectionOf(client.jobs.get(1));
  expect(error).toBeInstanceOf(ServerError);
  expect(error.message).toBe("500 Internal Server Error: The server failed to answer this request.");
});

it("makes a problem from a gateway's non-JSON answer", async () => {
  const page = new Response("<html><body>upstream unavailable</body></html>", {
    status: 502,
    headers: { "content-type": "text/html" },
  });
  const client = createJobsClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    fetch: scriptedFetch([page]).fetch,
    maxRetries: 0,
  });
  const error = await rejectionOf(client.jobs.list());
  expect(error).toBeInstanceOf(ServerError);
  expect(error.problem).toEqual({
    type: "about:blank",
    title: "Bad Gateway",
    status: 502,
    detail: "<html><body>upstream unavailable</body></html>",
  });
  expect(error.message).toBe("502 Bad Gateway: <html><body>upstream unavailable</body></html>");
});

it("throws a RateLimitError for a 429 once retries are spent", async () => {
  const answer = () => problem(429, "Too Many Requests", "Slow down.", { "retry-after": "0" });
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: scriptedFetch([answer]).fetch });
  const error = await rejectionOf(client.jobCategories.list());
  expect(error).toBeInstanceOf(RateLimitError);
  expect(error.headers?.get("retry-after")).toBe("0");
});

it("throws a ConnectionError with the cause when no response arrives", async () => {
  const refused = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
  const { fetch } = scriptedFetch([refused]);
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, maxRetries: 0 });
  const error = await rejectionOf(client.jobs.get(7));
  expect(error).toBeInstanceOf(ConnectionError);
  expect(error).not.toBeInstanceOf(TimeoutError);
  expect(error).toMatchObject({ name: "ConnectionError", status: undefined, problem: undefined, cause: refused });
  expect(error.message).toBe(
    `GET ${BASE_URL}/api/v1.1/jobs/7 failed before a response arrived: fetch failed: connect ECONNREFUSED 127.0.0.1:9`,
  );
});

it("describes a problem without errors by its detail, and one without detail by its title", () => {
  expect(describeProblem({ type: "about:blank", title: "Conflict", status: 409, detail: "Taken." })).toBe(
    "409 Conflict: Taken.",
  );
  expect(describeProblem({ type: "about:blank", title: "Conflict", status: 409 })).toBe("409 Conflict");
  const whole = { pointer: "", code: "invalid_type", message: "must be an object" };
  expect(describeProblem({ type: "about:blank", title: "Bad Request", status: 400, errors: [whole] })).toBe(
    "400 Bad Request: must be an object",
  );
});

it("sets name on every error class and keeps them all JobsApiErrors", () => {
  const details = { method: "GET", url: BASE_URL };
  const classes = [
    JobsApiError,
    AuthenticationError,
    NotFoundError,
    ConflictError,
    ValidationError,
    RateLimitError,
    ServerError,
    ConnectionError,
    TimeoutError,
  ];
  for (const ErrorClass of classes) {
    const error = new ErrorClass("message", details);
    expect(error.name).toBe(ErrorClass.name);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(JobsApiError);
  }
  expect(new TimeoutError("message", details)).toBeInstanceOf(ConnectionError);
});
