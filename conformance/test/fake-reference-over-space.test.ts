/**
 * The reference data inside jobs and location resolution, learnt over the space of
 * deployments: drawn on every dimension they carry (salary and routing type names,
 * employers, amount notations, location names, towns, namesakes, ids and the collection's
 * path), each deployment's learnt fake answers every exchange of the differential proof
 * (seed run and edges) like it, values of these members included. The regressions of the
 * issue: the names a deployment gives salary and routing types, its places and ids.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { deploymentOf } from "./support/space/deployment.js";
import { referenceDeploymentArb } from "./support/space/reference-space.js";

const RUN = { seed: 11, numRuns: 1, only: ["model", "requests"] as const };

const described = ({ differing }: DifferentialSummary) =>
  differing.map(
    ({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
  );

it("learns fakes of drawn deployments that no exchange tells apart, values inside jobs included", {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(referenceDeploymentArb(), async (drawn) => {
      const dialect = await learntDialect(drawn.target);
      const summary = await compareWithFake(drawn.target, dialect, RUN);
      expect(summary.compared, drawn.describe()).toBeGreaterThan(50);
      expect(described(summary), drawn.describe()).toEqual([]);
    }),
    { numRuns: 4, seed: 20_261_206 },
  );
});

async function createdBy(dialect: Dialect, job: Record<string, unknown>) {
  const fake = createJobsServer({ dialect });
  const response = await fake.fetch(
    new Request("http://fake.test/api/v1.1/jobs", {
      method: "POST",
      headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      body: JSON.stringify(job),
    }),
  );
  return response.json();
}

const JOB = {
  title: "Deckhand",
  description: "<p>Seasonal.</p>",
  locations: [{ description: "Richmond, ON" }, { description: "Gimli, MB" }],
  categories: [{ id: 1 }],
  positionType: { id: 1 },
  salary: { amount: 41_000, type: { id: 5 } },
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://example.org/apply",
};

it("writes the salary and routing type names, employer and places of the deployment it was learnt from", async () => {
  const drawn = deploymentOf({
    salaryTypeNames: "per-unit",
    routingTypeNames: "upper",
    employers: "large-ids",
    towns: "shared-names",
    locationNames: "city-province-country",
    locationIds: "from-80000",
  });
  const job = await createdBy(await learntDialect(drawn.target), JOB);
  expect(job.salary.type).toEqual({ id: 5, name: "Hourly wage", unit: "per hour" });
  expect(job.applicantRoutingType).toEqual({ id: 2, name: "EXTERNAL_URL" });
  expect(job.employer).toEqual({ id: 2_000_000_001, name: "Northern Lights Logistics Inc." });
  // Richmond, ON is held; Gimli is new, written by the deployment's rule after its highest id.
  expect(job.locations[0]).toEqual({
    id: 80_002,
    name: "Richmond, ON, Canada",
    description: "Richmond, ON",
    type: "city",
  });
  expect(job.locations[1]).toMatchObject({ name: "Gimli, MB, Canada", description: "Gimli, MB", type: "city" });
  expect(job.locations[1].id).toBeGreaterThan(80_003);
});
