/**
 * The order lists show (newest publishDate first, then by id as the dialect says) and how a page is cut
 * from it: merging the fixed-date jobs with the moving (auto-refreshing) ones without
 * walking the skipped prefix.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { OrderedIndex } from "../lib/ordered-index.js";
import { REFRESH_INTERVAL } from "./auto-refresh.js";
import type { JobRecord } from "./job-record.js";

/** A job with the publishDate it reports now. */
export interface Dated {
  record: JobRecord;
  publishDate: number;
}

/** Which of the jobs published at the same instant a list shows first. */
export type Ties = ResolvedDialect["paging"]["ties"];

/**
 * The comparators of one list order: newest publishDate first (to the millisecond where
 * the dialect keeps them), ties by id as `ties` says.
 */
export interface ListOrder {
  /** Over jobs with the date they report now. */
  readonly dated: (left: Dated, right: Dated) => number;
  /** Over jobs whose date does not move. */
  readonly stored: (left: JobRecord, right: JobRecord) => number;
  /** Open auto-refreshing jobs by phase, highest first, then by id. */
  readonly phase: (left: JobRecord, right: JobRecord) => number;
}

/** Where in the weekly refresh cycle a date falls. */
function phaseOf(seconds: number): number {
  const phase = seconds % REFRESH_INTERVAL;
  return phase < 0 ? phase + REFRESH_INTERVAL : phase;
}

/** A stand-in ranking before every open job of the phase `seconds` falls in, to find where that phase starts. */
export function phaseStart(seconds: number): JobRecord {
  return { publishDate: phaseOf(seconds), publishMillis: Number.POSITIVE_INFINITY, id: 0 } as JobRecord;
}

/**
 * The order whose ties go by id, highest first for `idSign` 1 and lowest first for -1.
 * Milliseconds are time: newest first whichever way ties go. The id is compared only on a
 * tie of both, so the sign costs nothing on the way there.
 */
function orderOf(idSign: 1 | -1): ListOrder {
  const byId = (left: JobRecord, right: JobRecord) => idSign * (right.id - left.id);
  return Object.freeze({
    dated: (left: Dated, right: Dated) =>
      right.publishDate - left.publishDate ||
      right.record.publishMillis - left.record.publishMillis ||
      byId(left.record, right.record),
    stored: (left: JobRecord, right: JobRecord) =>
      right.sortDate - left.sortDate || right.publishMillis - left.publishMillis || byId(left, right),
    phase: (left: JobRecord, right: JobRecord) =>
      phaseOf(right.publishDate) - phaseOf(left.publishDate) ||
      right.publishMillis - left.publishMillis ||
      byId(left, right),
  });
}

const NEWER_FIRST = orderOf(1);
const OLDER_FIRST = orderOf(-1);

/** The list order whose ties go as `ties` says. */
export function listOrder(ties: Ties): ListOrder {
  return ties === "older-first" ? OLDER_FIRST : NEWER_FIRST;
}

/** The reference server's own order: ties by highest id first. */
export const DEFAULT_ORDER = NEWER_FIRST;

function dated(record: JobRecord): Dated {
  return { record, publishDate: record.sortDate };
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
export function mergePage(
  order: ListOrder,
  ordered: OrderedIndex<JobRecord>,
  moving: DatedView,
  offset: number,
  count: number,
): Dated[] {
  const newestFirst = order.dated;
  // How many of the first `offset` merged items come from `moving`: the first i for which
  // fewer than i + 1 do, found by galloping from the fewest possible and then bisecting
  // the last stride, in O(log i) lookups rather than O(log n): a page of fixed-date jobs
  // ahead of every moving one finds it in one.
  const fewerAhead = (i: number) => {
    const before = ordered.at(offset - i - 1);
    return !before || newestFirst(moving.at(i), dated(before)) >= 0;
  };
  let low = Math.max(0, offset - ordered.size);
  let high = Math.min(offset, moving.size);
  for (let probe = low, stride = 1; probe < high; probe = low + stride, stride *= 2) {
    if (fewerAhead(probe)) {
      high = probe;
      break;
    }
    low = probe + 1;
  }
  while (low < high) {
    const i = (low + high) >>> 1;
    if (fewerAhead(i)) {
      high = i;
    } else {
      low = i + 1;
    }
  }
  const fromOrdered = ordered.slice(offset - low, count).map(dated);
  const items: Dated[] = [];
  let a = 0;
  let b = low;
  // Read once and kept until it is taken: a page of fixed-date jobs ahead of the moving
  // ones would otherwise look the same moving job up (a rank lookup and its date) per item.
  let candidate = b < moving.size ? moving.at(b) : undefined;
  while (items.length < count) {
    const fixed = fromOrdered[a];
    if (fixed !== undefined && (candidate === undefined || newestFirst(fixed, candidate) < 0)) {
      items.push(fixed);
      a += 1;
    } else if (candidate !== undefined) {
      items.push(candidate);
      b += 1;
      candidate = b < moving.size ? moving.at(b) : undefined;
    } else {
      break;
    }
  }
  return items;
}
