// The careers site's list of open positions, page after page: a test file of its own, so
// the contract it records is merged with the other file's.
import { createJobsTest } from "@jobs-toolkit/mock-server/testing/vitest";
import { expect } from "vitest";
import { openPositions, publishPosting } from "./careers-site.js";

const test = createJobsTest({
  serverOptions: { now: () => Date.parse("2026-11-02T09:00:00Z") },
  tenant: { name: "Careers site" },
});

test("lists every open position across pages", async ({ jobs }) => {
  const titles = ["Welder", "Baker", "Cashier", "Driver", "Tutor"];
  for (const [index, title] of titles.entries()) {
    await publishPosting(jobs.client, `POS-${index + 1}`, jobs.buildJob({ title }, { seed: 10 + index }));
  }
  const shown = await openPositions(jobs.client, 2);
  expect([...shown].sort()).toEqual([...titles].sort());
});
