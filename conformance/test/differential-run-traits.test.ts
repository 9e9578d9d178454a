/**
 * What the differential proof names beyond one exchange's shape: the order of a link's
 * parameters and the page it names, the order of an object's members, and over the whole
 * run how new ids follow one another and whether fractions of a second are real.
 */
import { expect, it } from "vitest";
import { compareExchanges } from "../src/differential/compare.js";
import { type ExchangePair, summarise } from "../src/differential/mirror.js";
import { compareRuns, fractionKind, idAllocation, tieOrder } from "../src/differential/run-traits.js";
import type { Exchange } from "../src/differential/view.js";

const JSON_TYPE = { "content-type": "application/json" };

const answer = (url: string, body: unknown, method = "GET", status = 200): Exchange => ({
  request: { method, url },
  status,
  headers: JSON_TYPE,
  body: JSON.stringify(body),
});

const created = (ids: number[], publishDate = "2026-11-21T15:04:05Z") =>
  ids.map((id) => answer("/api/v1.1/jobs", { id, publishDate }, "POST", 201));

it("names links whose query parameters come in another order", () => {
  const url = "/api/v1.1/jobs?q=a&pageSize=1";
  const left = answer(url, { paging: { next: "/api/v1.1/jobs?page=2&pageSize=1&q=a" } });
  const right = answer(url, { paging: { next: "/api/v1.1/jobs?q=a&pageSize=1&page=2" } });
  expect(compareExchanges(left, right)).toEqual([
    { aspect: "link-query", at: "$.paging.next", left: "page,pageSize,q to +1", right: "q,pageSize,page to +1" },
  ]);
});

it("names a previous link past the last page that names another page", () => {
  const url = "/api/v1.1/jobs?pageSize=1&page=5";
  const left = answer(url, { paging: { previous: "/api/v1.1/jobs?pageSize=1&page=2" } });
  const right = answer(url, { paging: { previous: "/api/v1.1/jobs?pageSize=1&page=4" } });
  expect(compareExchanges(left, right).map(({ aspect, left: l, right: r }) => [aspect, l, r])).toEqual([
    ["link-query", "pageSize,page to -3", "pageSize,page to -1"],
  ]);
});

it("names members in another order, over the members both sides have", () => {
  const left = answer("/api/v1.1/jobs/1", { id: 1, salary: { amount: 1, type: { id: 1, name: "a" } }, version: 2 });
  const right = answer("/api/v1.1/jobs/1", { salary: { type: { name: "a", id: 1 }, amount: 1 }, id: 1 });
  const orders = compareExchanges(left, right).filter(({ aspect }) => aspect === "member-order");
  expect(orders.map(({ at, left: l, right: r }) => [at, l, r])).toEqual([
    ["$", "id,salary", "salary,id"],
    ["$.salary", "amount,type", "type,amount"],
    ["$.salary.type", "id,name", "name,id"],
  ]);
});

it("reads new ids as a step and the scale of the first", () => {
  expect(idAllocation(created([7, 20, 33]))).toBe("+13 from small ids");
  expect(idAllocation(created([100_000, 100_001]))).toBe("+1 from large ids");
  expect(idAllocation(created([1_004_242, 5_100_000, 5_100_007]))).toBe("rising irregularly from large ids");
  expect(idAllocation(created([2_147_000_000, 2_100_000_000]))).toBe("unordered from near the Int32 limit ids");
  expect(idAllocation(created([1]))).toBeUndefined();
});

it("reads creates that overlapped in time in the order of their ids: either may have been taken first", () => {
  const at = (sent: number, answered: number) => ({ sent, answered });
  const [first, second, third] = created([7, 9, 8]);
  const run = [
    { ...(first as Exchange), at: at(0, 2) },
    { ...(second as Exchange), at: at(3, 6) },
    { ...(third as Exchange), at: at(4, 7) },
  ];
  expect(idAllocation(run)).toBe("+1 from small ids");
  // Answered in another order than sent (a mirror keeps a pair once both sides answered).
  expect(idAllocation([run[2], run[0], run[1]] as Exchange[])).toBe("+1 from small ids");
  // Made one after the other, the same ids are out of order.
  expect(idAllocation(run.map((exchange, index) => ({ ...exchange, at: at(index * 10, index * 10 + 1) })))).toBe(
    "unordered from small ids",
  );
});

it("reads fractions of a second as real once one is not zero", () => {
  expect(fractionKind(created([1, 2], "2026-11-21T15:04:05.000Z"))).toBe("always zero");
  expect(fractionKind([...created([1], "2026-11-21T15:04:05.000Z"), ...created([2], "2026-11-21T15:04:05.120Z")])).toBe(
    "real",
  );
  expect(fractionKind(created([1, 2]))).toBeUndefined();
});

it("names random ids there and sequential ids here as a difference of the whole run", () => {
  const pairs: ExchangePair[] = created([4_810_233, 1_022_871, 7_700_002]).map((left, index) => ({
    left,
    right: created([index + 1])[0] as Exchange,
  }));
  const { differing } = summarise(pairs, "as-shown");
  expect(differing).toEqual([
    {
      request: { method: "*", url: "(the whole run)" },
      differences: [{ aspect: "id-allocation", at: "", left: "unordered from large ids", right: "+1 from small ids" }],
    },
  ]);
});

it("names real fractions there and .000 here", () => {
  const there = [...created([1], "2026-11-21T15:04:05.318Z"), ...created([2], "2026-11-21T15:04:06.922Z")];
  const here = created([1, 2], "2026-11-21T15:04:05.000Z");
  expect(compareRuns(there, here)).toEqual([{ aspect: "fraction", at: "", left: "real", right: "always zero" }]);
});

const listed = (...jobs: Array<[number, string]>) =>
  answer("/api/v1.1/jobs", { data: jobs.map(([id, publishDate]) => ({ id, publishDate })) });
const [noon, one] = ["2026-11-21T12:00:00Z", "2026-11-21T13:00:00Z"];
const BY_ID_HIGHEST = "ties by id, highest first";
const BY_ID_LOWEST = "ties by id, lowest first";
const FINER = ", or newest first by a finer time kept";

it("reads which of two jobs of one publishDate lists show first as the orders of ties that list them so", () => {
  expect(tieOrder([listed([1, one], [6_559_799, noon], [1_004_242, noon])])).toEqual([
    BY_ID_HIGHEST,
    `${BY_ID_HIGHEST}${FINER}`,
  ]);
  expect(tieOrder([listed([1_004_242, noon], [6_559_799, noon])])).toEqual([BY_ID_LOWEST, `${BY_ID_LOWEST}${FINER}`]);
  expect(tieOrder([listed([3, noon], [2, noon], [4, noon])])).toEqual(["ties in no order of ids"]);
  expect(tieOrder([listed([9, one], [1, noon])])).toBeUndefined();
  // A collection's items have no publishDate: no two of them are a tie.
  expect(tieOrder([answer("/api/v1.1/jobcategories", { data: [{ id: 100 }, { id: 101 }] })])).toBeUndefined();
});

it("reads ties listed newest first against their ids as a finer time kept than written", () => {
  // Made in the order 5, 2, 9 within one written second; listed newest first.
  const run = [...created([5, 2, 9], noon), listed([9, noon], [2, noon], [5, noon])];
  expect(tieOrder(run)).toEqual([`${BY_ID_HIGHEST}${FINER}`, `${BY_ID_LOWEST}${FINER}`]);
});

it("names ties listed by id there and by creation here, where ids are not handed out rising", () => {
  // Jobs made at one instant got 1,004,242, then 6,559,799, then 3,115,356: listed by id there, in no order here.
  const [there, here] = [
    [6_559_799, 3_115_356, 1_004_242],
    [3_115_356, 6_559_799, 1_004_242],
  ].map((ids) => [answer("/api/v1.1/jobs", { data: ids.map((id) => ({ id, publishDate: "2026-11-21T12:00:00Z" })) })]);
  expect(compareRuns(there as Exchange[], here as Exchange[])).toEqual([
    {
      aspect: "tie-order",
      at: "",
      left: `${BY_ID_HIGHEST} | ${BY_ID_HIGHEST}${FINER}`,
      right: "ties in no order of ids",
    },
  ]);
});

it("takes runs whose ties one order explains as alike: jobs of one millisecond tie by id where a finer time is kept", () => {
  // There, jobs made apart listed newest first; here, jobs made at one millisecond, by lowest id.
  const there = [...created([5, 2, 9], noon), listed([9, noon], [2, noon], [5, noon])];
  const here = [...created([5, 2, 9], noon), listed([2, noon], [5, noon], [9, noon])];
  expect(compareRuns(there, here)).toEqual([]);
  const byHighestId = [...created([5, 2, 9], noon), listed([9, noon], [5, noon], [2, noon])];
  expect(compareRuns(here, byHighestId)).toEqual([
    {
      aspect: "tie-order",
      at: "",
      left: `${BY_ID_LOWEST} | ${BY_ID_LOWEST}${FINER}`,
      right: `${BY_ID_HIGHEST} | ${BY_ID_HIGHEST}${FINER}`,
    },
  ]);
});

it("names jobs made apart in time listed newest first there and by lowest id here", () => {
  // Made 20 ms apart within one written second: a finer time kept lists the newer first.
  const made = (ids: number[]) =>
    created(ids, noon).map((exchange, index) => ({ ...exchange, at: { sent: index * 20, answered: index * 20 + 1 } }));
  const there = [...made([5, 6]), listed([6, noon], [5, noon])];
  const here = [...made([5, 6]), listed([5, noon], [6, noon])];
  expect(tieOrder(here)).toEqual([BY_ID_LOWEST]);
  expect(compareRuns(there, here)).toEqual([
    {
      aspect: "tie-order",
      at: "",
      left: `${BY_ID_HIGHEST} | ${BY_ID_HIGHEST}${FINER} | ${BY_ID_LOWEST}${FINER}`,
      right: BY_ID_LOWEST,
    },
  ]);
});
