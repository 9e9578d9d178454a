// The one check of "is this a job" that the SDK applies to its answers and hands to callers
// (the CLI) with the fields they read.
import { expect, it } from "vitest";
import { jobFlaw, jobPageFlaw } from "../src/index.js";

const job = { id: 7, title: "Nurse", locations: [{ description: "Halifax" }], employer: { id: 1 } };

it("takes a job with an integer id and only the fields it is asked about", () => {
  expect(jobFlaw(job)).toBeUndefined();
  expect(jobFlaw({ id: 7 }, {})).toBeUndefined();
  expect(jobFlaw(job, { title: "string", locations: "array", employer: "object", id: "number" })).toBeUndefined();
});

it("names the first field a caller reads that does not hold its kind", () => {
  expect(jobFlaw("<html>")).toBe("not an object");
  expect(jobFlaw({ id: "7" })).toBe("no integer id");
  expect(jobFlaw({ ...job, title: 3 }, { title: "string" })).toBe("title is not a string");
  expect(jobFlaw({ ...job, employer: [] }, { employer: "object" })).toBe("employer is not an object");
  expect(jobFlaw({ ...job, locations: "Halifax" }, { locations: "array" })).toBe("locations is not an array");
  expect(jobFlaw({ ...job, locations: ["Halifax"] }, { locations: "array" })).toBe(
    "locations holds something that is not an object",
  );
});

it("names the header at fault in a page, and a page without its data or paging", () => {
  const paging = { total: 1, page: 1, pages: 1, pageSize: 25, previous: null, next: null };
  expect(jobPageFlaw({ data: [job], paging }, { title: "string" })).toBeUndefined();
  expect(jobPageFlaw({ data: [job, { id: 8 }], paging }, { title: "string" })).toBe("data[1]: title is not a string");
  expect(jobPageFlaw({ paging })).toBe("no data list");
  expect(jobPageFlaw({ data: [] })).toBe("no paging");
});
