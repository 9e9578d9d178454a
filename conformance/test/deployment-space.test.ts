/**
 * The space of legal deployments itself: its dimensions rest on the interface document's
 * words, and every drawn deployment is a working service.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../src/index.js";
import { deploymentArb, deploymentOf } from "./support/space/deployment.js";
import { DIMENSIONS } from "./support/space/dimensions.js";
import { faultArb, faultyDeploymentArb, SEEDED_FAULTS } from "./support/space/seeded-faults.js";

const BASE = "http://jobs.space.test:8443";

const job = (categoryId: number, positionTypeId: number) => ({
  title: "Night Baker",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: categoryId }],
  positionType: { id: positionTypeId },
  description: "<p>Bread</p>",
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@bakery.example",
});

describe("the space of deployments", () => {
  it("has at least 40 dimensions, each with two values or more", () => {
    expect(DIMENSIONS.length).toBeGreaterThanOrEqual(40);
    for (const dimension of DIMENSIONS) {
      expect(dimension.values.length, dimension.name).toBeGreaterThanOrEqual(2);
      expect(new Set(dimension.values.map((value) => JSON.stringify(value))).size, dimension.name).toBe(
        dimension.values.length,
      );
    }
  });

  it("cites, for every dimension, words that leave it open", () => {
    for (const dimension of DIMENSIONS) {
      expect(dimension.citation.length, dimension.name).toBeGreaterThan(20);
    }
  });

  it("prints a deployment's choices as plain JSON, naming only those away from the plainest", () => {
    const drawn = deploymentOf({ lengthUnit: "utf16-units", closeDateTime: "end-of-day" });
    expect(JSON.parse(JSON.stringify(drawn.choices))).toEqual(drawn.choices);
    expect(drawn.describe()).toMatch(/: closeDateTime="end-of-day", lengthUnit="utf16-units"$/);
    expect(deploymentOf().describe()).toMatch(/the plainest deployment/);
  });

  it("draws deployments that each create a job and read it back", async () => {
    for (const drawn of fc.sample(deploymentArb(), { numRuns: 30, seed: 41 })) {
      const { target } = drawn;
      const server = target.create({ admin: false });
      const [categoryId = 0] = target.referenceIds?.categoryIds ?? [];
      const [positionTypeId = 0] = target.referenceIds?.positionTypeIds ?? [];
      const created = await server.fetch(
        new Request(`${BASE}/api/v1.1/jobs`, {
          method: "POST",
          headers: { "API-Key": target.keys[0] ?? "", "Content-Type": "application/json" },
          body: JSON.stringify(job(categoryId, positionTypeId)),
        }),
      );
      expect([200, 201], drawn.describe()).toContain(created.status);
      const { id } = (await created.json()) as { id: number };
      expect(Number.isInteger(id) && id > 0 && id <= 2_147_483_647, drawn.describe()).toBe(true);
      const read = await server.fetch(
        new Request(`${BASE}/api/v1.1/jobs/${id}`, { headers: { "API-Key": target.keys[0] ?? "" } }),
      );
      expect(read.status, drawn.describe()).toBe(200);
    }
  });

  it("draws random ids unordered from the first jobs on, and rising ids by uneven gaps", async () => {
    const idsOfNew = async (jobIds: "random-in-range" | "rising-random") => {
      const { target } = deploymentOf({ jobIds });
      const server = target.create({ admin: false });
      const ids: number[] = [];
      for (let made = 0; made < 6; made++) {
        const created = await server.fetch(
          new Request(`${BASE}/api/v1.1/jobs`, {
            method: "POST",
            headers: { "API-Key": target.keys[0] ?? "", "Content-Type": "application/json" },
            body: JSON.stringify(
              job(target.referenceIds?.categoryIds[0] ?? 0, target.referenceIds?.positionTypeIds[0] ?? 0),
            ),
          }),
        );
        ids.push(((await created.json()) as { id: number }).id);
      }
      return { ids, steps: ids.slice(1).map((id, index) => id - (ids[index] as number)) };
    };
    const unordered = await idsOfNew("random-in-range");
    expect(
      unordered.steps.some((step) => step < 0),
      `ids ${unordered.ids}`,
    ).toBe(true);
    expect(new Set(unordered.ids).size).toBe(6);
    const rising = await idsOfNew("rising-random");
    expect(
      rising.steps.every((step) => step > 0),
      `ids ${rising.ids}`,
    ).toBe(true);
    expect(new Set(rising.steps).size, `ids ${rising.ids}`).toBeGreaterThan(1);
  });

  it("shrinks a deployment towards the plainest one", () => {
    const failing = fc.check(
      fc.property(deploymentArb(), (drawn) => drawn.choices.lengthUnit !== "utf16-units"),
      { seed: 7, numRuns: 200 },
    );
    expect(failing.failed).toBe(true);
    const [shrunk] = failing.counterexample ?? [];
    expect(shrunk?.describe()).toMatch(/: lengthUnit="utf16-units"$/);
  });

  it("draws every seeded fault, each naming a requirement of the catalogue", () => {
    const drawn = new Set(fc.sample(faultArb, { numRuns: 800, seed: 3 }).map((fault) => fault.id));
    expect(drawn.size).toBe(SEEDED_FAULTS.length);
    for (const fault of SEEDED_FAULTS) {
      expect(
        CATALOGUE.some((entry) => entry.id === fault.requirement && entry.level === "seed"),
        fault.id,
      ).toBe(true);
    }
  });

  it("says why a pair's fault cannot be seen where no run could see it", () => {
    const pairs = fc.sample(faultyDeploymentArb({ admin: false }), { numRuns: 300, seed: 5 });
    const refresh = pairs.filter(({ fault }) => fault.id === "refresh-every-8-days");
    expect(refresh.length).toBeGreaterThan(0);
    expect(refresh.every(({ unobservable }) => unobservable === "needs clock control")).toBe(true);
    expect(pairs.filter(({ unobservable }) => unobservable === undefined).length).toBeGreaterThan(250);
  });
});
