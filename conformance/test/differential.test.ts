/**
 * The differential comparison: two answers to one request differ only where an application
 * could tell them apart (status, media type, the headers it reads, the body's shape, the
 * forms of its dates and links), never in ids, times or hosts.
 */
import { describe, expect, it } from "vitest";
import { compareExchanges, describeDifference } from "../src/differential/compare.js";
import { dateForm, linkForm } from "../src/differential/forms.js";
import { mirrorFetch, summarise } from "../src/differential/mirror.js";
import { appView, type Exchange } from "../src/differential/view.js";

const request = { method: "GET", url: "http://a.test/api/v1.1/jobs?page=1" };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Exchange {
  return {
    request,
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}

const job = (id: number, closeDate: string | null, host = "a.test") => ({
  id,
  title: `Job ${id}`,
  closeDate,
  salary: { min: 10, max: 20 },
  self: `http://${host}/api/v1.1/jobs/${id}`,
});

describe("date and link forms", () => {
  it.each([
    ["2026-11-21", "date-only"],
    ["2026-11-21T15:04:05Z", "seconds Z"],
    ["2026-11-21T15:04:05.123Z", "milliseconds Z"],
    ["2026-11-21T15:04:05.123+00:00", "milliseconds +hh:mm"],
    ["2026-11-21T10:04:05-05:00", "seconds +hh:mm"],
    ["2026-11-21T15:04:05", "seconds no-zone"],
    ["2026-11-21T15:04", "minutes no-zone"],
  ])("%s is %s", (text, form) => {
    expect(dateForm(text)).toBe(form);
  });

  it("tells no date from a date", () => {
    expect(dateForm("Welder")).toBeUndefined();
    expect(dateForm("2026")).toBeUndefined();
  });

  it.each([
    ["https://jobs.example.org/api/v1.1/jobs?page=2", "absolute"],
    ["/api/v1.1/jobs?page=2", "relative"],
    ["?page=2", "query-only"],
    ["Halifax, NS", undefined],
    ["//evil.test/x", undefined],
  ])("%s is %s", (text, form) => {
    expect(linkForm(text)).toBe(form);
  });
});

describe("compareExchanges", () => {
  it("finds nothing between answers that differ only in ids, times, hosts and text", () => {
    // Times of day both of no fixed hour: a time at the start or end of a day is a choice, not a value.
    const left = json({ data: [job(1, "2026-12-01T06:00:00Z")], paging: { next: "/api/v1.1/jobs?page=2" } }, 200, {
      Location: "http://a.test/api/v1.1/jobs/1",
      "Retry-After": "3",
    });
    const right = json(
      {
        data: [job(987, "2031-01-15T08:09:10Z", "b.example.org"), job(988, "2030-01-01T07:30:00Z")],
        // The same page named, whatever the link's path: the page named is behaviour, not a value.
        paging: { next: "/x?page=2" },
      },
      200,
      { location: "https://b.example.org/api/v1.1/jobs/987", "retry-after": "120" },
    );
    expect(compareExchanges(left, right)).toEqual([]);
  });

  it("names where in its day a time falls, unless both sides show the same instant, as two clocks at midnight do", () => {
    const closing = (closeDate: string) => json({ data: [job(1, closeDate)] });
    expect(
      compareExchanges(closing("2027-01-20T23:59:59Z"), closing("2027-01-20T15:04:05Z")).map(describeDifference),
    ).toEqual(['time-of-day at $.data[].closeDate: "end of day" / "a time"']);
    // A run at midnight once told a fake from its deployment by the second each clock showed.
    expect(compareExchanges(closing("2027-01-21T00:00:00Z"), closing("2027-01-21T00:00:01Z"))).toEqual([]);
    expect(compareExchanges(closing("2027-01-20T23:59:59Z"), closing("2027-01-21T00:00:00Z"))).toEqual([]);
  });

  it("names a status, a media type (parameters aside) and each header an app reads", () => {
    const left = json({ title: "Unauthorized" }, 401, {
      "Content-Type": "application/problem+json; charset=utf-8",
      "WWW-Authenticate": 'ApiKey realm="jobs"',
      "Access-Control-Allow-Origin": "*",
      Allow: "GET, POST",
    });
    const right = json({ title: "Forbidden" }, 403, { "Content-Type": "Application/JSON", Allow: "post,get,put" });
    expect(compareExchanges(left, right).map(describeDifference)).toEqual([
      'status: "401" / "403"',
      'media-type: "application/problem+json" / "application/json"',
      'header at access-control-allow-origin: "present" / "absent"',
      'header at allow: "GET, POST" / "GET, POST, PUT"',
      'header at www-authenticate: "present" / "absent"',
      'words at $.title: "Unauthorized" / "Forbidden"',
    ]);
  });

  it("names a refusal's words, in a JSON body or as its text, and never a success's text", () => {
    const refusal = (detail: string) => json({ detail, errors: [{ field: "title", message: detail }] }, 422);
    expect(compareExchanges(refusal("title is too long"), refusal("title is too long"))).toEqual([]);
    expect(
      compareExchanges(refusal("title is too long"), refusal("must be at most 256 characters")).map(describeDifference),
    ).toEqual([
      'words at $.detail: "title is too long" / "must be at most 256 characters"',
      'words at $.errors[].message: "title is too long" / "must be at most 256 characters"',
    ]);
    const text = (body: string) => ({ ...json({}, 404), body });
    expect(compareExchanges(text("no such job"), text("Not found")).map(describeDifference)).toEqual([
      'words at $: "no such job" / "Not found"',
    ]);
    expect(compareExchanges(json({ title: "Nurse" }, 200), json({ title: "Porter" }, 200))).toEqual([]);
  });

  it("reads a refusal's words with the job id each side's request named as a value, never a difference", () => {
    // Once 1,100 differences between the reference server and its own learnt fake: each side has its own ids.
    const notFound = (id: number): Exchange => ({
      ...json({ detail: `No job with id ${id}.` }, 404),
      request: { method: "GET", url: `/api/v1.1/jobs/${id}` },
    });
    expect(compareExchanges(notFound(18), notFound(867))).toEqual([]);
    expect(
      compareExchanges(notFound(18), { ...notFound(867), body: JSON.stringify({ detail: "No job 867." }) }),
    ).toEqual([{ aspect: "words", at: "$.detail", left: "No job with id {id}.", right: "No job {id}." }]);
  });

  it("compares Content-Types as media types: charset and case say nothing", () => {
    const left = json({}, 200, { "Content-Type": "application/json" });
    const right = json({}, 200, { "Content-Type": "APPLICATION/JSON;charset=UTF-8" });
    expect(compareExchanges(left, right)).toEqual([]);
  });

  it("names members only one side has, once (not every path under them), and members of another JSON type", () => {
    const left = json({ error: { code: "MISSING_KEY", message: "no key" } });
    const right = json({ error: { code: "UNAUTHORIZED", fields: [{ name: "title", reason: "too long" }] }, id: "7" });
    expect(compareExchanges(left, right)).toEqual([
      { aspect: "shape", at: "$.error.fields", left: "absent", right: "array" },
      { aspect: "shape", at: "$.error.message", left: "string", right: "absent" },
      { aspect: "shape", at: "$.id", left: "absent", right: "string" },
    ]);
  });

  it("merges the shapes of an array's elements, so a member some elements lack or leave null still shows", () => {
    const view = appView(json([job(1, null), { ...job(2, "2026-12-01"), extra: true }]));
    expect(view.shape["$[].closeDate"]).toBe("null|string");
    expect(view.shape["$[].extra"]).toBe("boolean");
    expect(view.dates["$[].closeDate"]).toBe("date-only");
    const other = appView(json([job(3, "2026-12-01")]));
    expect(other.shape["$[].closeDate"]).toBe("string");
  });

  it("names a date written as a date only against one with seconds, and a relative link against an absolute one", () => {
    const left = json({ closeDate: "2026-12-01T00:00:00Z", next: "/api/v1.1/jobs?page=2" });
    const right = json({ closeDate: "2026-12-01", next: "https://b.test/api/v1.1/jobs?page=2" });
    expect(compareExchanges(left, right).map(describeDifference)).toEqual([
      'date-form at $.closeDate: "seconds Z" / "date-only"',
      'link-form at $.next: "relative" / "absolute"',
    ]);
  });

  it("tells an empty body, a text body and a JSON body apart", () => {
    const empty: Exchange = { request, status: 404, headers: {}, body: "" };
    const text: Exchange = { request, status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };
    expect(compareExchanges(empty, text).map(describeDifference)).toEqual([
      'media-type: "absent" / "text/plain"',
      'shape at $: "empty" / "text"',
    ]);
    // A refusal's text is its words: an app shows them.
    expect(compareExchanges(text, { ...text, body: "Nothing here" }).map(describeDifference)).toEqual([
      'words at $: "Not found" / "Nothing here"',
    ]);
  });

  it("names a Location of another link form, and one only one side sends", () => {
    const created = (location?: string) => json({ id: 1 }, 201, location ? { Location: location } : {});
    expect(compareExchanges(created("/api/v1.1/jobs/1"), created("http://b.test/api/v1.1/jobs/1"))).toEqual([
      { aspect: "header", at: "location", left: "relative", right: "absolute" },
    ]);
    expect(compareExchanges(created("/api/v1.1/jobs/1"), created())).toEqual([
      { aspect: "header", at: "location", left: "relative", right: "absent" },
    ]);
  });
});

describe("mirrorFetch", () => {
  it("sends the second deployment its own key and its own id for a job both created, and keeps both answers", async () => {
    const seen: string[] = [];
    const answer = (id: number) => async (request: Request) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get("API-Key")}`);
      return Response.json({ id }, { status: request.method === "POST" ? 201 : 200 });
    };
    const keys = new Map([["key-a", "key-b"]]);
    const mirror = mirrorFetch(answer(5), answer(87), { baseUrl: "http://b.test/root/", keys });
    const headers = { "API-Key": "key-a" };
    await mirror.fetch(new Request("http://a.test/api/v1.1/jobs", { method: "POST", headers, body: "{}" }));
    await mirror.fetch(new Request("http://a.test/api/v1.1/jobs/5?x=1", { headers }));
    expect(seen).toEqual([
      "POST http://a.test/api/v1.1/jobs key-a",
      "POST http://b.test/root/api/v1.1/jobs key-b",
      "GET http://a.test/api/v1.1/jobs/5?x=1 key-a",
      "GET http://b.test/root/api/v1.1/jobs/87?x=1 key-b",
    ]);
    expect(summarise(mirror.pairs, "as-shown")).toEqual({ compared: 2, differing: [] });
    // Each answer keeps the request its deployment was sent: the words of either may name its own id.
    expect(mirror.pairs[1]?.right.request.url).toBe("/root/api/v1.1/jobs/87?x=1");
    expect(mirror.pairs[1]?.left.request.url).toBe("/api/v1.1/jobs/5?x=1");
  });

  it("keeps a second deployment that cannot answer as a difference, never the target's failure", async () => {
    const mirror = mirrorFetch(
      async () => Response.json({ id: 1 }),
      async () => {
        throw new Error("connection refused");
      },
      { baseUrl: "http://b.test", keys: new Map() },
    );
    const response = await mirror.fetch(new Request("http://a.test/api/v1.1/jobs/1"));
    expect(response.status).toBe(200);
    expect(summarise(mirror.pairs, "as-shown").differing[0]?.differences[0]).toEqual({
      aspect: "status",
      at: "",
      left: "200",
      right: "0",
    });
  });

  /** A body that never ends: a chunk of `size` bytes whenever one is asked for. */
  const endless = (size: number) => {
    const chunk = new Uint8Array(size).fill(32);
    return new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) });
  };
  const limits = { timeoutMs: 500, maxResponseBytes: 64 * 1024 };

  it("reads no more of the second deployment's answer than --max-response-bytes, and keeps it as a difference", async () => {
    const mirror = mirrorFetch(
      async () => Response.json({ id: 1 }),
      async () => new Response(endless(16 * 1024), { headers: { "Content-Type": "application/json" } }),
      { baseUrl: "http://b.test", keys: new Map(), limits },
    );
    const response = await mirror.fetch(new Request("http://a.test/api/v1.1/jobs/1"));
    expect(response.status).toBe(200);
    const [pair] = mirror.pairs;
    expect(pair?.right.status).toBe(0);
    expect(pair?.right.body).toContain(`more than the ${limits.maxResponseBytes} bytes`);
  });

  it("gives up on a second deployment that does not answer, or stalls in its body, after --timeout", async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(8)) });
    for (const second of [
      () => new Promise<Response>(() => {}),
      async () => new Response(stalled, { headers: { "Content-Type": "application/json" } }),
    ]) {
      const mirror = mirrorFetch(async () => Response.json({ id: 1 }), second, {
        baseUrl: "http://b.test",
        keys: new Map(),
        limits,
      });
      await mirror.fetch(new Request("http://a.test/api/v1.1/jobs/1"));
      expect(mirror.pairs[0]?.right).toMatchObject({ status: 0, body: `no answer within ${limits.timeoutMs} ms` });
    }
  });

  it("hands the target's endless answer back unread past the cap, for the suite's own limits to refuse", async () => {
    const mirror = mirrorFetch(
      async () => new Response(endless(16 * 1024), { headers: { "Content-Type": "application/json" } }),
      async () => Response.json({ id: 1 }),
      { baseUrl: "http://b.test", keys: new Map(), limits },
    );
    const response = await mirror.fetch(new Request("http://a.test/api/v1.1/jobs/1"));
    expect(response.status).toBe(200);
    expect(mirror.pairs[0]?.left.body).toContain(`more than the ${limits.maxResponseBytes} bytes`);
    await response.body?.cancel();
  });
});
