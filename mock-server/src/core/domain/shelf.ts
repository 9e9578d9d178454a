/**
 * One employer's jobs, in the orders lists need: all of them and each status by
 * publishDate then id, newest first, so a list page never looks at another employer's jobs
 * and costs O(pageSize + log n).
 *
 * Jobs whose publishDate moves with the clock (auto-refresh) stay O(log n) too. Such a
 * job reports publishDate + k whole weeks; while it is open and published (publishDate
 * <= now < closeDate) that is `now - ((now - publishDate) mod week)`, so among open ones
 * the newest is the one whose phase (publishDate mod week) is the closest at or below
 * now's phase, going round. One index ordered by phase, read from a rotation point,
 * gives them in order for any now, with no re-sorting as the clock moves. A job not yet
 * published or already closed reports a fixed date and sits in the ordinary indexes.
 * Jobs move between the two as the clock passes their publishDate or closeDate, each
 * once per crossing, found in O(log n) by two more indexes (by publishDate, by closeDate).
 */
import type { Employer, EmployerAccount, JobStatus } from "@jobs-toolkit/spec";
import { OrderedIndex } from "../lib/ordered-index.js";
import { effectivePublishDate, isRefreshing } from "./auto-refresh.js";
import type { JobRecord } from "./job-record.js";
import {
  byCloseDate,
  byPhase,
  byPublishDate,
  type Dated,
  type DatedView,
  mergePage,
  NO_JOBS,
  newestStoredFirst,
  phaseOf,
  scan,
} from "./listing.js";

/** Which jobs a list shows. */
export interface ListFilter {
  status?: JobStatus | undefined;
  /** Lower-cased term matched against title and referenceId. */
  q?: string | undefined;
}

/** Where an auto-refreshing job is kept at a given time. */
type Phase = "unpublished" | "open" | "closed";

function phaseAt(record: JobRecord, now: number): Phase {
  if (record.publishDate > now) {
    return "unpublished";
  }
  return now < record.closeDate ? "open" : "closed";
}

export class Shelf {
  readonly account: EmployerAccount;
  readonly employer: Employer;
  readonly byReference = new Map<string, JobRecord>();
  /** Every job whose date does not move now, newest first. */
  readonly #all = new OrderedIndex(newestStoredFirst);
  readonly #byStatus: Record<JobStatus, OrderedIndex<JobRecord>> = {
    active: new OrderedIndex(newestStoredFirst),
    archived: new OrderedIndex(newestStoredFirst),
    draft: new OrderedIndex(newestStoredFirst),
  };
  /** Every auto-refreshing job. */
  readonly #refreshing = new Set<JobRecord>();
  /** The open ones (their date moves with the clock), by phase; in no other ordered index. */
  readonly #open = new OrderedIndex(byPhase);
  /** The open ones by closeDate, to find those the clock has closed. */
  readonly #openByClose = new OrderedIndex(byCloseDate);
  /** The unpublished ones by publishDate, to find those the clock has reached. */
  readonly #unpublished = new OrderedIndex(byPublishDate);
  /** The time the auto-refreshing jobs were last placed for. */
  #placedAt = Number.NEGATIVE_INFINITY;

  constructor(account: EmployerAccount) {
    this.account = account;
    this.employer = Object.freeze({ id: account.id, name: account.name });
  }

  get size(): number {
    return this.#all.size + this.#open.size;
  }

  /** Every job of the employer. */
  records(): JobRecord[] {
    // Open auto-refreshing jobs are in no other index; the rest are all in #all.
    return [...this.#all, ...this.#open];
  }

  insert(record: JobRecord): void {
    if (record.referenceId !== null) {
      this.byReference.set(record.referenceId, record);
    }
    if (isRefreshing(record, this.account.plan)) {
      this.#refreshing.add(record);
      this.#place(record);
      return;
    }
    this.#all.insert(record);
    this.#byStatus[record.status].insert(record);
  }

  remove(record: JobRecord): void {
    if (record.referenceId !== null && this.byReference.get(record.referenceId) === record) {
      this.byReference.delete(record.referenceId);
    }
    if (this.#refreshing.delete(record)) {
      this.#unplace(record);
    } else {
      this.#all.delete(record);
      this.#byStatus[record.status].delete(record);
    }
  }

  /** The jobs matching the filter at `now`: how many there are, and those in [offset, offset + count). */
  page(filter: ListFilter, offset: number, count: number, now: number): { total: number; items: Dated[] } {
    this.#placeFor(now);
    const ordered = filter.status ? this.#byStatus[filter.status] : this.#all;
    // Auto-refreshing jobs are all active.
    const moving = !filter.status || filter.status === "active" ? this.#openView(now) : NO_JOBS;
    if (filter.q) {
      return scan(ordered, moving, filter.q, offset, count);
    }
    return { total: ordered.size + moving.size, items: mergePage(ordered, moving, offset, count) };
  }

  /** Puts an auto-refreshing job where it belongs at the placing time. */
  #place(record: JobRecord): void {
    const phase = phaseAt(record, this.#placedAt);
    if (phase === "open") {
      this.#open.insert(record);
      this.#openByClose.insert(record);
      return;
    }
    // Its date stands still: the one it reports at closeDate once closed, publishDate before.
    record.sortDate =
      phase === "closed" ? effectivePublishDate(record, this.account.plan, record.closeDate) : record.publishDate;
    if (phase === "unpublished") {
      this.#unpublished.insert(record);
    }
    this.#all.insert(record);
    this.#byStatus[record.status].insert(record);
  }

  /** Takes an auto-refreshing job out of whichever indexes hold it. */
  #unplace(record: JobRecord): void {
    if (this.#open.delete(record)) {
      this.#openByClose.delete(record);
      return;
    }
    this.#unpublished.delete(record);
    this.#all.delete(record);
    this.#byStatus[record.status].delete(record);
  }

  /**
   * Moves the auto-refreshing jobs the clock has carried past their publishDate or
   * closeDate since they were placed; each move is O(log n), and a job moves once per
   * crossing. A clock set back places them all again.
   */
  #placeFor(now: number): void {
    if (now === this.#placedAt || this.#refreshing.size === 0) {
      this.#placedAt = now;
      return;
    }
    if (now < this.#placedAt) {
      for (const record of this.#refreshing) {
        this.#unplace(record);
      }
      this.#placedAt = now;
      for (const record of this.#refreshing) {
        this.#place(record);
      }
      return;
    }
    this.#placedAt = now;
    for (let next = this.#unpublished.at(0); next && next.publishDate <= now; next = this.#unpublished.at(0)) {
      this.#unplace(next);
      this.#place(next);
    }
    for (let next = this.#openByClose.at(0); next && next.closeDate <= now; next = this.#openByClose.at(0)) {
      this.#unplace(next);
      this.#place(next);
    }
  }

  /** The open auto-refreshing jobs newest first at `now`: the phase index read round from now's phase. */
  #openView(now: number): DatedView {
    const open = this.#open;
    if (open.size === 0) {
      return NO_JOBS;
    }
    const probe = { publishDate: phaseOf(now), id: Number.POSITIVE_INFINITY } as JobRecord;
    // Those with a phase above now's are last: their latest refresh was in the previous cycle.
    const start = open.rankOf(probe);
    const { plan } = this.account;
    return {
      size: open.size,
      at: (rank) => {
        const record = open.at((start + rank) % open.size);
        if (record === undefined) {
          throw new RangeError(`No open job at rank ${rank} of ${open.size}`);
        }
        return { record, publishDate: effectivePublishDate(record, plan, now) };
      },
    };
  }
}
