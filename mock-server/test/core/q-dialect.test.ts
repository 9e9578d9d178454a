/**
 * The dialect's q: `title` matches the title alone, `title-or-reference-id` (the default)
 * the referenceId too; the same on a first search, on a kept search that later writes
 * update, and with a status filter.
 */
import { describe, expect, it } from "vitest";
import { type Harness, useHarness } from "../support/harness.js";
import { createJob } from "../support/jobs.js";

const idsOf = async (harness: Harness, query: string) => {
  const reply = await harness.request("GET", `/api/v1.1/jobs?pageSize=100&${query}`);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.paging.total).toBe(reply.body.data.length);
  return reply.body.data.map((job: { id: number }) => job.id).sort((left: number, right: number) => left - right);
};

describe.each([
  ["title", { q: "title" } as const, false],
  ["title-or-reference-id (the default)", {}, true],
] as const)("q matching %s", (_name, dialect, matchesReferenceId) => {
  const harness = useHarness("msw", { dialect });

  it("matches a referenceId only when the dialect says so, on first and kept searches alike", async () => {
    const nurse = await createJob(harness, { title: "Night Nurse", referenceId: "NH-1", status: "active" });
    // A title whose lower-cased form is longer than itself (İ becomes i + a combining dot).
    const porter = await createJob(harness, { title: "İstanbul Porter", referenceId: "XQ-7", status: "draft" });
    const byReference = (ids: number[]) => (matchesReferenceId ? ids : []);
    expect(await idsOf(harness, "q=nurse")).toEqual([nurse.id]);
    expect(await idsOf(harness, "q=porter")).toEqual([porter.id]);
    expect(await idsOf(harness, "q=nh-")).toEqual(byReference([nurse.id]));
    expect(await idsOf(harness, "q=XQ")).toEqual(byReference([porter.id]));
    // Kept searches take later writes as the dialect says.
    const driver = await createJob(harness, { title: "Driver", referenceId: "NH-2", status: "active" });
    const clerk = await createJob(harness, { title: "Clerk nh-desk", referenceId: "C-1", status: "active" });
    expect(await idsOf(harness, "q=nh-")).toEqual([...byReference([nurse.id, driver.id]), clerk.id]);
    expect(await idsOf(harness, "q=nh-&status=active")).toEqual([...byReference([nurse.id, driver.id]), clerk.id]);
  });
});
