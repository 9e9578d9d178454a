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
 *
 * A search (`q`) pages the same way: the shelf keeps, for each of the last few terms
 * searched, the same lists holding only the jobs the term matches, kept up to date by
 * every write (one `includes` per kept term). A term is matched against every job only
 * the first time it is searched, or again once it has dropped out of the kept ones.
 */
import type { Employer, EmployerAccount, JobStatus } from "@jobs-toolkit/spec";
import { OrderedIndex } from "../lib/ordered-index.js";
import { DEFAULT_REFRESH, effectivePublishDate, isRefreshing, type RefreshRule, refreshEnd } from "./auto-refresh.js";
import { JobLists } from "./job-lists.js";
import type { JobRecord } from "./job-record.js";
import { byCloseDate, byPublishDate, type Dated, DEFAULT_ORDER, type ListOrder } from "./listing.js";
import { DEFAULT_SEARCH, type SearchMatch } from "./search.js";

/** Which jobs a list shows. */
export interface ListFilter {
  status?: JobStatus | undefined;
  /** Lower-cased term matched against title and referenceId (or as the dialect says). */
  q?: string | undefined;
}

/** Where an auto-refreshing job is kept at a given time. */
type Phase = "unpublished" | "open" | "closed";

/**
 * How many search terms each employer's shelf keeps the matching jobs of. Each costs a
 * reference per matching job (twice) and an `includes` per write; a term asked for
 * again is served from its lists, one not asked for recently is built again (one pass).
 */
const SEARCHES_KEPT = 8;
/**
 * A kept search is dropped once the shelf has taken more writes since it was last read
 * than it holds jobs (and at least this many): keeping it up to date would then have
 * cost more than building it again when it is next asked for.
 */
const SEARCH_IDLE_WRITES_MIN = 1_000;

const NO_SEARCHES: readonly JobLists[] = [];

/** A kept search: its lists, and how many writes the shelf took since it was last read. */
interface KeptSearch {
  lists: JobLists;
  writesUnread: number;
}

/** Where a job whose refreshing ends at `end` is kept at `now`. */
function phaseAt(record: JobRecord, now: number, end: number): Phase {
  if (record.publishDate > now) {
    return "unpublished";
  }
  return now < end ? "open" : "closed";
}

export class Shelf {
  readonly account: EmployerAccount;
  readonly employer: Employer;
  readonly byReference = new Map<string, JobRecord>();
  /** Every job, in list order. */
  readonly #lists: JobLists;
  /** Whether a job matches a search term. */
  readonly #matches: SearchMatch;
  /** The jobs each recent search term matches, in list order; the most recently used last. */
  readonly #searches = new Map<string, KeptSearch>();
  /** Every auto-refreshing job. */
  readonly #refreshing = new Set<JobRecord>();
  /** The open ones whose refreshing ends (at closeDate), by closeDate, to find those the clock has closed. */
  readonly #openByClose = new OrderedIndex(byCloseDate);
  /** The unpublished ones by publishDate, to find those the clock has reached. */
  readonly #unpublished = new OrderedIndex(byPublishDate);
  /** The time the auto-refreshing jobs were last placed for. */
  #placedAt = Number.NEGATIVE_INFINITY;

  /** How far auto-refresh goes. */
  readonly #refresh: RefreshRule;

  constructor(
    account: EmployerAccount,
    order: ListOrder = DEFAULT_ORDER,
    matches: SearchMatch = DEFAULT_SEARCH,
    refresh: RefreshRule = DEFAULT_REFRESH,
  ) {
    this.account = account;
    this.#refresh = refresh;
    this.#lists = new JobLists(order);
    this.#matches = matches;
    this.employer = Object.freeze({ id: account.id, name: account.name });
  }

  get size(): number {
    return this.#lists.size;
  }

  /** Every job of the employer. */
  records(): JobRecord[] {
    return this.#lists.records();
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
    this.#add(record, false);
  }

  /**
   * Puts a rewritten job in the place of its previous version where nothing it is listed
   * by changed: no kept search to match again, no auto-refresh, the same referenceId, date
   * and status. False, and nothing changed, otherwise: then remove and insert.
   */
  replace(previous: JobRecord, record: JobRecord): boolean {
    const plain =
      this.#searches.size === 0 &&
      previous.referenceId === record.referenceId &&
      !this.#refreshing.has(previous) &&
      !isRefreshing(record, this.account.plan);
    if (!(plain && this.#lists.replace(previous, record))) {
      return false;
    }
    if (record.referenceId !== null) {
      this.byReference.set(record.referenceId, record);
    }
    return true;
  }

  remove(record: JobRecord): void {
    if (record.referenceId !== null && this.byReference.get(record.referenceId) === record) {
      this.byReference.delete(record.referenceId);
    }
    if (this.#refreshing.delete(record)) {
      this.#unplace(record);
    } else {
      this.#delete(record, false);
    }
  }

  /** The jobs matching the filter at `now`: how many there are, and those in [offset, offset + count). */
  page(filter: ListFilter, offset: number, count: number, now: number): { total: number; items: Dated[] } {
    this.#placeFor(now);
    const lists = filter.q ? this.#searchFor(filter.q) : this.#lists;
    return lists.page(filter.status, offset, count, now);
  }

  /** The lists of the jobs `term` (lower-cased) matches. */
  #searchFor(term: string): JobLists {
    let search = this.#searches.get(term);
    if (search) {
      this.#searches.delete(term);
      search.writesUnread = 0;
    } else {
      search = { lists: this.#lists.filter((record) => this.#matches(record, term)), writesUnread: 0 };
      if (this.#searches.size >= SEARCHES_KEPT) {
        const [oldest] = this.#searches.keys();
        this.#searches.delete(oldest ?? term);
      }
    }
    this.#searches.set(term, search);
    return search.lists;
  }

  /** Adds a job to the lists, and to those of each kept search it matches. */
  #add(record: JobRecord, open: boolean): void {
    this.#lists.add(record, open);
    for (const lists of this.#searchesMatching(record)) {
      lists.add(record, open);
    }
  }

  /** Removes a job from where `#add` put it; false when it was not there. */
  #delete(record: JobRecord, open: boolean): boolean {
    const deleted = this.#lists.delete(record, open);
    for (const lists of this.#searchesMatching(record)) {
      lists.delete(record, open);
    }
    return deleted;
  }

  /** The lists of the kept searches a job being written matches; drops those long unread. */
  #searchesMatching(record: JobRecord): readonly JobLists[] {
    if (this.#searches.size === 0) {
      return NO_SEARCHES;
    }
    const matching: JobLists[] = [];
    const idleLimit = Math.max(this.#lists.size, SEARCH_IDLE_WRITES_MIN);
    for (const [term, search] of this.#searches) {
      search.writesUnread += 1;
      if (search.writesUnread > idleLimit) {
        this.#searches.delete(term);
      } else if (this.#matches(record, term)) {
        matching.push(search.lists);
      }
    }
    return matching;
  }

  /** Puts an auto-refreshing job where it belongs at the placing time. */
  #place(record: JobRecord): void {
    const end = refreshEnd(record, this.#refresh);
    const phase = phaseAt(record, this.#placedAt, end);
    if (phase === "open") {
      this.#add(record, true);
      // A job refreshing for ever is never closed by the clock.
      if (end === record.closeDate) {
        this.#openByClose.insert(record);
      }
      return;
    }
    // Its date stands still: the one it reports at closeDate once closed, publishDate before.
    record.sortDate =
      phase === "closed"
        ? effectivePublishDate(record, this.account.plan, record.closeDate, this.#refresh)
        : record.publishDate;
    if (phase === "unpublished") {
      this.#unpublished.insert(record);
    }
    this.#add(record, false);
  }

  /** Takes an auto-refreshing job out of whichever indexes hold it. */
  #unplace(record: JobRecord): void {
    if (this.#delete(record, true)) {
      this.#openByClose.delete(record);
      return;
    }
    this.#unpublished.delete(record);
    this.#delete(record, false);
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
}
