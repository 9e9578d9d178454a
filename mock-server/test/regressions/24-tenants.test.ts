/**
 * Issue 24: employers made on demand, tried as an attacker and as careless or parallel
 * test suites would. Each case is one defect found there.
 */
import { describe, expect, it, vi } from "vitest";
import { JobStore } from "../../src/core/domain/store.js";
import { bodyText, createCoreRequest, createJobsServer, type JobsServer } from "../../src/index.js";
import { buildJob, createTenant, removeTenant } from "../../src/testing/index.js";
import { validJob } from "../support/jobs.js";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies freely.
type Body = any;

function call(server: JobsServer, method: string, url: string, body?: unknown, key?: string) {
  const response = server.handle(
    createCoreRequest({
      method,
      url,
      headers: {
        ...(key === undefined ? {} : { "api-key": key }),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const text = bodyText(response) ?? "";
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

const tenant = (server: JobsServer, body: Record<string, unknown> = {}) =>
  call(server, "POST", "/__admin/employers", { name: "Tenant", plan: "unlimited", ...body });

describe("defect 1: a key is a plain token, unique as HTTP reads it", () => {
  it.each(["demo-key-1\n", "\tdemo-key-1", " demo-key-1 ", "demo key", "demo-key-1\r\n", "ключ", ""])(
    "refuses the key %j with 422 and creates nothing",
    (apiKey) => {
      const server = createJobsServer();
      const before = server.employers().length;
      const reply = tenant(server, { apiKey });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(["/apiKey"]);
      expect(server.employers()).toHaveLength(before);
    },
  );

  it("answers 409 for a key equal to an existing one, and the existing employer keeps it", () => {
    const server = createJobsServer();
    expect(tenant(server, { apiKey: "demo-key-1" }).status).toBe(409);
    expect(call(server, "GET", "/api/v1.1/jobs", undefined, "demo-key-1").status).toBe(200);
  });

  it("takes a plain token and answers requests made with it as that employer", () => {
    const server = createJobsServer();
    const created = tenant(server, { apiKey: "tenant-key_1.A~" });
    expect(created.status).toBe(201);
    const job = call(server, "POST", "/api/v1.1/jobs", validJob(), "tenant-key_1.A~");
    expect(job.body.employer.id).toBe(created.body.id);
  });
});

describe("defect 2: an import never lets ids or logs leak between tenants", () => {
  it("never hands out an employer id twice, even after importing an older snapshot", () => {
    const server = createJobsServer();
    const snapshot = server.exportState();
    const first = tenant(server).body;
    server.importState(snapshot);
    const second = tenant(server).body;
    expect(second.id).not.toBe(first.id);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it("starts a new tenant's request log empty", () => {
    const server = createJobsServer();
    const snapshot = server.exportState();
    const first = tenant(server).body;
    call(server, "GET", "/api/v1.1/jobs?q=secret", undefined, first.apiKey);
    call(server, "PUT", "/__admin/state", snapshot);
    const second = tenant(server).body;
    expect(server.requests(50, second.id)).toEqual([]);
    expect(server.requests(50, first.id)).toEqual([]);
  });

  it("forgets a removed tenant's requests", () => {
    const server = createJobsServer();
    const gone = tenant(server).body;
    call(server, "GET", "/api/v1.1/jobs", undefined, gone.apiKey);
    expect(server.requests(50, gone.id)).toHaveLength(1);
    server.deleteEmployer(gone.id);
    expect(server.requests(50).filter((request) => request.employerId === gone.id)).toEqual([]);
  });
});

describe("defect 3: a removed tenant's outbox e-mails go with it", () => {
  function tenantWithApplication(server: JobsServer) {
    const created = tenant(server).body;
    const job = call(server, "POST", "/api/v1.1/jobs", validJob({ status: "active" }), created.apiKey).body;
    const applied = call(server, "POST", `/__admin/jobs/${job.id}/applications`, {
      name: "Ada Applicant",
      email: "ada@example.org",
    });
    expect(applied.status).toBe(202);
    expect(server.outbox()).toHaveLength(1);
    return { created, job };
  }

  it("after a reset of the tenant then its removal", () => {
    const server = createJobsServer();
    const { created } = tenantWithApplication(server);
    call(server, "POST", `/__admin/employers/${created.id}/reset`, {});
    call(server, "DELETE", `/__admin/employers/${created.id}`);
    expect(server.outbox()).toEqual([]);
  });

  it("after deleting its job then removing the tenant", () => {
    const server = createJobsServer();
    const { created, job } = tenantWithApplication(server);
    call(server, "DELETE", `/api/v1.1/jobs/${job.id}`, undefined, created.apiKey);
    server.deleteEmployer(created.id);
    expect(server.outbox()).toEqual([]);
  });
});

describe("defect 4: removal frees the locations only that tenant added", () => {
  it("frees places a removed tenant added, even once its jobs were deleted or reset", () => {
    const server = createJobsServer();
    const before = server.exportState().locations.length;
    for (const place of ["Nowhereville", "Elsewhere Bay"]) {
      const created = tenant(server).body;
      const job = call(
        server,
        "POST",
        "/api/v1.1/jobs",
        validJob({ locations: [{ description: `${place}, NU` }] }),
        created.apiKey,
      );
      expect(job.status).toBe(201);
      call(server, "DELETE", `/api/v1.1/jobs/${job.body.id}`, undefined, created.apiKey);
      server.deleteEmployer(created.id);
    }
    expect(server.exportState().locations).toHaveLength(before);
  });

  it("keeps a place another tenant added too", () => {
    const server = createJobsServer();
    const [a, b] = [tenant(server).body, tenant(server).body];
    for (const key of [a.apiKey, b.apiKey]) {
      call(server, "POST", "/api/v1.1/jobs", validJob({ locations: [{ description: "Shared Cove, NS" }] }), key);
    }
    server.deleteEmployer(a.id);
    const job = call(
      server,
      "POST",
      "/api/v1.1/jobs",
      validJob({ locations: [{ description: "Shared Cove" }] }),
      b.apiKey,
    );
    expect(job.status).toBe(201);
  });
});

describe("defect 9: a seeded job is answered exactly as the job API writes it", () => {
  it("gives an auto-refreshing job's current publishDate, equal to a GET at once", () => {
    const server = createJobsServer();
    server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
    const seeded = call(server, "POST", "/__admin/employers/1/jobs", {
      publishDate: "2026-10-31T15:00:00Z",
      job: validJob({ status: "active", autoRefresh: true }),
    });
    expect(seeded.status).toBe(201);
    const read = call(server, "GET", `/api/v1.1/jobs/${seeded.body.id}`, undefined, "demo-key-1");
    expect(seeded.body).toEqual(read.body);
    const inProcess = server.seedJob(1, {
      publishDate: "2026-10-31T15:00:00Z",
      job: buildJob({ status: "active", autoRefresh: true }),
    });
    expect(inProcess.publishDate).toBe(read.body.publishDate);
  });
});

describe("defect 10: a tenant already gone is as good as removed", () => {
  it("removes a tenant whose time to live ran out without failing", async () => {
    const server = createJobsServer();
    server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
    const made = await createTenant(server, { ttlSeconds: 1 });
    server.clock.advance(2);
    await expect(removeTenant(server, made)).resolves.toBeUndefined();
    await expect(removeTenant(server, made)).resolves.toBeUndefined();
  });

  it("still reports any other failure in the server's words", async () => {
    const server = createJobsServer({ admin: false });
    await expect(removeTenant(server, { id: 1 })).rejects.toThrow(/answered 404|answered 403/);
  });
});

describe("defect 5: mass expiry costs what expires, not the whole server", () => {
  it("expires 300 tenants with jobs at new places without reading every job in the server", () => {
    const server = createJobsServer();
    server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
    for (let index = 0; index < 200; index += 1) {
      call(server, "POST", "/api/v1.1/jobs", validJob({ title: `Stays ${index}` }), "demo-key-1");
    }
    const tenants = Array.from({ length: 300 }, (_, index) => {
      const made = server.createEmployer({ name: `Brief ${index}`, plan: "standard", ttlSeconds: 60 });
      const place = { description: `Hamlet ${index}, NU` };
      expect(call(server, "POST", "/api/v1.1/jobs", validJob({ locations: [place] }), made.apiKey).status).toBe(201);
      return made;
    });
    const everyJob = vi.spyOn(JobStore.prototype, "records");
    server.clock.advance(61);
    expect(call(server, "GET", "/api/v1.1/jobs?pageSize=1", undefined, "demo-key-1").body.paging.total).toBe(200);
    expect(everyJob).not.toHaveBeenCalled();
    everyJob.mockRestore();
    const left = new Set(server.employers().map((employer) => employer.id));
    expect(tenants.filter((made) => left.has(made.id))).toEqual([]);
    expect(server.exportState().locations.filter((location) => location.name.startsWith("Hamlet"))).toEqual([]);
  });
});
