import fc from "fast-check";
import { expect, it } from "vitest";
import { OrderedIndex } from "../../src/core/lib/ordered-index.js";

const byValue = (left: number, right: number) => left - right;

it("agrees with a sorted array under any sequence of inserts and deletes", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 2_000 })), { maxLength: 3_000 }),
      (operations) => {
        const index = new OrderedIndex(byValue);
        const model: number[] = [];
        for (const [isInsert, value] of operations) {
          const position = model.indexOf(value);
          if (isInsert && position === -1) {
            index.insert(value);
            model.push(value);
            model.sort(byValue);
          } else if (!isInsert) {
            expect(index.delete(value)).toBe(position !== -1);
            if (position !== -1) {
              model.splice(position, 1);
            }
          }
        }
        expect(index.size).toBe(model.length);
        expect([...index]).toEqual(model);
        for (const [rank, item] of model.entries()) {
          if (rank % 97 === 0) {
            expect(index.at(rank)).toBe(item);
            expect(index.slice(rank, 13)).toEqual(model.slice(rank, rank + 13));
            expect(index.rankOf(item)).toBe(rank);
          }
        }
        expect(index.at(model.length)).toBeUndefined();
      },
    ),
    { numRuns: 40 },
  );
});

it("finds any rank among a million items without walking them", () => {
  const index = new OrderedIndex(byValue);
  for (let value = 0; value < 1_000_000; value += 1) {
    index.insert(value);
  }
  expect(index.at(999_999)).toBe(999_999);
  expect(index.slice(500_000, 3)).toEqual([500_000, 500_001, 500_002]);
  expect(index.delete(500_000)).toBe(true);
  expect(index.at(500_000)).toBe(500_001);
});

it("keeps order and ranks when every insert is a new first item, as new jobs are", () => {
  const index = new OrderedIndex(byValue);
  const count = 5_000;
  for (let value = count - 1; value >= 0; value -= 1) {
    index.insert(value);
  }
  const model = Array.from({ length: count }, (_, value) => value);
  expect([...index]).toEqual(model);
  for (const rank of [0, 1, 255, 256, 257, 2_500, count - 1]) {
    expect(index.at(rank)).toBe(rank);
    expect(index.rankOf(rank)).toBe(rank);
  }
  expect(index.slice(250, 10)).toEqual(model.slice(250, 260));
  expect(index.filter((value) => value % 3 === 0).slice(85, 3)).toEqual([255, 258, 261]);
  for (let value = 0; value < count; value += 2) {
    expect(index.delete(value)).toBe(true);
  }
  expect([...index]).toEqual(model.filter((value) => value % 2 === 1));
  expect(index.at(128)).toBe(257);
});

it("replaces an item in place by one that sorts the same, and refuses one no item sorts with", () => {
  type Item = { key: number; version: number };
  const index = new OrderedIndex<Item>((left, right) => left.key - right.key);
  for (let key = 0; key < 1_000; key += 2) {
    index.insert({ key, version: 1 });
  }
  expect(index.replace({ key: 500, version: 2 })).toBe(true);
  expect(index.replace({ key: 501, version: 2 })).toBe(false);
  expect(index.size).toBe(500);
  expect(index.at(250)).toEqual({ key: 500, version: 2 });
  expect(index.rankOf({ key: 500, version: 3 })).toBe(250);
});
