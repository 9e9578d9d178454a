// One reading of reference collections for the suite and the clients: items found by their
// shape in whatever envelope a deployment wraps them, or at the envelope a dialect names.
import { expect, it } from "vitest";
import { readCollection, readCollectionAt, readCollectionItems } from "../src/collection.js";

const ITEMS = [
  { id: 1, name: "Full Time" },
  { id: 2, name: "Part Time" },
];

it.each([
  ["array", ITEMS],
  ["data", { data: ITEMS }],
  ["items", { items: ITEMS, total: 2 }],
  ["data.categories", { data: { categories: ITEMS } }],
  ["_embedded.positiontypes", { _embedded: { positiontypes: ITEMS }, _links: { self: { href: "/x" } } }],
  ["data", { data: ITEMS, links: [{ id: 9, rel: "self" }] }],
])("finds the items at %s by their shape", (envelope, body) => {
  expect(readCollection(body)).toEqual({ envelope, items: ITEMS });
  expect(readCollectionAt(body, envelope)).toEqual(ITEMS);
});

it("reads nothing where two arrays fit and no common envelope settles it, or none does", () => {
  expect(readCollection({ first: ITEMS, second: ITEMS })).toBeUndefined();
  expect(readCollection({ data: [{ name: "no id" }] })).toBeUndefined();
  expect(readCollection("text")).toBeUndefined();
});

it("gives a client an empty list in any envelope as no items, and nothing for an answer with no list", () => {
  for (const body of [[], { data: [] }, { items: [], total: 0 }, { _embedded: { locations: [] } }]) {
    expect(readCollectionItems(body)).toEqual([]);
  }
  expect(readCollectionItems({ message: "hello" })).toBeUndefined();
  expect(readCollectionItems({ items: ITEMS })).toEqual(ITEMS);
});

it("reads only at the envelope a dialect names", () => {
  expect(readCollectionItems({ data: ITEMS }, "data")).toEqual(ITEMS);
  expect(readCollectionItems(ITEMS, "data")).toBeUndefined();
  expect(readCollectionItems({ data: ITEMS }, "array")).toBeUndefined();
  expect(readCollectionItems({ data: [] }, "data")).toEqual([]);
});
