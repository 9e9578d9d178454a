/**
 * The order lists show (newest publishDate first, then highest id) and how a page is cut
 * from it: merging the fixed-date jobs with the moving (auto-refreshing) ones without
 * walking the skipped prefix.
 */
import type { OrderedIndex } from "../lib/ordered-index.js";
import { REFRESH_INTERVAL } from "./auto-refresh.js";
import type { JobRecord } from "./job-record.js";

/** A job with the publishDate it reports now. */
export interface Dated {
  record: JobRecord;
  publishDate: number;
}

/** Newest first, then highest id first. */
function newestFirst(left: Dated, right: Dated): number {
  return right.publishDate - left.publishDate || right.record.id - left.record.id;
}

/** The same order over jobs whose date does not move. */
export function newestStoredFirst(left: JobRecord, right: JobRecord): number {
  return right.sortDate - left.sortDate || right.id - left.id;
}

function dated(record: JobRecord): Dated {
  return { record, publishDate: record.sortDate };
}

/** Where in the weekly refresh cycle a date falls. */
export function phaseOf(seconds: number): number {
  return ((seconds % REFRESH_INTERVAL) + REFRESH_INTERVAL) % REFRESH_INTERVAL;
}

/** Open auto-refreshing jobs by phase, highest first, then highest id first. */
export function byPhase(left: JobRecord, right: JobRecord): number {
  return phaseOf(right.publishDate) - phaseOf(left.publishDate) || right.id - left.id;
}

export function byPublishDate(left: JobRecord, right: JobRecord): number {
  return left.publishDate - right.publishDate || left.id - right.id;
}

export function byCloseDate(left: JobRecord, right: JobRecord): number {
  return left.closeDate - right.closeDate || left.id - right.id;
}

/** Jobs in order with their dates, by rank. */
export interface DatedView {
  readonly size: number;
  at(rank: number): Dated;
}

export const NO_JOBS: DatedView = {
  size: 0,
  at: (rank) => {
    throw new RangeError(`No job at rank ${rank} of none`);
  },
};

/** A page of the merge of two ordered sequences, found without walking the prefix: O(pageSize + log² n). */
export function mergePage(ordered: OrderedIndex<JobRecord>, moving: DatedView, offset: number, count: number): Dated[] {
  // How many of the first `offset` merged items come from `moving`: binary search on i.
  let low = Math.max(0, offset - ordered.size);
  let high = Math.min(offset, moving.size);
  while (low < high) {
    const i = (low + high) >>> 1;
    const before = ordered.at(offset - i - 1);
    if (before && newestFirst(moving.at(i), dated(before)) < 0) {
      low = i + 1;
    } else {
      high = i;
    }
  }
  const fromOrdered = ordered.slice(offset - low, count).map(dated);
  const items: Dated[] = [];
  let a = 0;
  let b = low;
  while (items.length < count) {
    const fixed = fromOrdered[a];
    const candidate = b < moving.size ? moving.at(b) : undefined;
    if (fixed !== undefined && (candidate === undefined || newestFirst(fixed, candidate) < 0)) {
      items.push(fixed);
      a += 1;
    } else if (candidate !== undefined) {
      items.push(candidate);
      b += 1;
    } else {
      break;
    }
  }
  return items;
}
