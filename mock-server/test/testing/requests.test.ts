import { readFileSync } from "node:fs";
import type { LoggedRequest } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import {
  buildJob,
  createTenant,
  expectSent,
  findRequests,
  RequestExpectationError,
  sentRequests,
} from "../../src/testing/index.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

async function send(
  server: ReturnType<typeof createJobsServer>,
  key: string,
  method: string,
  path: string,
  body?: unknown,
) {
  await server.fetch(
    new Request(`http://jobs.test${path}`, {
      method,
      headers: { "api-key": key, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

it("reads what one employer sent, oldest first, and nothing another employer sent", async () => {
  const server = createJobsServer();
  const mine = await createTenant(server);
  const theirs = await createTenant(server);
  await send(server, mine.apiKey, "PUT", "/api/v1.1/jobs", { ...buildJob({}, { seed: 1 }), referenceId: "A" });
  await send(server, theirs.apiKey, "PUT", "/api/v1.1/jobs", { ...buildJob({}, { seed: 2 }), referenceId: "B" });
  await send(server, mine.apiKey, "GET", "/api/v1.1/jobs?status=active");
  const sent = await sentRequests(server, mine);
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    "PUT /api/v1.1/jobs",
    "GET /api/v1.1/jobs",
  ]);
  expect(findRequests(sent, { referenceId: "B" })).toEqual([]);
  expect(expectSent(sent, { method: "put", referenceId: "A", status: 201 })).toHaveLength(1);
  expect(expectSent(sent, { query: { status: "active" } })).toHaveLength(1);
});

const LOG: LoggedRequest[] = [
  {
    id: 1,
    receivedAt: "2026-11-21T15:00:00Z",
    method: "PUT",
    path: "/api/v1.1/jobs",
    query: {},
    headers: {},
    body: { referenceId: "REQ-1", status: "active", locations: [{ description: "Toronto, ON" }] },
    status: 200,
    responseBody: { id: 1, referenceId: "REQ-1", status: "active" },
    employerId: 3,
    reasons: ["update.by-reference", "upsert.idempotent", "update.partial", "update.response.200"],
  },
  {
    id: 2,
    receivedAt: "2026-11-21T15:00:01Z",
    method: "GET",
    path: "/api/v1.1/jobs",
    query: { status: "active" },
    headers: {},
    body: null,
    status: 200,
    responseBody: { data: [], paging: { total: 0, page: 1, pages: 0, pageSize: 10, previous: null, next: null } },
    employerId: 3,
    reasons: ["list.own-jobs", "list.status.filter"],
  },
];

it("matches requests by why they were answered so: every reason given must be among the answer's", () => {
  expect(findRequests(LOG, { because: "list.status.filter" }).map((request) => request.id)).toEqual([2]);
  expect(findRequests(LOG, { because: ["update.partial", "update.by-reference"] })).toHaveLength(1);
  expect(findRequests(LOG, { because: ["update.partial", "list.status.filter"] })).toEqual([]);
  expect(() => expectSent(LOG, { method: "GET", because: "list.q.matches-title" })).toThrow(
    "Expected exactly 1 request: GET any path because list.q.matches-title; found 0.",
  );
});

it("matches bodies by the values given: objects by key, arrays item by item", () => {
  expect(findRequests(LOG, { body: { locations: [{ description: "Toronto, ON" }] } })).toHaveLength(1);
  expect(findRequests(LOG, { body: { locations: [] } })).toEqual([]);
  expect(findRequests(LOG, { body: { status: "archived" } })).toEqual([]);
  expect(findRequests(LOG, { path: /^\/api\/v1\.1\/jobs$/ })).toHaveLength(2);
});

it("fails with a message naming what was expected and listing every request sent", () => {
  const failure = (() => {
    try {
      expectSent(LOG, { method: "PUT", referenceId: "REQ-1", body: { status: "archived" } });
    } catch (error) {
      return error;
    }
    return undefined;
  })();
  expect(failure).toBeInstanceOf(RequestExpectationError);
  const message = [
    'Expected exactly 1 request: PUT any path for referenceId "REQ-1" with a body holding {"status":"archived"}; found 0.',
    "The 2 requests sent, oldest first:",
    '  1. PUT /api/v1.1/jobs -> 200 {"referenceId":"REQ-1","status":"active","locations":[{"description":"Toronto, ON"}]}',
    "       because update.by-reference, upsert.idempotent, update.partial, update.response.200",
    "  2. GET /api/v1.1/jobs?status=active -> 200",
    "       because list.own-jobs, list.status.filter",
  ];
  expect((failure as Error).message).toBe(message.join("\n"));
  // The README shows this very message.
  expect(README).toContain(message.map((line) => `  ${line}`).join("\n"));
  expect(() => expectSent(LOG.slice(0, 1), { method: "DELETE" })).toThrow(
    "found 0.\nThe 1 request sent, oldest first:",
  );
  expect(() => expectSent([], { method: "DELETE" }, { times: 2 })).toThrow(
    "Expected exactly 2 requests: DELETE any path; found 0.\nThe 0 requests sent, oldest first:\n  (none)",
  );
});

it("shows, for a long body refused for some of its fields, each field the refusal names with the refusal's words", async () => {
  const server = createJobsServer();
  const tenant = await createTenant(server);
  const email = `${"a".repeat(45)}@example.org`;
  const job = { ...buildJob({ description: `<p>${"Night shifts. ".repeat(20)}</p>` }, { seed: 1 }) };
  await send(server, tenant.apiKey, "POST", "/api/v1.1/jobs", {
    ...job,
    applicantRoutingType: { id: 1 },
    applicationUrl: null,
    applicationEmail: email,
  });
  const sent = await sentRequests(server, tenant);
  expect(() => expectSent(sent, { status: 201 })).toThrow(
    `\n       /applicationEmail: ${JSON.stringify(email)}: must be at most 50 characters; got 57\n`,
  );
});

it("shows a long body that no refusal locates whole", async () => {
  const server = createJobsServer();
  const tenant = await createTenant(server);
  const job = buildJob({ description: `<p>${"Night shifts. ".repeat(20)}</p>` }, { seed: 1 });
  await send(server, tenant.apiKey, "POST", "/api/v1.1/jobs", job);
  const sent = await sentRequests(server, tenant);
  expect(() => expectSent(sent, { status: 422 })).toThrow(` -> 201 ${JSON.stringify(sent[0]?.body)}\n`);
});

it("logs each answer's body beside the request's, a refusal's own words included", async () => {
  const server = createJobsServer();
  const tenant = await createTenant(server);
  await send(server, tenant.apiKey, "POST", "/api/v1.1/jobs", { ...buildJob({}, { seed: 1 }), locations: [] });
  const [refused] = await sentRequests(server, tenant);
  expect(refused?.status).toBe(422);
  expect(refused?.responseBody).toMatchObject({ status: 422, errors: [{ pointer: "/locations", code: "too_few" }] });
  await send(server, tenant.apiKey, "DELETE", "/api/v1.1/jobs/999");
  await send(server, tenant.apiKey, "HEAD", "/api/v1.1/jobs");
  const [, missing, head] = await sentRequests(server, tenant);
  expect(missing?.responseBody).toMatchObject({ status: 404 });
  expect(head?.responseBody).toBeNull();
});
