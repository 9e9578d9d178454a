/**
 * A dialect's templates, as the fake writes its answers by them: the server's own job,
 * page and refusal decide what is said, the template how it reads. A class with no
 * template keeps the server's own answer.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

const KEY = "demo-key-1";
const ORIGIN = "http://jobs.example.test";

function send(server: ReturnType<typeof createJobsServer>, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "API-Key": KEY };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
  }
  return server.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

const JOB = validJob();

const DIALECT: Dialect = {
  templates: {
    job: {
      headers: { "access-control-allow-origin": "https://app.example.test" },
      body: {
        id: { $: "own", as: "string" },
        title: { $: "own" },
        publishDate: { $: "own", form: "2026-11-21T15:04:05.000000Z" },
        closeDate: { $: "own", form: "2026-11-21" },
        updatedAt: { $: "own", at: "/publishDate", form: "2026-11-21T15:04:05+00:00" },
        _links: { self: { href: { $: "format", text: "{origin}/api/v1.1/jobs/{/id}" } } },
        kind: "job",
      },
    },
    page: {
      body: {
        results: { $: "items", at: "/data", item: { id: { $: "own" } } },
        total: { $: "own", at: "/paging/total" },
      },
    },
    refusals: {
      validation: {
        status: 400,
        contentType: "application/vnd.api+json",
        headers: { "www-authenticate": null },
        body: {
          errors: {
            $: "items",
            at: "/violations",
            item: {
              status: { $: "own", at: "/status", as: "string" },
              code: "INVALID_FIELD",
              detail: { $: "own", at: "/message" },
              source: { pointer: { $: "format", text: "/data/attributes{/pointer}" } },
              field: { $: "own", at: "/bracketed" },
            },
          },
        },
      },
      badJobId: {
        status: 404,
        contentType: null,
        body: null,
        methods: { DELETE: { status: 405, headers: { allow: "GET" } } },
      },
      notFound: { status: 404, contentType: "text/plain", body: { $: "own", at: "/message" } },
    },
  },
};

describe("a dialect's templates", () => {
  it("writes a job by its template: own values, their date forms, the id as a string, links holding it, constants", async () => {
    const server = createJobsServer({ dialect: DIALECT });
    // Stopped before the closeDate sent, which must be later than the job's publishDate.
    server.clock.set(Date.parse("2026-12-01T09:00:00Z") / 1000);
    const response = await send(server, "POST", "/api/v1.1/jobs", { ...JOB, closeDate: "2026-12-24T00:00:00Z" });
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://app.example.test");
    const job = await response.json();
    expect(Object.keys(job)).toEqual(["id", "title", "publishDate", "closeDate", "updatedAt", "_links", "kind"]);
    expect(job.id).toMatch(/^\d+$/);
    expect(job.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/);
    expect(job.closeDate).toBe("2026-12-24");
    expect(job.updatedAt).toMatch(/\+00:00$/);
    expect(job._links.self.href).toBe(`${ORIGIN}/api/v1.1/jobs/${job.id}`);
    expect(job.kind).toBe("job");
  });

  it("writes a page's items each by the item template, in the deployment's envelope", async () => {
    const server = createJobsServer({ dialect: DIALECT });
    await send(server, "POST", "/api/v1.1/jobs", JOB);
    const page = await (await send(server, "GET", "/api/v1.1/jobs")).json();
    expect(page).toEqual({ results: [{ id: expect.any(Number) }], total: 1 });
  });

  it("writes a refusal's broken rules one entry each, their fields in the deployment's notation", async () => {
    const server = createJobsServer({ dialect: DIALECT });
    const response = await send(server, "POST", "/api/v1.1/jobs", { ...JOB, title: "", categories: [{ id: 0 }] });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/vnd.api+json");
    const { errors } = await response.json();
    expect(errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/title", "/data/attributes/categories/0/id"]),
    );
    expect(errors.map((error: { field: string }) => error.field)).toContain("categories[0].id");
    // Each entry names the status the refusal goes out with, as the deployment's own would.
    expect(errors[0]).toMatchObject({ status: "400", code: "INVALID_FIELD", detail: expect.any(String) });
  });

  it("writes a refusal keyed by each broken field, the rules of one field gathered, where the deployment keys them so", async () => {
    const keyed: Dialect = {
      templates: {
        refusals: {
          validation: {
            body: {
              detail: { $: "own", at: "/message" },
              errors: {
                $: "keyed",
                at: "/violations",
                key: "bracketed",
                item: { $: "own", at: "/message" },
                many: true,
              },
            },
          },
        },
      },
    };
    const server = createJobsServer({ dialect: keyed });
    const response = await send(server, "POST", "/api/v1.1/jobs", { ...JOB, title: "", categories: [{ id: 0 }] });
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(["categories[0].id", "title"]);
    expect(errors.title).toEqual([expect.any(String)]);
  });

  it("answers a class per method where the deployment does, and text or no body as it does", async () => {
    const server = createJobsServer({ dialect: DIALECT });
    const get = await send(server, "GET", "/api/v1.1/jobs/abc");
    expect([get.status, get.headers.get("content-type"), await get.text()]).toEqual([404, null, ""]);
    const remove = await send(server, "DELETE", "/api/v1.1/jobs/abc");
    expect([remove.status, remove.headers.get("allow")]).toEqual([405, "GET"]);
    const missing = await send(server, "GET", "/api/v1.1/jobs/2147483647");
    expect([missing.status, await missing.text()]).toEqual([404, "No job with id 2147483647."]);
  });

  it("keeps the server's own answer for a class without a template", async () => {
    const server = createJobsServer({ dialect: DIALECT });
    const response = await send(server, "PATCH", "/api/v1.1/jobs");
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
  });

  it("writes a method override it refuses by that class's template, naming the method overridden", async () => {
    const server = createJobsServer({
      dialect: {
        routing: { overrideOther: "method-not-allowed" },
        templates: {
          refusals: {
            methodNotAllowed: { body: { error: "Method not allowed." } },
            methodOverride: { body: { error: { $: "format", text: "{/override} cannot be sent as an override" } } },
          },
        },
      },
    });
    const response = await server.fetch(
      new Request(`${ORIGIN}/api/v1.1/jobs`, {
        method: "POST",
        headers: { "API-Key": KEY, "Content-Type": "application/json", "X-HTTP-Method-Override": "PATCH" },
        body: JSON.stringify(JOB),
      }),
    );
    expect([response.status, response.headers.get("allow")]).toEqual([405, "PUT, DELETE"]);
    expect(await response.json()).toEqual({ error: "PATCH cannot be sent as an override" });
  });

  it("answers HEAD as the GET without its body (its template's headers kept), and a trailing slash as the path without it, where routing says so", async () => {
    const routed = createJobsServer({ dialect: { routing: { head: "as-get", trailingSlash: "same" } } });
    const head = await send(routed, "HEAD", "/api/v1.1/jobs");
    expect([head.status, await head.text()]).toEqual([200, ""]);
    expect((await send(routed, "GET", "/api/v1.1/jobs/")).status).toBe(200);
    const templated = createJobsServer({
      dialect: {
        routing: { head: "as-get" },
        templates: { page: { headers: { "access-control-allow-origin": "*" } } },
      },
    });
    const templatedHead = await send(templated, "HEAD", "/api/v1.1/jobs");
    expect([templatedHead.headers.get("access-control-allow-origin"), await templatedHead.text()]).toEqual(["*", ""]);
    const refused = createJobsServer();
    expect((await send(refused, "HEAD", "/api/v1.1/jobs")).status).toBe(405);
    expect((await send(refused, "GET", "/api/v1.1/jobs/")).status).toBe(404);
  });
});

/** A job template showing the job's time of creation and of its last write. */
const WRITE_TIMES_JOB = {
  body: {
    id: { $: "own" },
    createdAt: { $: "own", at: "/createdAt", form: "2026-11-21T15:04:05Z" },
    modified: { $: "own", at: "/updatedAt", form: "2026-11-21T15:04:05Z" },
  },
} as const;

it("writes a job's times of creation and of its last write where its templates show them (once both its publishDate)", async () => {
  const server = createJobsServer({
    dialect: {
      templates: {
        job: WRITE_TIMES_JOB,
        page: {
          body: {
            $: "items",
            at: "/data",
            item: { id: { $: "own" }, modified: { $: "own", at: "/updatedAt", form: "2026-11-21T15:04:05Z" } },
          },
        },
      },
    },
  });
  server.clock.set(Date.parse("2026-12-01T09:00:00Z") / 1000);
  const created = await (await send(server, "POST", "/api/v1.1/jobs", JOB)).json();
  server.clock.advance(86_400);
  const updated = await (await send(server, "PUT", `/api/v1.1/jobs/${created.id}`, { title: "Night Nurse" })).json();
  expect(created).toEqual({ id: created.id, createdAt: "2026-12-01T09:00:00Z", modified: "2026-12-01T09:00:00Z" });
  expect(updated).toEqual({ id: created.id, createdAt: "2026-12-01T09:00:00Z", modified: "2026-12-02T09:00:00Z" });
  expect(await (await send(server, "GET", "/api/v1.1/jobs")).json()).toEqual([
    { id: created.id, modified: "2026-12-02T09:00:00Z" },
  ]);
});

it("writes a job's times of creation and of its last write with the fraction its publishDate shows, where the dialect's fractions are real (once always .000)", async () => {
  // A deployment with a real clock shows its milliseconds there too (zeta's updatedAt).
  const micro = "2026-11-21T15:04:05.000000Z";
  const server = createJobsServer({
    dialect: {
      dates: { publishDate: "milliseconds-z", fraction: "real" },
      templates: {
        job: {
          body: {
            id: { $: "own" },
            publishDate: { $: "own", form: micro },
            createdAt: { $: "own", at: "/createdAt", form: micro },
            modified: { $: "own", at: "/updatedAt", form: micro },
          },
        },
      },
    },
  });
  server.clock.set(Date.parse("2026-12-01T09:00:00Z") / 1000);
  const created = await (await send(server, "POST", "/api/v1.1/jobs", JOB)).json();
  expect(created.publishDate).toMatch(/^2026-12-01T09:00:00\.(?!000)\d{3}000Z$/);
  expect(created.createdAt).toBe(created.publishDate);
  expect(created.modified).toBe(created.publishDate);
  server.clock.advance(7);
  const updated = await (await send(server, "PUT", `/api/v1.1/jobs/${created.id}`, { title: "Night Nurse" })).json();
  expect(updated.modified).toMatch(/^2026-12-01T09:00:07\.(?!000)\d{3}000Z$/);
  expect(updated.createdAt).toBe(created.createdAt);
});

it("keeps a job's times of creation and of its last write through a state export and import", async () => {
  const dialect = { templates: { job: WRITE_TIMES_JOB } };
  const server = createJobsServer({ dialect });
  server.clock.set(Date.parse("2026-12-01T09:00:00Z") / 1000);
  const created = await (await send(server, "POST", "/api/v1.1/jobs", JOB)).json();
  server.clock.advance(86_400);
  await send(server, "PUT", `/api/v1.1/jobs/${created.id}`, { title: "Night Nurse" });
  server.clock.advance(86_400);
  const copy = createJobsServer({ dialect });
  copy.importState(server.exportState());
  expect(await (await send(copy, "GET", `/api/v1.1/jobs/${created.id}`)).json()).toEqual({
    id: created.id,
    createdAt: "2026-12-01T09:00:00Z",
    modified: "2026-12-02T09:00:00Z",
  });
});
