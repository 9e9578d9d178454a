import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { createJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("GET /jobs over %s", (transport) => {
  const harness = useHarness(transport);
  const list = (query = "", key?: string) => harness.request("GET", `/api/v1.1/jobs${query}`, key ? { key } : {});
  const ids = (reply: { body: { data: Array<{ id: number }> } }) => reply.body.data.map((job) => job.id);

  /** Creates jobs one minute apart, oldest first; returns their ids. */
  async function createSeries(count: number, overrides: (index: number) => Record<string, unknown> = () => ({})) {
    harness.server.clock.set(Date.parse("2026-06-01T00:00:00Z") / 1000);
    const created: number[] = [];
    for (let index = 0; index < count; index += 1) {
      created.push((await createJob(harness, overrides(index))).id);
      harness.server.clock.advance(60);
    }
    return created;
  }

  it("lists the caller's job headers, newest publishDate first", async () => {
    const created = await createSeries(3);
    const reply = await list();
    expect(ids(reply)).toEqual([...created].reverse());
    expect(Object.keys(reply.body.data[0])).toEqual([
      "id",
      "referenceId",
      "employer",
      "title",
      "publishDate",
      "locations",
      "confidential",
      "status",
    ]);
  });

  it("breaks publishDate ties by id, highest first", async () => {
    harness.server.clock.set(Date.parse("2026-06-01T00:00:00Z") / 1000);
    const first = await createJob(harness);
    const second = await createJob(harness);
    expect(ids(await list())).toEqual([second.id, first.id]);
  });

  it("never lists another employer's jobs", async () => {
    await createJob(harness, { title: "Employer one" });
    const reply = await list("", "demo-key-2");
    expect(reply.body.data).toEqual([]);
    expect(reply.body.paging.total).toBe(0);
  });

  it("filters by status", async () => {
    await createSeries(3, (index) => ({ status: ["active", "draft", "active"][index] }));
    const reply = await list("?status=active");
    expect(reply.body.data.map((job: { status: string }) => job.status)).toEqual(["active", "active"]);
    expect(reply.body.paging.total).toBe(2);
  });

  it("matches q case-insensitively against title and referenceId", async () => {
    const created = await createSeries(
      4,
      (index) =>
        [
          { title: "Night NURSE" },
          { title: "Driver", referenceId: "nurse-pool-1" },
          { title: "Welder" },
          { title: "Nurse practitioner" },
        ][index] ?? {},
    );
    expect(ids(await list("?q=nurse"))).toEqual([created[3], created[1], created[0]]);
    expect((await list("?q=")).body.paging.total).toBe(4);
  });

  it("pages: total, pages = ceil(total / pageSize), previous and next", async () => {
    const created = await createSeries(5);
    const reply = await list("?pageSize=2&page=2");
    expect(ids(reply)).toEqual([created[2], created[1]]);
    expect(reply.body.paging).toEqual({
      total: 5,
      page: 2,
      pages: 3,
      pageSize: 2,
      previous: `${harness.baseUrl}/api/v1.1/jobs?pageSize=2&page=1`,
      next: `${harness.baseUrl}/api/v1.1/jobs?pageSize=2&page=3`,
    });
    const last = await list("?pageSize=2&page=3");
    expect(last.body.paging.next).toBeNull();
  });

  it("defaults to page 1 of 10, and has no previous on page 1", async () => {
    await createSeries(11);
    const reply = await list();
    expect(reply.body.data).toHaveLength(10);
    expect(reply.body.paging).toMatchObject({ page: 1, pageSize: 10, pages: 2, previous: null });
  });

  it("clamps pageSize above 100 to 100", async () => {
    expect((await list("?pageSize=500")).body.paging.pageSize).toBe(100);
  });

  it("answers an empty page past the last, with previous still set", async () => {
    await createSeries(2);
    const reply = await list("?page=9");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
    expect(reply.body.paging).toMatchObject({ total: 2, pages: 1, next: null });
    expect(reply.body.paging.previous).toContain("page=8");
  });

  it("has 0 pages when nothing matches", async () => {
    expect((await list("?q=nothing")).body.paging).toMatchObject({ total: 0, pages: 0, previous: null, next: null });
  });

  it("carries q, status and the effective pageSize into next, properly encoded", async () => {
    await createSeries(3, () => ({ title: "Nurse & aide", status: "active" }));
    const reply = await list("?q=nurse%20%26&status=active&pageSize=1&unknown=1");
    expect(reply.body.paging.next).toBe(
      `${harness.baseUrl}/api/v1.1/jobs?q=nurse%20%26&status=active&pageSize=1&page=2`,
    );
    const next = await harness.request("GET", reply.body.paging.next);
    expect(next.body.paging.page).toBe(2);
    expect(next.body.data).toHaveLength(1);
  });

  it.each([
    ["?page=0", "page"],
    ["?page=-1", "page"],
    ["?page=1.5", "page"],
    ["?page=x", "page"],
    ["?pageSize=0", "pageSize"],
    ["?pageSize=ten", "pageSize"],
    ["?status=open", "status"],
    ["?status=ACTIVE", "status"],
  ])("answers 400 for %s", async (query, parameter) => {
    const reply = await list(query);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error: { parameter: string }) => error.parameter)).toEqual([parameter]);
  });

  it("reports every bad parameter at once", async () => {
    const reply = await list("?page=0&pageSize=0&status=x");
    expect(reply.body.errors).toHaveLength(3);
  });

  it("writes next and previous on the public URL, never the Host header", async () => {
    await createSeries(2);
    const reply = await list("?pageSize=1", undefined);
    expect(reply.body.paging.next.startsWith(harness.baseUrl)).toBe(true);
  });
});

// Trailing slashes on the public URL are dropped once, so no link doubles them.
describe.each(["https://jobs.example.org/mock", "https://jobs.example.org/mock//"])(
  "GET /jobs with the public URL %s",
  (publicUrl) => {
    const harness = useHarness("http", { publicUrl });

    it("writes Location, next and previous, and the controls' links, on the public URL", async () => {
      const job = await createJob(harness);
      await createJob(harness);
      const reply = await harness.request("GET", "/api/v1.1/jobs?pageSize=1");
      expect(reply.body.paging.next).toBe("https://jobs.example.org/mock/api/v1.1/jobs?pageSize=1&page=2");
      const created = await harness.request("POST", "/api/v1.1/jobs", { body: { ...job, id: undefined } });
      expect(created.headers.get("location")).toMatch(/^https:\/\/jobs\.example\.org\/mock\/api\/v1\.1\/jobs\/\d+$/);
      const controls = await harness.request("GET", "/__admin/employers/1/jobs?pageSize=1");
      expect(controls.body.paging.next).toBe(
        "https://jobs.example.org/mock/__admin/employers/1/jobs?pageSize=1&page=2",
      );
    });
  },
);
