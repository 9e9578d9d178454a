import { expect, it } from "vitest";
import { createLocationPool } from "../src/arbitraries/location-pool.js";
import type { TargetInfo } from "../src/context.js";
import { DAY } from "../src/dates.js";
import { JobModel, listMatches, statusMove } from "../src/model/job-model.js";
import { refreshedPublishDate } from "../src/properties/time.js";

const target = (locations: TargetInfo["locations"]): TargetInfo => ({
  categories: [{ id: 1, name: "A" }],
  positionTypes: [{ id: 1, name: "Full Time" }],
  locations,
  bareCities: [],
  taught: [],
  clock: false,
  plans: [],
  notes: [],
  setup: [],
});

it("refreshes publishDate in whole 7-day steps, never past closeDate", () => {
  expect(refreshedPublishDate(0, 60 * DAY, 6 * DAY, true)).toBe(0);
  expect(refreshedPublishDate(0, 60 * DAY, 15 * DAY, true)).toBe(14 * DAY);
  expect(refreshedPublishDate(0, 20 * DAY, 30 * DAY, true)).toBe(14 * DAY);
  expect(refreshedPublishDate(0, 60 * DAY, 30 * DAY, false)).toBe(0);
});

it("allows every status move but back to draft", () => {
  expect(statusMove("active", "archived")).toBe("allowed");
  expect(statusMove("archived", "active")).toBe("allowed");
  expect(statusMove("draft", "active")).toBe("allowed");
  expect(statusMove("draft", "draft")).toBe("allowed");
  expect(statusMove("active", "draft")).toBe("conflict");
  expect(statusMove("archived", "draft")).toBe("conflict");
});

it("lists matches of q in title or referenceId ignoring case, newest first, then by id", () => {
  const model = new JobModel("ns", 1, undefined);
  const job = (id: number, title: string, referenceId: string | null, publishDate: string) =>
    model.store({ actor: 0, id, body: { id, title, referenceId, publishDate, status: "draft" } });
  job(1, "ns Nurse", null, "2026-01-01T00:00:00Z");
  job(2, "ns Cook", "NS-r1", "2026-01-02T00:00:00Z");
  job(3, "other", null, "2026-01-02T00:00:00Z");
  job(4, "ns Welder", null, "2026-01-02T00:00:00Z");
  expect(listMatches(model, 0, "ns").map((j) => j.id)).toEqual([4, 2, 1]);
  expect(listMatches(model, 0, "ns-R1").map((j) => j.id)).toEqual([2]);
});

it("draws the same location pool whether or not an earlier run added its own towns", () => {
  const known = [
    { id: 1, name: "Toronto", description: "Toronto, ON", type: "City" },
    { id: 2, name: "Victoria", description: "Victoria, BC", type: "City" },
    { id: 3, name: "Victoria", description: "Victoria, PE", type: "City" },
  ];
  const before = createLocationPool(target(known));
  const after = createLocationPool(
    target([...known, { id: 9, name: "Tofino", description: "Tofino, BC", type: "City" }]),
  );
  expect(after.choices).toEqual(before.choices);
  expect(before.ambiguous).toEqual(["Victoria"]);
  expect(before.choices.find((choice) => choice.text === "Toronto")?.kind).toBe("bare");
});
