// createJobsClient's options, and the raw openapi-fetch layer, against `server.fetch` injected (no socket).
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Middleware } from "openapi-fetch";
import { expect, it, vi } from "vitest";
import { createJobsClient, type JobsClientOptions } from "../src/index.js";
import { API_KEY, json, problem, sampleJob, scriptedFetch } from "./helpers.js";

const BASE_URL = "http://jobs.test";

function inProcess(options: Partial<JobsClientOptions> = {}) {
  const server = createJobsServer();
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch: server.fetch, ...options });
  return { server, client };
}

it("runs against the reference server's fetch with no socket", async () => {
  const { client } = inProcess();
  const positionTypes = await client.positionTypes.list();
  expect(positionTypes.data.map((type) => type.name)).toEqual([
    "Full Time",
    "Part Time",
    "Contract",
    "Temporary",
    "Internship",
    "Seasonal",
    "Volunteer",
  ]);
  const categories = await client.jobCategories.list();
  expect(categories.data[0]).toEqual({ id: 1, name: "Accounting & Finance" });
  const page = await client.locations.list({ q: "moncton" });
  expect(page.data.map((location) => location.description)).toEqual(["Moncton, NB"]);
});

it("keeps raw as openapi-fetch: data, error and response, no throw for an error status", async () => {
  const { client } = inProcess();
  const job = await client.jobs.create(sampleJob());
  const found = await client.raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } } });
  expect(found.data).toEqual(job);
  expect(found.error).toBeUndefined();
  expect(found.response.status).toBe(200);
  const missing = await client.raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: 999 } } });
  expect(missing.data).toBeUndefined();
  expect(missing.error).toMatchObject({ status: 404, title: "Not Found" });
  expect(missing.response.status).toBe(404);
});

it("gives raw the API key, headers and retries of the client", async () => {
  const { fetch, sent } = scriptedFetch([
    () => problem(503, "Service Unavailable", "Busy.", { "retry-after": "0" }),
    () => json({ data: [] }),
  ]);
  const client = createJobsClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    fetch,
    headers: { "User-Agent": "acme-sync/1.0" },
  });
  const { data } = await client.raw.GET("/api/v1.1/positiontypes");
  expect(data).toEqual({ data: [] });
  expect(sent).toHaveLength(2);
  for (const request of sent) {
    expect(request.headers.get("API-Key")).toBe(API_KEY);
    expect(request.headers.get("User-Agent")).toBe("acme-sync/1.0");
  }
});

it("runs the caller's middleware once per call, around every retry, seeing the final response", async () => {
  const { fetch, sent } = scriptedFetch([
    () => problem(503, "Service Unavailable", "Busy.", { "retry-after": "0" }),
    () => json({ data: [] }),
  ]);
  const onRequest = vi.fn();
  const onResponse = vi.fn();
  const middleware: Middleware = { onRequest, onResponse };
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, middleware: [middleware] });
  await client.positionTypes.list();
  expect(sent).toHaveLength(2);
  expect(onRequest).toHaveBeenCalledTimes(1);
  expect(onRequest.mock.calls[0]?.[0].request.headers.get("API-Key")).toBe(API_KEY);
  expect(onResponse).toHaveBeenCalledTimes(1);
  expect(onResponse.mock.calls[0]?.[0].response.status).toBe(200);
});

it("lets the caller's middleware replace a response, and still names the request in the error", async () => {
  const { client } = inProcess({
    middleware: [{ onResponse: () => problem(404, "Not Found", "Hidden by middleware.") }],
  });
  await expect(client.jobs.get(5)).rejects.toMatchObject({
    status: 404,
    method: "GET",
    url: `${BASE_URL}/api/v1.1/jobs/5`,
    message: "404 Not Found: Hidden by middleware.",
  });
});

it("names the request as it was sent, its query included, in the error of a call without middleware", async () => {
  const fetch = async () => problem(400, "Bad Request", "No such page.");
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });
  await expect(client.jobs.list({ page: 9 })).rejects.toMatchObject({
    status: 400,
    method: "GET",
    url: `${BASE_URL}/api/v1.1/jobs?page=9`,
  });
});

it("sends the API key over the key a call's own headers name, and lets middleware see it", async () => {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return json({ data: [] });
  };
  const onRequest = vi.fn<NonNullable<Middleware["onRequest"]>>();
  const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, middleware: [{ onRequest }] });
  await client.raw.GET("/api/v1.1/positiontypes", { headers: { "API-Key": "someone-else" } });
  expect(onRequest.mock.calls[0]?.[0].request.headers.get("API-Key")).toBe(API_KEY);
  expect(seen[0]?.headers.get("API-Key")).toBe(API_KEY);
});

it("accepts a baseUrl with a trailing slash", async () => {
  const { client } = inProcess({ baseUrl: `${BASE_URL}/` });
  await expect(client.positionTypes.list()).resolves.toMatchObject({ data: expect.any(Array) });
});

it.each([
  ["http://jobs.test/api/v1.1", "http://jobs.test/api/v1.1/positiontypes"],
  ["http://jobs.test/api/v1.1/", "http://jobs.test/api/v1.1/positiontypes"],
  ["http://jobs.test/proxy/api/v1.1", "http://jobs.test/proxy/api/v1.1/positiontypes"],
  ["http://jobs.test/proxy", "http://jobs.test/proxy/api/v1.1/positiontypes"],
  ["http://jobs.test//api/v1.1//", "http://jobs.test/api/v1.1/positiontypes"],
  ["http://jobs.test/proxy//", "http://jobs.test/proxy/api/v1.1/positiontypes"],
])("reads a baseUrl of %s as the server's, the API's /api/v1.1 added once: %s", async (baseUrl, sent) => {
  const server = createJobsServer();
  const sentTo: string[] = [];
  // A proxy at /proxy would pass the rest of the path on to the server.
  const fetch = async (request: Request) => {
    sentTo.push(request.url);
    return server.fetch(new Request(request.url.replace("/proxy/", "/"), request));
  };
  const client = createJobsClient({ baseUrl, apiKey: API_KEY, fetch });
  await expect(client.positionTypes.list()).resolves.toMatchObject({ data: expect.any(Array) });
  expect(sentTo).toEqual([sent]);
});

it.each([
  [{ baseUrl: "/api" }, "baseUrl must be an absolute http or https URL such as http://127.0.0.1:4010; got '/api'"],
  [{ baseUrl: "ftp://jobs.test" }, "baseUrl must be an absolute http or https URL"],
  [{ apiKey: "" }, "apiKey must be a non-empty string"],
  [{ timeoutMs: -1 }, "timeoutMs must be a number of milliseconds, 0 for none; got -1"],
  [{ maxRetries: 1.5 }, "maxRetries must be an integer of at least 0; got 1.5"],
  [{ maxResponseBytes: 0 }, "maxResponseBytes must be a number of bytes above 0, Infinity for no cap; got 0"],
])("rejects bad options %j with a TypeError that says what to pass", (options, message) => {
  expect(() => createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY, ...options })).toThrow(
    expect.objectContaining({ name: "TypeError", message: expect.stringContaining(message) }),
  );
});
