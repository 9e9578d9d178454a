import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { createJob } from "../support/jobs.js";

const DAY = 86_400;
const START = Date.parse("2026-01-01T00:00:00Z") / 1000;
const iso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

describe.each(TRANSPORTS)("autoRefresh over %s", (transport) => {
  const harness = useHarness(transport);
  const read = async (id: number, key = "demo-key-1") =>
    (await harness.request("GET", `/api/v1.1/jobs/${id}`, { key })).body;

  it("advances an active job's publishDate by whole 7-day steps on the unlimited plan", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true });
    harness.server.clock.advance(6 * DAY);
    expect((await read(job.id)).publishDate).toBe(iso(START));
    harness.server.clock.advance(DAY);
    expect((await read(job.id)).publishDate).toBe(iso(START + 7 * DAY));
    harness.server.clock.advance(10 * DAY);
    expect((await read(job.id)).publishDate).toBe(iso(START + 14 * DAY));
  });

  it("never moves publishDate past closeDate", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, closeDate: iso(START + 10 * DAY) });
    harness.server.clock.advance(30 * DAY);
    expect((await read(job.id)).publishDate).toBe(iso(START + 7 * DAY));
  });

  it("does nothing on the standard plan, though the flag is kept", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true }, "demo-key-2");
    harness.server.clock.advance(8 * DAY);
    const read2 = await read(job.id, "demo-key-2");
    expect(read2.publishDate).toBe(iso(START));
    expect(read2.autoRefresh).toBe(true);
  });

  it("does nothing for draft and archived jobs", async () => {
    harness.server.clock.set(START);
    const draft = await createJob(harness, { autoRefresh: true });
    const archived = await createJob(harness, { status: "archived", autoRefresh: true });
    harness.server.clock.advance(8 * DAY);
    expect((await read(draft.id)).publishDate).toBe(iso(START));
    expect((await read(archived.id)).publishDate).toBe(iso(START));
  });

  it("keeps the refreshed publishDate when the job is archived", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true });
    harness.server.clock.advance(8 * DAY);
    const archived = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, { body: { status: "archived" } });
    expect(archived.body.publishDate).toBe(iso(START + 7 * DAY));
    harness.server.clock.advance(30 * DAY);
    expect((await read(job.id)).publishDate).toBe(iso(START + 7 * DAY));
  });

  it("lists refreshed jobs by the publishDate they report", async () => {
    harness.server.clock.set(START);
    const refreshing = await createJob(harness, { status: "active", autoRefresh: true });
    harness.server.clock.advance(DAY);
    const plain = await createJob(harness, { status: "active" });
    harness.server.clock.advance(DAY);
    const before = (await harness.request("GET", "/api/v1.1/jobs")).body.data.map((job: { id: number }) => job.id);
    expect(before).toEqual([plain.id, refreshing.id]);
    harness.server.clock.advance(6 * DAY);
    const after = (await harness.request("GET", "/api/v1.1/jobs?pageSize=1&page=1")).body;
    expect(after.data[0]).toMatchObject({ id: refreshing.id, publishDate: iso(START + 7 * DAY) });
    expect((await harness.request("GET", "/api/v1.1/jobs?pageSize=1&page=2")).body.data[0].id).toBe(plain.id);
  });

  it("reads each refresh step's publishDate, in the job and its list header, through clock moves and writes", async () => {
    // The text with a refreshed date is kept between reads: a later step, a clock set
    // back, an update or an archive must each show through, never the kept text.
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, title: "Night nurse" });
    const both = async () => {
      const full = await read(job.id);
      const [header] = (await harness.request("GET", "/api/v1.1/jobs")).body.data;
      expect(header).toMatchObject({
        id: job.id,
        publishDate: full.publishDate,
        title: full.title,
        status: full.status,
      });
      return full;
    };
    harness.server.clock.advance(8 * DAY);
    expect((await both()).publishDate).toBe(iso(START + 7 * DAY));
    harness.server.clock.advance(7 * DAY);
    expect((await both()).publishDate).toBe(iso(START + 14 * DAY));
    harness.server.clock.set(START + 9 * DAY);
    expect((await both()).publishDate).toBe(iso(START + 7 * DAY));
    harness.server.clock.set(START + 15 * DAY);
    const updated = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, { body: { title: "Day nurse" } });
    expect(updated.body).toMatchObject({ title: "Day nurse", publishDate: iso(START + 14 * DAY) });
    expect(await both()).toMatchObject({ title: "Day nurse", publishDate: iso(START + 14 * DAY) });
    harness.server.clock.advance(7 * DAY);
    expect((await both()).publishDate).toBe(iso(START + 21 * DAY));
    await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, { body: { status: "archived" } });
    harness.server.clock.advance(7 * DAY);
    expect(await both()).toMatchObject({ status: "archived", publishDate: iso(START + 21 * DAY) });
  });
});

type Harness = ReturnType<typeof useHarness>;
const readFrom = async (harness: Harness, id: number) =>
  (await harness.request("GET", `/api/v1.1/jobs/${id}`, { key: "demo-key-1" })).body;
const listedBy = async (harness: Harness) =>
  (await harness.request("GET", "/api/v1.1/jobs", { key: "demo-key-1" })).body.data.map(
    (job: { id: number; publishDate: string }) => [job.id, job.publishDate],
  );

describe.each(TRANSPORTS)("autoRefresh going on past closeDate (the dialect's pastCloseDate) over %s", (transport) => {
  const harness = useHarness(transport, { dialect: { autoRefresh: { pastCloseDate: "goes-on" } } });

  it("goes on past closeDate, in the job and in the list", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, closeDate: iso(START + 3 * DAY) });
    harness.server.clock.advance(15 * DAY);
    expect((await readFrom(harness, job.id)).publishDate).toBe(iso(START + 14 * DAY));
    expect(await listedBy(harness)).toEqual([[job.id, iso(START + 14 * DAY)]]);
  });
});

describe.each(TRANSPORTS)("autoRefresh moving closeDate (the dialect's closeDate) over %s", (transport) => {
  const harness = useHarness(transport, { dialect: { autoRefresh: { closeDate: "moves" } } });

  it("moves closeDate on with each step, and so never reaches it", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, closeDate: iso(START + 10 * DAY) });
    harness.server.clock.advance(29 * DAY);
    const shown = await readFrom(harness, job.id);
    expect([shown.publishDate, shown.closeDate]).toEqual([iso(START + 28 * DAY), iso(START + 38 * DAY)]);
    expect(await listedBy(harness)).toEqual([[job.id, iso(START + 28 * DAY)]]);
  });

  it("keeps closeDate where it is when the first step would pass it", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, closeDate: iso(START + 3 * DAY) });
    harness.server.clock.advance(15 * DAY);
    const shown = await readFrom(harness, job.id);
    expect([shown.publishDate, shown.closeDate]).toEqual([iso(START), iso(START + 3 * DAY)]);
  });

  it("keeps a moved closeDate from an update on, as it keeps the refreshed publishDate", async () => {
    harness.server.clock.set(START);
    const job = await createJob(harness, { status: "active", autoRefresh: true, closeDate: iso(START + 10 * DAY) });
    harness.server.clock.advance(8 * DAY);
    const archived = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      key: "demo-key-1",
      body: { status: "archived" },
    });
    expect([archived.body.publishDate, archived.body.closeDate]).toEqual([iso(START + 7 * DAY), iso(START + 17 * DAY)]);
  });
});
