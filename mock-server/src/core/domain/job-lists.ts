/**
 * The orders a list reads a set of one employer's jobs in: all of them and each status
 * by publishDate newest first, then id as the order says, plus the open auto-refreshing ones by weekly
 * phase (see shelf.ts). A page costs O(pageSize + log² n) whatever its number. The
 * shelf keeps one set for all the employer's jobs and one per recent search term, each
 * holding only the jobs the term matches, so a search pages like a plain list.
 */
import type { JobStatus } from "@jobs-toolkit/spec";
import { OrderedIndex } from "../lib/ordered-index.js";
import { openPublishDate } from "./auto-refresh.js";
import type { JobRecord } from "./job-record.js";
import { type Dated, type DatedView, type ListOrder, mergePage, NO_JOBS, phaseStart } from "./listing.js";

export class JobLists {
  readonly #order: ListOrder;
  /** Every job whose date does not move now, newest first. */
  readonly #all: OrderedIndex<JobRecord>;
  readonly #byStatus: Record<JobStatus, OrderedIndex<JobRecord>>;
  /** The open auto-refreshing jobs (their date moves with the clock), by phase; in no other index. */
  readonly #open: OrderedIndex<JobRecord>;

  constructor(
    order: ListOrder,
    all = new OrderedIndex(order.stored),
    byStatus: Record<JobStatus, OrderedIndex<JobRecord>> = {
      active: new OrderedIndex(order.stored),
      archived: new OrderedIndex(order.stored),
      draft: new OrderedIndex(order.stored),
    },
    open = new OrderedIndex(order.phase),
  ) {
    this.#order = order;
    this.#all = all;
    this.#byStatus = byStatus;
    this.#open = open;
  }

  get size(): number {
    return this.#all.size + this.#open.size;
  }

  /** Every job held. */
  records(): JobRecord[] {
    return [...this.#all, ...this.#open];
  }

  /** Adds a job: to the open ones when its date moves now, else to the ordered ones. */
  add(record: JobRecord, open: boolean): void {
    if (open) {
      this.#open.insert(record);
      return;
    }
    this.#all.insert(record);
    this.#byStatus[record.status].insert(record);
  }

  /**
   * Puts a rewritten job where its previous version is, when it sorts the same and keeps
   * its status (most updates): false, and nothing changed, otherwise.
   */
  replace(previous: JobRecord, record: JobRecord): boolean {
    if (previous.status !== record.status || this.#order.stored(previous, record) !== 0) {
      return false;
    }
    return this.#all.replace(record) && this.#byStatus[record.status].replace(record);
  }

  /** Removes a job from where `add` put it; false when it was not there. */
  delete(record: JobRecord, open: boolean): boolean {
    if (open) {
      return this.#open.delete(record);
    }
    const deleted = this.#all.delete(record);
    this.#byStatus[record.status].delete(record);
    return deleted;
  }

  /** The same lists holding only the jobs `keep` accepts, built in one pass. */
  filter(keep: (record: JobRecord) => boolean): JobLists {
    return new JobLists(
      this.#order,
      this.#all.filter(keep),
      {
        active: this.#byStatus.active.filter(keep),
        archived: this.#byStatus.archived.filter(keep),
        draft: this.#byStatus.draft.filter(keep),
      },
      this.#open.filter(keep),
    );
  }

  /** The jobs of a status (or all) at `now`: how many there are, and those in [offset, offset + count). */
  page(status: JobStatus | undefined, offset: number, count: number, now: number): { total: number; items: Dated[] } {
    const ordered = status ? this.#byStatus[status] : this.#all;
    // Auto-refreshing jobs are all active.
    const moving = !status || status === "active" ? this.#openView(now) : NO_JOBS;
    return { total: ordered.size + moving.size, items: mergePage(this.#order, ordered, moving, offset, count) };
  }

  /** The open auto-refreshing jobs newest first at `now`: the phase index read round from now's phase. */
  #openView(now: number): DatedView {
    const open = this.#open;
    if (open.size === 0) {
      return NO_JOBS;
    }
    const probe = phaseStart(now);
    // Those with a phase above now's are last: their latest refresh was in the previous cycle.
    const start = open.rankOf(probe);
    return {
      size: open.size,
      at: (rank) => {
        const record = open.at((start + rank) % open.size);
        if (record === undefined) {
          throw new RangeError(`No open job at rank ${rank} of ${open.size}`);
        }
        return { record, publishDate: openPublishDate(record, now) };
      },
    };
  }
}
