import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, pointers, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("salary rule over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (salary: unknown) => harness.request("POST", "/api/v1.1/jobs", { body: validJob({ salary }) });

  it("writes amounts with exactly four decimals in the response text", async () => {
    const reply = await post({ amount: 52000, maxAmount: 61000.5, type: { id: 1 } });
    expect(reply.text).toContain(
      '"salary":{"amount":52000.0000,"maxAmount":61000.5000,"type":{"id":1,"name":"Yearly","unit":"year"},"plusCommission":false}',
    );
  });

  it("keeps amounts exactly: 0.1 + 0.2 stays 0.3000", async () => {
    const reply = await post({ amount: 0.3, maxAmount: 0.3, type: { id: 5 } });
    expect(reply.text).toContain('"amount":0.3000,"maxAmount":0.3000');
    const stored = await harness.request("GET", `/api/v1.1/jobs/${reply.body.id}`);
    expect(stored.text).toContain('"amount":0.3000');
  });

  it("keeps the largest amount with four decimals exact", async () => {
    const reply = await post({ amount: 9999999999.9999, type: { id: 1 } });
    expect(reply.text).toContain('"amount":9999999999.9999');
  });

  it("accepts no salary as null, and a salary with commission", async () => {
    expect((await createJob(harness, { salary: null })).salary).toBeNull();
    expect(
      (await createJob(harness, { salary: { amount: 0, type: { id: 2 }, plusCommission: true } })).salary
        .plusCommission,
    ).toBe(true);
  });

  it.each([
    ["no amount", { type: { id: 1 } }, "/salary/amount", "required"],
    ["an amount with five decimals", { amount: 1.23456, type: { id: 1 } }, "/salary/amount", "too_precise"],
    ["0.1 + 0.2 as a double", { amount: 0.1 + 0.2, type: { id: 1 } }, "/salary/amount", "too_precise"],
    ["a negative amount", { amount: -1, type: { id: 1 } }, "/salary/amount", "out_of_range"],
    ["an amount over ten billion", { amount: 10000000001, type: { id: 1 } }, "/salary/amount", "out_of_range"],
    ["an amount that is text", { amount: "52000", type: { id: 1 } }, "/salary/amount", "invalid_type"],
    [
      "a maxAmount below the amount",
      { amount: 10, maxAmount: 9.9999, type: { id: 1 } },
      "/salary/maxAmount",
      "out_of_range",
    ],
    ["no salary type with an amount", { amount: 10 }, "/salary/type", "required"],
    ["an unknown salary type", { amount: 10, type: { id: 6 } }, "/salary/type/id", "unknown_id"],
    [
      "plusCommission that is not a boolean",
      { amount: 10, type: { id: 1 }, plusCommission: "yes" },
      "/salary/plusCommission",
      "invalid_type",
    ],
    ["a salary that is not an object", 52000, "/salary", "invalid_type"],
  ])("rejects %s with 422", async (_, salary, pointer, code) => {
    const reply = await post(salary);
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([pointer]);
    expect(codes(reply)).toEqual([code]);
  });
});
