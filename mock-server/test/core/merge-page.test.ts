/**
 * A list page merges the jobs whose date stands still with the auto-refreshing ones. Each
 * moving job is a rank lookup and a date computed on the spot, so a page reads each of
 * those it compares once more after the search that finds where the page starts, not once
 * per job of the page. That search gallops from the fewest moving jobs that can come
 * before the page, so its lookups grow with the log of how many do, not of how many
 * there are: a page of fixed-date jobs ahead of 20,000 moving ones reads one of them.
 * The order itself is proved in auto-refresh-order.test.ts.
 */
import { expect, it } from "vitest";
import type { JobRecord } from "../../src/core/domain/job-record.js";
import { type Dated, type DatedView, DEFAULT_ORDER, mergePage } from "../../src/core/domain/listing.js";
import { OrderedIndex } from "../../src/core/lib/ordered-index.js";

const record = (id: number, sortDate: number) => ({ id, sortDate, publishDate: sortDate }) as JobRecord;

/** `size` moving jobs in list order, the one at rank r dated `date(r)`, counting the reads of each rank. */
function movingJobs(size: number, date: (rank: number) => number) {
  const reads = new Map<number, number>();
  const view: DatedView = {
    size,
    at(rank): Dated {
      reads.set(rank, (reads.get(rank) ?? 0) + 1);
      return { record: record(1_000_000 - rank, date(rank)), publishDate: date(rank) };
    },
  };
  return { view, reads };
}

function fixedJobs(count: number, newest: number): OrderedIndex<JobRecord> {
  const index = new OrderedIndex(DEFAULT_ORDER.stored);
  for (let id = 1; id <= count; id += 1) {
    index.insert(record(id, newest - id));
  }
  return index;
}

it("reads only the first moving job behind a page of fixed-date jobs, not one per job of the page", () => {
  const { view, reads } = movingJobs(20_000, () => 0);
  const page = mergePage(DEFAULT_ORDER, fixedJobs(10_000, 1_000_000), view, 4_900, 100);
  expect(page.map((item) => item.record.id)).toEqual(Array.from({ length: 100 }, (_, index) => 4_901 + index));
  expect([...reads]).toEqual([[0, 2]]);
});

it("finds how many moving jobs come before a page in lookups that grow with the log of that count", () => {
  // One moving job in every 102 items from the top: 48 of them come before page 50 of 100.
  const { view, reads } = movingJobs(20_000, (rank) => 1_000_000 - 101 * rank - 50);
  const page = mergePage(DEFAULT_ORDER, fixedJobs(10_000, 1_000_000), view, 4_900, 100);
  expect(page.filter((item) => item.record.id > 900_000).map((item) => item.record.id)).toEqual([1_000_000 - 48]);
  // Beside the one listed and the one read after it, what the search looked at:
  const searched = [...reads.keys()].filter((rank) => rank !== 48 && rank !== 49);
  expect(searched.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(48)) + 1);
  expect(Math.max(...searched)).toBeLessThan(2 * 48);
});

it("reads each moving job it lists once when they interleave with the fixed-date ones", () => {
  const { view, reads } = movingJobs(50, (rank) => 998 - 20 * rank);
  const page = mergePage(DEFAULT_ORDER, fixedJobs(1_000, 1_000), view, 0, 600);
  const dates = page.map((item) => item.publishDate);
  expect(dates).toEqual([...dates].sort((left, right) => right - left));
  expect(page.filter((item) => item.record.id > 900_000).length).toBeGreaterThan(20);
  expect(Math.max(...reads.values())).toBe(1);
});
