import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob, validJob } from "../support/jobs.js";

describe.each(TRANSPORTS)("HTTP behaviour over %s", (transport) => {
  const harness = useHarness(transport, { bodyLimit: 64 * 1024 });

  it.each([
    ["no API-Key", null],
    ["an unknown API-Key", "not-a-key"],
    ["an empty API-Key", ""],
  ])("answers 401 with %s", async (_, key) => {
    const reply = await harness.request("GET", "/api/v1.1/jobs", { key });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ type: "about:blank", title: "Unauthorized", status: 401 });
  });

  it("reads the API-Key header whatever its case", async () => {
    const reply = await harness.request("GET", "/api/v1.1/jobs", { key: null, headers: { "aPi-KeY": "demo-key-2" } });
    expect(reply.status).toBe(200);
  });

  it("answers 404 for an unknown path and 405 with Allow for a method the path lacks", async () => {
    expect((await harness.request("GET", "/api/v1.1/nothing")).status).toBe(404);
    expect((await harness.request("GET", "/api/v1.1/jobs/")).status).toBe(404);
    const reply = await harness.request("PATCH", "/api/v1.1/jobs/1", { body: {} });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("GET, PUT, DELETE");
    expect((await harness.request("DELETE", "/api/v1.1/positiontypes")).headers.get("allow")).toBe("GET");
  });

  it.each([
    ["text/plain", 415],
    ["application/x-www-form-urlencoded", 415],
    ["application/jsonp", 415],
    ["APPLICATION/JSON; charset=UTF-8", 201],
    ["application/json;charset=utf-8", 201],
  ])("takes a body sent as %s with %i", async (contentType, status) => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob(),
      headers: { "content-type": contentType },
    });
    expect(reply.status).toBe(status);
  });

  it("answers 415 to a body with no Content-Type", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob(),
      headers: { "content-type": "" },
    });
    expect(reply.status).toBe(415);
  });

  it.each([
    ["malformed JSON", "{"],
    ["an array", "[]"],
    ["a string", '"job"'],
    ["null", "null"],
    ["nothing", ""],
  ])("answers 400 to %s", async (_, body) => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body,
      headers: { "content-type": "application/json" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.title).toBe("Bad Request");
  });

  it("answers 413 to a body over the limit, and changes nothing", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob({ description: "x".repeat(70 * 1024) }),
    });
    expect(reply.status).toBe(413);
    expect((await harness.request("GET", "/api/v1.1/jobs")).body.paging.total).toBe(0);
  });

  it("treats __proto__, constructor and prototype keys as unknown fields", async () => {
    const body = `{"__proto__":{"status":"active","isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(validJob()).slice(1)}`;
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body,
      headers: { "content-type": "application/json" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe("draft");
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("handles POST with X-HTTP-Method-Override: PUT or DELETE as that method", async () => {
    const job = await createJob(harness, { referenceId: "OVR" });
    const put = await harness.request("POST", `/api/v1.1/jobs/${job.id}`, {
      body: { status: "archived" },
      headers: { "X-HTTP-Method-Override": "put" },
    });
    expect(put.status).toBe(200);
    expect(put.body.status).toBe("archived");
    const upsert = await harness.request("POST", "/api/v1.1/jobs", {
      body: { referenceId: "OVR", status: "active" },
      headers: { "X-HTTP-Method-Override": "PUT" },
    });
    expect(upsert.status).toBe(200);
    const remove = await harness.request("POST", "/api/v1.1/jobs", {
      body: { referenceId: "OVR" },
      headers: { "X-HTTP-Method-Override": "Delete" },
    });
    expect(remove.status).toBe(204);
  });

  it("answers 400 to any other override value, and 405 to a POST on a job without one", async () => {
    const job = await createJob(harness);
    for (const value of ["PATCH", "GET", "POST", ""]) {
      const reply = await harness.request("POST", `/api/v1.1/jobs/${job.id}`, {
        body: {},
        headers: { "X-HTTP-Method-Override": value },
      });
      expect(reply.status, value).toBe(400);
    }
    const plain = await harness.request("POST", `/api/v1.1/jobs/${job.id}`, { body: {} });
    expect(plain.status).toBe(405);
  });

  it("ignores the override header on methods other than POST", async () => {
    const job = await createJob(harness);
    const reply = await harness.request("GET", `/api/v1.1/jobs/${job.id}`, {
      headers: { "X-HTTP-Method-Override": "DELETE" },
    });
    expect(reply.status).toBe(200);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).status).toBe(200);
  });

  it("answers a CORS preflight with 204 allowing the API's headers", async () => {
    const reply = await harness.request("OPTIONS", "/api/v1.1/jobs", {
      key: null,
      headers: {
        Origin: "http://app.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "api-key, content-type",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(reply.headers.get("access-control-allow-headers")).toContain(
      "API-Key, Content-Type, X-HTTP-Method-Override",
    );
    expect(reply.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, DELETE");
  });

  it("lets browser apps read Location on a cross-origin create", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob(),
      headers: { Origin: "http://app.example.org" },
    });
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(reply.headers.get("access-control-expose-headers")).toContain("Location");
  });
});

describe.each(TRANSPORTS)("restricted CORS over %s", (transport) => {
  const harness = useHarness(transport, { cors: { origins: ["http://allowed.example.org"] } });

  it("allows only the configured origins", async () => {
    const allowed = await harness.request("GET", "/api/v1.1/jobs", {
      headers: { Origin: "http://allowed.example.org" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://allowed.example.org");
    const other = await harness.request("GET", "/api/v1.1/jobs", { headers: { Origin: "http://evil.example.org" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe.each(TRANSPORTS)("reference collections over %s", (transport) => {
  const harness = useHarness(transport);

  it("lists the position types", async () => {
    const reply = await harness.request("GET", "/api/v1.1/positiontypes");
    expect(reply.body.data.map((type: { name: string }) => type.name)).toEqual([
      "Full Time",
      "Part Time",
      "Contract",
      "Temporary",
      "Internship",
      "Seasonal",
      "Volunteer",
    ]);
  });

  it("lists about 25 job categories with names of at most 40 characters", async () => {
    const { data } = (await harness.request("GET", "/api/v1.1/jobcategories")).body;
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(data.every((category: { name: string }) => category.name.length <= 40)).toBe(true);
  });

  it("pages the locations, sorted by name, filtered by q without regard to accents", async () => {
    const all = (await harness.request("GET", "/api/v1.1/locations?pageSize=100")).body;
    expect(all.paging.total).toBeGreaterThanOrEqual(150);
    expect(all.paging.pageSize).toBe(100);
    const names = all.data.map((location: { name: string }) => location.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
    const trois = (await harness.request("GET", "/api/v1.1/locations?q=TROIS-RIVIERES")).body;
    expect(trois.data.map((location: { description: string }) => location.description)).toEqual(["Trois-Rivières, QC"]);
    expect((await harness.request("GET", "/api/v1.1/locations?page=0")).status).toBe(400);
  });

  it("requires an API key for the collections too", async () => {
    expect((await harness.request("GET", "/api/v1.1/positiontypes", { key: null })).status).toBe(401);
  });
});
