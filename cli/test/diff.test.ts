import type { Job, JobUpsertFields } from "@jobs-toolkit/sdk";
import { beforeAll, expect, it } from "vitest";
import { creationChanges, diffJob, locationMatches } from "../src/sync/diff.js";
import { CLOSE_DAY, CLOSE_YEAR } from "./support/close-date.js";
import { createHarness, sampleJob } from "./support/in-process.js";

const { client } = createHarness();
let stored: Job;

const FILE = {
  referenceId: "REQ-1",
  title: "Nurse",
  description: "<p>Nights.</p>",
  closeDate: CLOSE_DAY,
  locations: [{ description: "moncton" }, { description: "Montreal , qc" }],
  categories: [{ id: 3 }, { id: 12 }],
  positionType: { id: 1 },
  salary: { amount: 52000.5, type: { id: 1 } },
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example/1",
  applicationEmail: "ignored@example.com",
};

beforeAll(async () => {
  await client.positionTypes.list();
  const input = { ...FILE, categories: [{ id: 12 }, { id: 3 }] } as JobUpsertFields;
  ({ job: stored } = await client.jobs.upsert("REQ-1", input));
});

it("finds nothing to change when the server holds what the file states, in its normalised form", () => {
  expect(stored.locations.map((location) => location.description)).toEqual(["Moncton, NB", "Montréal, QC"]);
  expect(stored.closeDate).toBe(`${CLOSE_DAY}T00:00:00Z`);
  expect(stored.applicationEmail).toBeNull();
  expect(diffJob(FILE, stored)).toEqual([]);
});

it("ignores read-only fields and what the file leaves out", () => {
  const exported = JSON.parse(JSON.stringify(stored));
  expect(diffJob(exported, stored)).toEqual([]);
  expect(diffJob({ referenceId: "REQ-1" }, stored)).toEqual([]);
});

it.each([
  [{ title: "Charge Nurse" }, [{ field: "title", from: "Nurse", to: "Charge Nurse" }]],
  [{ status: "active" }, [{ field: "status", from: "draft", to: "active" }]],
  [
    { closeDate: `${CLOSE_YEAR}-07-01` },
    [{ field: "closeDate", from: `${CLOSE_DAY}T00:00:00Z`, to: `${CLOSE_YEAR}-07-01` }],
  ],
  [{ closeDate: `${CLOSE_YEAR}-06-29T20:00:00-04:00` }, []],
  [
    { locations: [{ description: "Moncton, NB" }] },
    [{ field: "locations", from: ["Moncton, NB", "Montréal, QC"], to: ["Moncton, NB"] }],
  ],
  [{ categories: [{ id: 3 }] }, [{ field: "categories", from: [12, 3], to: [3] }]],
  [{ positionType: { id: 2 } }, [{ field: "positionType.id", from: 1, to: 2 }]],
  [
    { salary: { amount: 52000.5, maxAmount: 60000, type: { id: 1 } } },
    [{ field: "salary.maxAmount", from: null, to: 60000 }],
  ],
  [{ salary: { amount: 52000.5, type: { id: 1 }, plusCommission: false } }, []],
  [
    { salary: null },
    [{ field: "salary", from: { amount: 52000.5, maxAmount: null, type: { id: 1 }, plusCommission: false }, to: null }],
  ],
  [
    { applicationUrl: "https://careers.example/2" },
    [{ field: "applicationUrl", from: "https://careers.example/1", to: "https://careers.example/2" }],
  ],
  [
    { applicantRoutingType: { id: 1 }, applicationEmail: "a@example.com" },
    [
      { field: "applicantRoutingType.id", from: 2, to: 1 },
      { field: "applicationEmail", from: null, to: "a@example.com" },
    ],
  ],
])("diffs %j field by field", (file, changes) => {
  expect(diffJob({ ...file }, stored)).toEqual(changes);
});

it("matches bare cities and City, XX case- and accent-insensitively", () => {
  const location = { id: 1, name: "Montréal", description: "Montréal, QC", type: "City" };
  expect(
    ["montreal", "MONTRÉAL", "Montreal,QC", "montréal, qc"].map((text) => locationMatches(text, location)),
  ).toEqual([true, true, true, true]);
  expect(["Montreal, ON", "Laval", 3].map((text) => locationMatches(text, location))).toEqual([false, false, false]);
});

it.each([
  ["Halifax", "Halifax, Nova Scotia, Canada"],
  ["Halifax NS", "Halifax, NS"],
  ["Halifax (NS)", "Halifax, NS"],
  ["Halifax, Nova Scotia", "Halifax, NS"],
])("matches Halifax, NS with a place the deployment writes as %s / %s", (name, description) => {
  const place = { id: 9, name, description, type: "City" };
  expect(["Halifax, NS", "halifax,ns", "Halifax"].map((text) => locationMatches(text, place))).toEqual([
    true,
    true,
    true,
  ]);
  expect(["Halifax, ON", "Halifax, XX", "Hali", "Halifax Harbour"].map((text) => locationMatches(text, place))).toEqual(
    [false, false, false, false],
  );
});

it("tells a city from a longer one that starts with its name", () => {
  const place = { id: 9, name: "Saint John NB", description: "Saint John, NB", type: "CITY" };
  expect(["Saint, NB", "Saint"].map((text) => locationMatches(text, place))).toEqual([false, false]);
});

it("compares a closeDate with a deployment that writes the date alone at that precision", () => {
  const dateOnly = { ...stored, closeDate: "2027-06-30" };
  expect(diffJob({ closeDate: "2027-06-30T17:00:00Z" }, dateOnly)).toEqual([]);
  expect(diffJob({ closeDate: "2027-07-01T01:00:00+02:00" }, dateOnly)).toEqual([]);
  expect(diffJob({ closeDate: "2027-07-01T17:00:00Z" }, dateOnly)).toEqual([
    { field: "closeDate", from: "2027-06-30", to: "2027-07-01T17:00:00Z" },
  ]);
});

it("lists every field a new job gets, without its referenceId", () => {
  expect(
    creationChanges(sampleJob({ referenceId: "X" }) as Record<string, unknown>).map((change) => change.field),
  ).toEqual([
    "title",
    "description",
    "locations",
    "categories",
    "positionType",
    "applicantRoutingType",
    "applicationUrl",
  ]);
});

it.each([
  ["2027-06-30T00:00:00.000+00:00", "2027-06-30"],
  ["2027-06-30T00:00:00+0000", "2027-06-30"],
  ["2027-06-30T02:00:00+02:00", "2027-06-30T00:00:00Z"],
  // A deployment that writes no offset means UTC, as the API's dates are.
  ["2027-06-30T00:00:00", "2027-06-30"],
  ["2027-06-30", "2027-06-30T00:00:00Z"],
])("reads a deployment's closeDate %s as the instant %s names, wherever the CLI runs", (served, sent) => {
  // Node reads TZ afresh when it changes: a time zone west of UTC would show a local reading.
  const zone = process.env.TZ;
  process.env.TZ = "America/Toronto";
  try {
    expect(diffJob({ closeDate: sent }, { ...stored, closeDate: served })).toEqual([]);
  } finally {
    if (zone === undefined) {
      delete process.env.TZ;
    } else {
      process.env.TZ = zone;
    }
  }
});
