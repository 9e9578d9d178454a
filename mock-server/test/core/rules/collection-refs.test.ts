import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, pointers, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("categories, positionType and routing type rules over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (overrides: Record<string, unknown>) =>
    harness.request("POST", "/api/v1.1/jobs", { body: validJob(overrides) });

  it("accepts one to three distinct categories and answers with their names", async () => {
    const job = await createJob(harness, { categories: [{ id: 12 }, { id: 1 }, { id: 25 }] });
    expect(job.categories.map((category: { id: number }) => category.id)).toEqual([12, 1, 25]);
    expect(job.categories[0]).toEqual({ id: 12, name: "Healthcare & Nursing" });
  });

  it("answers with the position type's name", async () => {
    expect((await createJob(harness, { positionType: { id: 3 } })).positionType).toEqual({ id: 3, name: "Contract" });
  });

  it.each([
    ["no category", { categories: [] }, "/categories", "too_few"],
    ["four categories", { categories: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }, "/categories", "too_many"],
    ["a repeated category", { categories: [{ id: 1 }, { id: 1 }] }, "/categories/1", "duplicate"],
    ["an unknown category", { categories: [{ id: 999 }] }, "/categories/0/id", "unknown_id"],
    ["a category without an id", { categories: [{ name: "Legal" }] }, "/categories/0/id", "required"],
    ["a category id that is not an integer", { categories: [{ id: "12" }] }, "/categories/0/id", "invalid_type"],
    ["an unknown position type", { positionType: { id: 8 } }, "/positionType/id", "unknown_id"],
    ["a position type that is not an object", { positionType: 1 }, "/positionType", "invalid_type"],
    ["an unknown routing type", { applicantRoutingType: { id: 3 } }, "/applicantRoutingType/id", "unknown_id"],
  ])("rejects %s with 422", async (_, overrides, pointer, code) => {
    const reply = await post(overrides);
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([pointer]);
    expect(codes(reply)).toEqual([code]);
  });
});
