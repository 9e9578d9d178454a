/**
 * The kit follows the dialect: with `createJobsTest({ dialect })` the fixture's server
 * speaks it, and `jobs.buildJob`, `jobs.seed` and `buildJob(..., { dialect })` draw their
 * categories and position types from its reference data, so the deployment's fake takes
 * every job they make, over every kind of server the fixture starts.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describe, expect } from "vitest";
import { buildJob, JOB_VARIANTS } from "../../src/testing/index.js";
import { createJobsTest } from "../../src/testing/vitest.js";

/** A deployment whose reference data shares no id with the reference server's. */
const THEIRS: Dialect = {
  routing: { head: "as-get", trailingSlash: "same" },
  referenceData: {
    categories: {
      items: [
        { id: 1010, name: "Health Care" },
        { id: 1020, name: "Transport" },
        { id: 1190, name: "Retail" },
      ],
    },
    positionTypes: {
      items: [
        { id: 501, name: "Full time" },
        { id: 502, name: "Seasonal" },
      ],
    },
  },
};
const CATEGORY_IDS = [1010, 1020, 1190];
const POSITION_TYPE_IDS = [501, 502];

// createJobsTest is called at the top of a file: its server lives as long as the file.
const TESTS = {
  "in-process": createJobsTest({ dialect: THEIRS }),
  msw: createJobsTest({ server: "msw", baseUrl: "http://theirs.test", dialect: THEIRS }),
  http: createJobsTest({ server: "http", dialect: THEIRS }),
};

describe.each(Object.keys(TESTS) as Array<keyof typeof TESTS>)("the fixture given a dialect, %s", (server) => {
  const test = TESTS[server];

  test("builds jobs of the dialect's ids, which its server takes in every variant", async ({ jobs }) => {
    for (const [index, variant] of JOB_VARIANTS.entries()) {
      const job = jobs.buildJob({}, { seed: index + 1, ...variant });
      expect(CATEGORY_IDS).toEqual(expect.arrayContaining(job.categories.map(({ id }) => id)));
      expect(POSITION_TYPE_IDS).toContain(job.positionType.id);
      const created = await jobs.client.jobs.create(job);
      expect(created.positionType.name).toMatch(/^(Full time|Seasonal)$/);
    }
  });

  test("seeds jobs drawn from the dialect's reference data when an entry names none", async ({ jobs }) => {
    const seeded = await jobs.seed([{ status: "active" }, { job: jobs.buildJob({ title: "Porter" }, { seed: 99 }) }]);
    expect(seeded.map(({ title }) => title)).toContain("Porter");
    for (const job of seeded) {
      expect(CATEGORY_IDS).toEqual(expect.arrayContaining(job.categories.map(({ id }) => id)));
    }
  });

  test("routes HEAD as the dialect says, on the server the fixture started", async ({ jobs }) => {
    const head = await jobs.fetch(
      new Request(`${jobs.baseUrl}/api/v1.1/jobs`, { method: "HEAD", headers: { "API-Key": jobs.tenant.apiKey } }),
    );
    expect(head.status).toBe(200);
  });
});

describe("buildJob without the dialect", () => {
  const test = TESTS["in-process"];

  test("is refused by the dialect's server: the reference server's ids are not the deployment's", async ({ jobs }) => {
    await expect(jobs.client.jobs.create(buildJob({}, { seed: 1 }))).rejects.toThrow(/categor/i);
    expect(buildJob({}, { seed: 1, dialect: THEIRS }).positionType.id).toBeGreaterThan(500);
  });
});
