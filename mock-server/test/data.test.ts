import { createSpecValidator } from "@jobs-toolkit/spec/validator";
import { expect, it } from "vitest";
import categories from "../data/job-categories.json" with { type: "json" };
import locations from "../data/locations.json" with { type: "json" };
import positionTypes from "../data/position-types.json" with { type: "json" };
import { createCollections, PROVINCE_CODES } from "../src/core/domain/collections.js";

const validator = await createSpecValidator();

it("seeds at least 150 Canadian municipalities, each with a province or territory code", () => {
  expect(locations.length).toBeGreaterThanOrEqual(150);
  for (const { province } of locations) {
    expect(PROVINCE_CODES.has(province)).toBe(true);
  }
  expect(new Set(locations.map(({ name, province }) => `${name}, ${province}`)).size).toBe(locations.length);
});

it("includes city names that several provinces share, so the ambiguity rule is real", () => {
  const counts = new Map<string, number>();
  for (const { name } of locations) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  expect([...counts.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(5);
});

it("ships about 25 job categories and the seven position types", () => {
  expect(categories.length).toBeGreaterThanOrEqual(20);
  expect(positionTypes).toHaveLength(7);
});

it("makes every collection member valid against the spec's schemas", async () => {
  const collections = createCollections();
  for (const location of collections.locations.all()) {
    expect(await validator.checkSchema("Location", location)).toEqual([]);
  }
  for (const category of collections.categories.values()) {
    expect(await validator.checkSchema("Category", category)).toEqual([]);
  }
  for (const type of collections.positionTypes.values()) {
    expect(await validator.checkSchema("PositionType", type)).toEqual([]);
  }
  for (const type of collections.salaryTypes.values()) {
    expect(await validator.checkSchema("SalaryType", type)).toEqual([]);
  }
  for (const type of collections.routingTypes.values()) {
    expect(await validator.checkSchema("ApplicantRoutingType", type)).toEqual([]);
  }
});
