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

  it("rejects a closeDate equal to the publishDate", async () => {
    harness.server.clock.set(Date.parse("2026-11-21T00:00:00Z") / 1000);
    expect(codes(await post({ closeDate: "2026-11-21T00:00:00Z" }))).toEqual(["not_after_publish_date"]);
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
