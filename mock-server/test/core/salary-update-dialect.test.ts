/**
 * The dialect's updates.salary: `replace` (the default) takes an update's salary whole,
 * so a member it leaves out takes its default; `merge` keeps the stored value of each
 * member left out, and the merged salary meets every rule.
 */
import { describe, expect, it } from "vitest";
import { useHarness } from "../support/harness.js";
import { createJob } from "../support/jobs.js";

const SALARY = { amount: 50_000, maxAmount: 60_000, type: { id: 1 }, plusCommission: true };

describe.each([
  ["replace (the default)", {}, { maxAmount: null, plusCommission: false }],
  ["merge", { updates: { salary: "merge" } } as const, { maxAmount: 60_000, plusCommission: true }],
] as const)("an update's salary under %s", (_name, dialect, leftOut) => {
  const harness = useHarness("msw", { dialect });

  it("gives the members it leaves out as the dialect says, in the answer and on a read", async () => {
    const job = await createJob(harness, { salary: SALARY });
    const update = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      body: { salary: { amount: 55_000, type: { id: 1 } } },
    });
    expect(update.status, update.text).toBe(200);
    const expected = { amount: 55_000, type: { id: 1 }, ...leftOut };
    expect(update.body.salary).toMatchObject(expected);
    expect((await harness.request("GET", `/api/v1.1/jobs/${job.id}`)).body.salary).toMatchObject(expected);
  });

  it("refuses a salary the merge makes invalid, and still takes null as no salary", async () => {
    const job = await createJob(harness, { salary: SALARY });
    const above = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      body: { salary: { amount: 70_000, type: { id: 1 } } },
    });
    // Merged, the stored maxAmount 60000 is below the new amount.
    expect(above.status).toBe(leftOut.maxAmount === null ? 200 : 422);
    const cleared = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, { body: { salary: null } });
    expect(cleared.body.salary).toBeNull();
  });
});
