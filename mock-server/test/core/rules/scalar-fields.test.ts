import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, pointers, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("title, referenceId, closeDate, flags and status rules over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (overrides: Record<string, unknown>) =>
    harness.request("POST", "/api/v1.1/jobs", { body: validJob(overrides) });

  it("accepts a title of exactly 256 characters, counted as characters", async () => {
    await createJob(harness, { title: "é".repeat(256) });
    await createJob(harness, { title: "😀".repeat(256) });
  });

  it("accepts a referenceId of 50 characters", async () => {
    expect((await createJob(harness, { referenceId: "R".repeat(50) })).referenceId).toHaveLength(50);
  });

  it("takes a closeDate with any offset and writes it in UTC", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T00:00:00Z") / 1000);
    expect((await createJob(harness, { closeDate: "2027-01-20T17:00:00-05:00" })).closeDate).toBe(
      "2027-01-20T22:00:00Z",
    );
    expect((await createJob(harness, { closeDate: "2027-01-20" })).closeDate).toBe("2027-01-20T00:00:00Z");
    expect((await createJob(harness, { closeDate: "2027-01-20T10:00:00.750Z" })).closeDate).toBe(
      "2027-01-20T10:00:00Z",
    );
  });

  it.each([
    ["no title", { title: undefined }, "/title", "required"],
    ["a blank title", { title: "   " }, "/title", "blank"],
    ["an empty title", { title: "" }, "/title", "blank"],
    ["a title over 256 characters", { title: "x".repeat(257) }, "/title", "too_long"],
    ["a title that is not text", { title: 7 }, "/title", "invalid_type"],
    ["a referenceId over 50 characters", { referenceId: "R".repeat(51) }, "/referenceId", "too_long"],
    ["a referenceId that is a number", { referenceId: 7 }, "/referenceId", "invalid_type"],
    ["a closeDate that is no date", { closeDate: "next week" }, "/closeDate", "invalid_date"],
    ["a closeDate on February 30", { closeDate: "2027-02-30" }, "/closeDate", "invalid_date"],
    ["a closeDate in the past", { closeDate: "2020-01-01T00:00:00Z" }, "/closeDate", "not_after_publish_date"],
    ["a null closeDate", { closeDate: null }, "/closeDate", "invalid_type"],
    ["confidential that is not a boolean", { confidential: "true" }, "/confidential", "invalid_type"],
    ["autoRefresh that is not a boolean", { autoRefresh: 1 }, "/autoRefresh", "invalid_type"],
    ["an unknown status", { status: "open" }, "/status", "invalid_value"],
    ["no position type", { positionType: undefined }, "/positionType", "required"],
    ["no routing type", { applicantRoutingType: null }, "/applicantRoutingType", "required"],
    ["no categories", { categories: undefined }, "/categories", "required"],
    ["no locations", { locations: undefined }, "/locations", "required"],
  ])("rejects %s with 422", async (_, overrides, pointer, code) => {
    const reply = await post(overrides);
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([pointer]);
    expect(codes(reply)).toEqual([code]);
  });

  /** Control characters a printed title could act with: OSC 0 retitles a terminal, a C1 CSI moves its cursor. */
  const CONTROLS = [
    ["ESC (an OSC 0)", "Nurse\u001b]0;owned\u0007", "U+001B"],
    ["BEL", "Nurse\u0007", "U+0007"],
    ["BS", "Nurse\bX", "U+0008"],
    ["CR", "Nurse\rX", "U+000D"],
    ["a line feed", "Nurse\nX", "U+000A"],
    ["a tab", "Nurse\tX", "U+0009"],
    ["NUL", "Nurse\u0000", "U+0000"],
    ["DEL", "Nurse\u007f", "U+007F"],
    ["a C1 CSI", "Nurse\u009b2J", "U+009B"],
  ] as const;
  const SINGLE_LINE_FIELDS = [
    ["title", (text: string) => ({ title: text }), "/title"],
    ["referenceId", (text: string) => ({ referenceId: text }), "/referenceId"],
    ["a location", (text: string) => ({ locations: [{ description: `${text}, ON` }] }), "/locations/0/description"],
    ["applicationEmail", (text: string) => ({ applicationEmail: `${text}@example.org` }), "/applicationEmail"],
    [
      "applicationUrl",
      (text: string) => ({ applicantRoutingType: { id: 2 }, applicationUrl: `https://example.org/${text}` }),
      "/applicationUrl",
    ],
  ] as const;

  describe.each(SINGLE_LINE_FIELDS)("%s", (_, body, pointer) => {
    it.each(CONTROLS)("is one line: holding %s is a 422 naming it", async (__, text, named) => {
      const reply = await post(body(text));
      expect(reply.status).toBe(422);
      expect(pointers(reply)).toEqual([pointer]);
      expect(codes(reply)).toEqual(["control_character"]);
      expect(JSON.stringify(reply.body)).toContain(named);
    });
  });

  it("refuses a control character in an update's title, and the job reads as before", async () => {
    const job = await createJob(harness, { title: "Registered Nurse" });
    const reply = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      body: { title: "Nurse\u001b]52;c;aGk=\u0007" },
    });
    expect(codes(reply)).toEqual(["control_character"]);
    const read = await harness.request("GET", `/api/v1.1/jobs/${job.id}`);
    expect((read.body as { title: string }).title).toBe("Registered Nurse");
  });

  it("accepts any other character in a title: accents, emoji, line separators and bidi marks are text", async () => {
    const title = "Café ☕ Nurse 😀 \u2028 \u200f";
    expect((await createJob(harness, { title })).title).toBe(title);
  });

  it("rejects a closeDate equal to the publishDate", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T00:00:00Z") / 1000);
    expect(codes(await post({ closeDate: "2026-11-21T00:00:00Z" }))).toEqual(["not_after_publish_date"]);
  });

  it("reports the rules that span fields together with every other broken rule", async () => {
    const create = await post({ title: "", closeDate: "2020-01-01", applicationEmail: undefined });
    expect(pointers(create).sort()).toEqual(["/applicationEmail", "/closeDate", "/title"]);
    const job = await createJob(harness);
    const update = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      body: { categories: [], applicantRoutingType: { id: 2 }, closeDate: "2020-01-01" },
    });
    expect(pointers(update).sort()).toEqual(["/applicationUrl", "/categories", "/closeDate"]);
  });

  it("does not call a sent but invalid routing field missing", async () => {
    const reply = await post({ applicationEmail: "not an address" });
    expect(codes(reply)).toEqual(["invalid_email"]);
  });

  it("reports every broken rule at once, with the problem's shape", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: { title: "", locations: [], salary: { amount: -1 } },
    });
    expect(reply.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(reply.body).toMatchObject({
      type: "/problems/validation-failed",
      title: "Unprocessable Content",
      status: 422,
    });
    expect(pointers(reply).sort()).toEqual(
      [
        "/applicantRoutingType",
        "/categories",
        "/description",
        "/locations",
        "/positionType",
        "/salary/amount",
        "/salary/type",
        "/title",
      ].sort(),
    );
  });
});

describe.each(TRANSPORTS)("strict mode over %s", (transport) => {
  const harness = useHarness(transport, { strict: true });

  it("rejects unknown fields at any depth with 422", async () => {
    const reply = await harness.request("POST", "/api/v1.1/jobs", {
      body: validJob({
        colour: "green",
        locations: [{ description: "Toronto, ON", floor: 3 }],
        salary: { amount: 1, type: { id: 1, x: 1 } },
      }),
    });
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(["/colour", "/locations/0/floor", "/salary/type/x"]);
    expect(codes(reply)).toEqual(["unknown_field", "unknown_field", "unknown_field"]);
  });

  it("still ignores read-only fields, so a GET result posts back", async () => {
    const job = await createJob(harness, { salary: { amount: 1, type: { id: 1 } } });
    const { id: _, referenceId: __, ...rest } = job;
    await createJob(harness, rest);
  });
});
