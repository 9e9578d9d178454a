/** The acceptance a dialect learnt, applied to a body before the reference rules read it. */
import type { Acceptance } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { acceptedBody, shownMembers } from "../../../src/core/rules/acceptance.js";
import { Violations } from "../../../src/core/rules/violations.js";
import { createJobsServer } from "../../../src/index.js";
import { validJob } from "../../support/jobs.js";

const read = (body: Record<string, unknown>, acceptance: Parameters<typeof acceptedBody>[1], change = "create") => {
  const v = new Violations();
  const accepted = acceptedBody(body, acceptance, change as "create", v);
  return { accepted, pointers: v.list.map(({ pointer }) => pointer) };
};

/** The answer's body to a create naming `locations`, on a server with the dialect's `acceptance`. */
const createdWith = async (acceptance: Acceptance, locations: unknown) => {
  const server = createJobsServer({ dialect: { acceptance } });
  const response = await server.fetch(
    new Request("http://jobs.test/api/v1.1/jobs", {
      method: "POST",
      headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      body: JSON.stringify({ ...validJob(), locations }),
    }),
  );
  return response.json();
};

it("leaves a body as sent where the dialect learnt no acceptance", () => {
  const body = { status: "ACTIVE", colour: "blue" };
  expect(read(body, {}).accepted).toBe(body);
});

it("folds a status to lower case and trims title and referenceId where the deployment does", () => {
  const { accepted } = read(
    { status: "ACTIVE", title: "  Nurse  ", referenceId: "   " },
    { statusUpperCase: "lower-cased", surroundingSpaces: "trimmed" },
  );
  expect(accepted).toEqual({ status: "active", title: "Nurse", referenceId: null });
});

it("cuts six decimals to four, rounded or truncated as learnt", () => {
  const salary = { amount: 12.345678, maxAmount: 20.00005, type: { id: 1 } };
  expect(read({ salary }, { sixDecimals: "rounded" }).accepted.salary).toMatchObject({
    amount: 12.3457,
    maxAmount: 20.0001,
  });
  expect(read({ salary }, { sixDecimals: "truncated" }).accepted.salary).toMatchObject({
    amount: 12.3456,
    maxAmount: 20,
  });
});

it("reads strings that spell Booleans and numbers as what they spell where the deployment coerces", () => {
  const { accepted } = read(
    {
      confidential: "true",
      categories: [{ id: "12" }],
      positionType: { id: "1" },
      salary: { amount: "50000", type: { id: "1" }, plusCommission: "false" },
    },
    { stringBoolean: "coerced", stringNumber: "coerced" },
  );
  expect(accepted).toEqual({
    confidential: true,
    categories: [{ id: 12 }],
    positionType: { id: 1 },
    salary: { amount: 50_000, type: { id: 1 }, plusCommission: false },
  });
});

it("writes a title that is a number as text where the deployment does", () => {
  expect(read({ title: 12_345 }, { numberTitle: "stringified" }).accepted.title).toBe("12345");
});

it("gives a new job without description an empty one, but leaves an update's description alone", () => {
  expect(read({}, { noDescription: "empty" }).accepted.description).toBe("");
  expect(read({}, { noDescription: "empty" }, "update").accepted).not.toHaveProperty("description");
});

it("removes HTML comments from a description where the deployment removes them", () => {
  expect(read({ description: "<p>a</p><!-- b -->" }, { htmlComment: "removed" }).accepted.description).toBe("<p>a</p>");
});

it("refuses members the document does not name and id, where learnt, but never members a job shows", () => {
  const acceptance = { unknownMember: "refused", idMember: "refused" } as const;
  const v = new Violations();
  acceptedBody({ colour: "blue", id: 3, _links: {}, employer: {} }, acceptance, "create", v, new Set(["_links"]));
  expect(v.list.map(({ pointer }) => pointer)).toEqual(["/colour", "/id"]);
});

it("counts a title's length in UTF-16 units where the deployment does", () => {
  const title = "\u{1F600}".repeat(129);
  expect(read({ title }, { astralTitle: "refused" }).pointers).toEqual(["/title"]);
  expect(read({ title }, { astralTitle: "accepted" }).pointers).toEqual([]);
});

it("reads a closeDate without offset at the offset learnt", () => {
  const { accepted } = read({ closeDate: "2030-01-15T12:00" }, { dateWithoutOffset: "-05:00" });
  expect(accepted.closeDate).toBe("2030-01-15T12:00:00-05:00");
  expect(read({ closeDate: "2030-01-15T12:00:00Z" }, { dateWithoutOffset: "-05:00" }).accepted.closeDate).toBe(
    "2030-01-15T12:00:00Z",
  );
});

it("reads the location forms the deployment takes as City, XX and refuses those it refuses", async () => {
  const locations = [{ description: "Calgary AB" }, { description: "Banff,ab" }, { description: "Red Deer, ab" }];
  const created = await createdWith(
    { locationWithoutComma: "accepted", locationWithoutSpace: "accepted", lowerCaseProvince: "accepted" },
    locations,
  );
  expect(created.locations.map(({ description }: { description: string }) => description)).toEqual([
    "Calgary, AB",
    "Banff, AB",
    "Red Deer, AB",
  ]);
  const refused = await createdWith({ locationWithoutSpace: "refused", lowerCaseProvince: "refused" }, locations);
  expect(refused.errors.map(({ pointer }: { pointer: string }) => pointer)).toEqual([
    "/locations/0/description",
    "/locations/1/description",
    "/locations/2/description",
  ]);
});

it("refuses a location form the deployment refuses with that one violation, none for a place of its name", async () => {
  const { errors } = await createdWith({ locationWithoutComma: "refused" }, [{ description: "Toronto ON" }]);
  expect(errors.map(({ pointer, code }: { pointer: string; code: string }) => `${pointer} ${code}`)).toEqual([
    "/locations/0/description location_form",
  ]);
});

it("names the members a learnt job template shows, and none without one", () => {
  expect([...shownMembers({ body: { id: { $: "own" }, version: 1 } })]).toEqual(["id", "version"]);
  expect([...shownMembers(undefined)]).toEqual([]);
});
