import { expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { buildJob, JOB_LIMITS, JOB_VARIANTS } from "../../src/testing/index.js";

const server = createJobsServer({ strict: true, maxJobsPerEmployer: 10_000 });
const tenant = server.createEmployer({ name: "Factories", plan: "unlimited" });

async function create(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await server.fetch(
    new Request("http://jobs.test/api/v1.1/jobs", {
      method: "POST",
      headers: { "api-key": tenant.apiKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it("builds a job the server accepts, under strict rules, for each of 1,000 seeds", async () => {
  const refused: unknown[] = [];
  for (let seed = 1; seed <= 1_000; seed++) {
    const reply = await create(buildJob({}, { seed }));
    if (reply.status !== 201) {
      refused.push({ seed, ...reply });
    }
  }
  expect(refused).toEqual([]);
  expect(server.exportState().jobs).toHaveLength(1_000);
});

it("gives the same job for the same seed, and different jobs for different seeds", () => {
  expect(buildJob({}, { seed: 42 })).toEqual(buildJob({}, { seed: 42 }));
  expect(buildJob({}, { seed: 42, routing: "url", salary: "range", limits: "max" })).toEqual(
    buildJob({}, { seed: 42, routing: "url", salary: "range", limits: "max" }),
  );
  const titles = new Set(Array.from({ length: 50 }, (_, seed) => JSON.stringify(buildJob({}, { seed }))));
  expect(titles.size).toBe(50);
});

it.each(JOB_VARIANTS.map((variant) => [`${variant.routing}, ${variant.salary}, ${variant.limits}`, variant] as const))(
  "builds an accepted job for the variant %s",
  async (_, variant) => {
    for (const seed of [7, 8, 9]) {
      const job = buildJob({}, { seed: seed * 1_000 + JOB_VARIANTS.indexOf(variant), ...variant });
      const reply = await create(job);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body.applicantRoutingType).toMatchObject({ id: variant.routing === "email" ? 1 : 2 });
      if (variant.salary === "none") {
        expect(reply.body.salary).toBeNull();
      } else {
        expect(reply.body.salary).not.toBeNull();
      }
    }
  },
);

it("reaches every documented limit with limits: max, and sends only what is required with limits: min", () => {
  const largest = buildJob({}, { seed: 3, routing: "email", salary: "range", limits: "max" });
  expect(largest.title).toHaveLength(JOB_LIMITS.titleMax);
  expect(largest.referenceId).toHaveLength(JOB_LIMITS.referenceIdMax);
  expect(largest.applicationEmail).toHaveLength(JOB_LIMITS.applicationEmailMax);
  expect(largest.locations).toHaveLength(JOB_LIMITS.locationsMax);
  expect(largest.categories).toHaveLength(JOB_LIMITS.categoriesMax);
  expect(largest.salary?.maxAmount).toBe(JOB_LIMITS.salaryAmountMax);
  expect(buildJob({}, { seed: 3, routing: "url", limits: "max" }).applicationUrl).toHaveLength(
    JOB_LIMITS.applicationUrlMax,
  );
  expect(Object.keys(buildJob({}, { seed: 3, routing: "url", salary: "none", limits: "min" })).sort()).toEqual([
    "applicantRoutingType",
    "applicationUrl",
    "categories",
    "description",
    "locations",
    "positionType",
    "title",
  ]);
});

it("brings the matching routing field along when an override switches the routing type", async () => {
  const toUrl = buildJob({ applicantRoutingType: { id: 2 } }, { seed: 5, routing: "email" });
  expect(toUrl.applicationUrl).toMatch(/^https:\/\//);
  expect(toUrl).not.toHaveProperty("applicationEmail");
  expect((await create({ ...toUrl, referenceId: "SWITCHED" })).status).toBe(201);
  expect(buildJob({ title: "Night Nurse" }, { seed: 5 }).title).toBe("Night Nurse");
});
