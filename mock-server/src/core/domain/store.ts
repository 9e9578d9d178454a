/**
 * The jobs of every employer. A read by id is a Map lookup; each employer has its own
 * ordered indexes (all jobs, and one per status) by publishDate then id, newest first,
 * so a list page never looks at another employer's jobs and costs O(pageSize + log n).
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
import { parseTimestamp } from "../lib/dates.js";
import { OrderedIndex } from "../lib/ordered-index.js";
import { effectivePublishDate, isRefreshing, REFRESH_INTERVAL } from "./auto-refresh.js";
import { JOB_STATUSES } from "./job-fields.js";
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
function newestStoredFirst(left: JobRecord, right: JobRecord): number {
  return right.sortDate - left.sortDate || right.id - left.id;
}

function dated(record: JobRecord): Dated {
  return { record, publishDate: record.sortDate };
}

/** Where in the weekly refresh cycle a date falls. */
function phaseOf(seconds: number): number {
  return ((seconds % REFRESH_INTERVAL) + REFRESH_INTERVAL) % REFRESH_INTERVAL;
}

/** Open auto-refreshing jobs by phase, highest first, then highest id first. */
function byPhase(left: JobRecord, right: JobRecord): number {
  return phaseOf(right.publishDate) - phaseOf(left.publishDate) || right.id - left.id;
}

function byPublishDate(left: JobRecord, right: JobRecord): number {
  return left.publishDate - right.publishDate || left.id - right.id;
}

function byCloseDate(left: JobRecord, right: JobRecord): number {
  return left.closeDate - right.closeDate || left.id - right.id;
}

/** Jobs in order with their dates, by rank. */
interface DatedView {
  readonly size: number;
  at(rank: number): Dated;
}

const NO_JOBS: DatedView = { size: 0, at: () => undefined as unknown as Dated };

/** Where an auto-refreshing job is kept at a given time. */
type Phase = "unpublished" | "open" | "closed";

function phaseAt(record: JobRecord, now: number): Phase {
  if (record.publishDate > now) {
    return "unpublished";
  }
  return now < record.closeDate ? "open" : "closed";
}

interface Shelf {
  account: EmployerAccount;
  employer: Employer;
  all: OrderedIndex<JobRecord>;
  byStatus: Map<JobStatus, OrderedIndex<JobRecord>>;
  /** Every auto-refreshing job. */
  refreshing: Set<JobRecord>;
  /** The open ones (their date moves with the clock), by phase; in no other ordered index. */
  open: OrderedIndex<JobRecord>;
  /** The open ones by closeDate, to find those the clock has closed. */
  openByClose: OrderedIndex<JobRecord>;
  /** The unpublished ones by publishDate, to find those the clock has reached. */
  unpublished: OrderedIndex<JobRecord>;
  /** The time the auto-refreshing jobs were last placed for. */
  placedAt: number;
  byReference: Map<string, JobRecord>;
}

/** Which jobs a list shows. */
export interface ListFilter {
  status?: JobStatus | undefined;
  /** Lower-cased term matched against title and referenceId. */
  q?: string | undefined;
}

/** Who records which employer's jobs named which added locations (the location collection). */
export interface LocationOwners {
  own(employerId: number, ids: readonly number[]): void;
}

const NOBODY: LocationOwners = { own: () => {} };

/** The store as everything outside the state module sees it: reads only. */
export type StoreReader = Omit<
  JobStore,
  | "addAccount"
  | "removeAccount"
  | "clearEmployer"
  | "allocateEmployerId"
  | "allocateId"
  | "put"
  | "delete"
  | "clear"
  | "nextId"
  | "nextEmployerId"
> & { readonly nextId: number; readonly nextEmployerId: number };

export class JobStore {
  readonly #locations: LocationOwners;
  readonly #byId = new Map<number, JobRecord>();
  readonly #shelves = new Map<number, Shelf>();
  readonly #keys = new Map<string, EmployerAccount>();
  /** When each employer with a time to live expires, in epoch seconds. */
  readonly #expiries = new Map<number, number>();
  /** The earliest of #expiries, so a request with nothing due scans nothing. */
  #firstExpiry = Number.POSITIVE_INFINITY;
  #nextId = 1;
  #nextEmployerId = 1;

  constructor(employers: readonly EmployerAccount[], locations: LocationOwners = NOBODY) {
    this.#locations = locations;
    for (const account of employers) {
      this.addAccount(account);
    }
  }

  /** Adds an employer with no jobs; its id and keys must be new. */
  addAccount(account: EmployerAccount): void {
    this.#nextEmployerId = Math.max(this.#nextEmployerId, account.id + 1);
    for (const key of account.apiKeys) {
      this.#keys.set(key, account);
    }
    const expiry = account.expiresAt === undefined ? undefined : parseTimestamp(account.expiresAt);
    if (expiry !== undefined) {
      this.#expiries.set(account.id, expiry);
      this.#firstExpiry = Math.min(this.#firstExpiry, expiry);
    }
    this.#shelves.set(account.id, {
      account,
      employer: Object.freeze({ id: account.id, name: account.name }),
      all: new OrderedIndex(newestStoredFirst),
      byStatus: new Map(JOB_STATUSES.map((status) => [status, new OrderedIndex(newestStoredFirst)])),
      refreshing: new Set(),
      open: new OrderedIndex(byPhase),
      openByClose: new OrderedIndex(byCloseDate),
      unpublished: new OrderedIndex(byPublishDate),
      placedAt: Number.NEGATIVE_INFINITY,
      byReference: new Map(),
    });
  }

  /** Removes an employer, its keys and its jobs; returns the jobs it had. */
  removeAccount(employerId: number): JobRecord[] {
    const removed = this.clearEmployer(employerId);
    const shelf = this.#shelf(employerId);
    for (const key of shelf.account.apiKeys) {
      this.#keys.delete(key);
    }
    this.#shelves.delete(employerId);
    this.#expiries.delete(employerId);
    return removed;
  }

  /** Whether any employer has a time to live; every request asks, so it costs nothing. */
  get hasExpiring(): boolean {
    return this.#expiries.size > 0;
  }

  /** The ids of the employers whose time to live ended at or before `now`. */
  expiredBy(now: number): number[] {
    if (now < this.#firstExpiry) {
      return [];
    }
    // Something is due: scan once, and remember the earliest expiry still ahead.
    const due: number[] = [];
    this.#firstExpiry = Number.POSITIVE_INFINITY;
    for (const [id, expiry] of this.#expiries) {
      if (expiry <= now) {
        due.push(id);
      } else {
        this.#firstExpiry = Math.min(this.#firstExpiry, expiry);
      }
    }
    return due;
  }

  /** A fresh employer id: above every employer's this store has held, so a removed one's is not reused. */
  allocateEmployerId(): number {
    return this.#nextEmployerId++;
  }

  /** The id the next employer gets; it never goes down. */
  get nextEmployerId(): number {
    return this.#nextEmployerId;
  }

  set nextEmployerId(value: number) {
    this.#nextEmployerId = Math.max(this.#nextEmployerId, value);
  }

  /** Whether an employer has this id. */
  hasAccount(employerId: number): boolean {
    return this.#shelves.has(employerId);
  }

  /** Removes every job of one employer; returns them. */
  clearEmployer(employerId: number): JobRecord[] {
    const shelf = this.#shelf(employerId);
    // Open auto-refreshing jobs are in no other index; the rest are all in `all`.
    const removed = [...shelf.all, ...shelf.open];
    for (const record of removed) {
      this.delete(record);
    }
    return removed;
  }

  /** The id the next job gets; ids are never reused. */
  get nextId(): number {
    return this.#nextId;
  }

  set nextId(value: number) {
    this.#nextId = Math.max(this.#nextId, value);
  }

  /** Takes the next id. */
  allocateId(): number {
    const id = this.#nextId;
    this.#nextId += 1;
    return id;
  }

  /** The employer an API key belongs to. */
  accountByKey(key: string): EmployerAccount | undefined {
    return this.#keys.get(key);
  }

  /** The employer as jobs show it. */
  employer(employerId: number): Employer {
    return this.#shelf(employerId).employer;
  }

  /** The employer's plan and keys. */
  account(employerId: number): EmployerAccount {
    return this.#shelf(employerId).account;
  }

  /** Every employer account. */
  accounts(): EmployerAccount[] {
    return [...this.#shelves.values()].map((shelf) => shelf.account);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** How many jobs the employer has. */
  countOf(employerId: number): number {
    const shelf = this.#shelf(employerId);
    return shelf.all.size + shelf.open.size;
  }

  /** The employer's job with this id; another employer's job is not found. */
  get(employerId: number, id: number): JobRecord | undefined {
    const record = this.#byId.get(id);
    return record?.employerId === employerId ? record : undefined;
  }

  /** Any employer's job with this id. */
  getAny(id: number): JobRecord | undefined {
    return this.#byId.get(id);
  }

  /** The employer's job with this referenceId. */
  findByReference(employerId: number, referenceId: string): JobRecord | undefined {
    return this.#shelf(employerId).byReference.get(referenceId);
  }

  /** The publishDate a job reports at `now`. */
  publishDateOf(record: JobRecord, now: number): number {
    return effectivePublishDate(record, this.#shelf(record.employerId).account.plan, now);
  }

  /** Adds a job, or replaces the stored job with the same id. */
  put(record: JobRecord): void {
    if (record.addedLocationIds.length > 0) {
      this.#locations.own(record.employerId, record.addedLocationIds);
    }
    const previous = this.#byId.get(record.id);
    if (previous) {
      this.#unindex(previous);
    }
    this.#byId.set(record.id, record);
    this.nextId = record.id + 1;
    const shelf = this.#shelf(record.employerId);
    if (record.referenceId !== null) {
      shelf.byReference.set(record.referenceId, record);
    }
    if (isRefreshing(record, shelf.account.plan)) {
      shelf.refreshing.add(record);
      this.#place(shelf, record);
      return;
    }
    shelf.all.insert(record);
    shelf.byStatus.get(record.status)!.insert(record);
  }

  /** Puts an auto-refreshing job where it belongs at the shelf's placing time. */
  #place(shelf: Shelf, record: JobRecord): void {
    const phase = phaseAt(record, shelf.placedAt);
    if (phase === "open") {
      shelf.open.insert(record);
      shelf.openByClose.insert(record);
      return;
    }
    // Its date stands still: the one it reports at closeDate once closed, publishDate before.
    record.sortDate =
      phase === "closed" ? effectivePublishDate(record, shelf.account.plan, record.closeDate) : record.publishDate;
    if (phase === "unpublished") {
      shelf.unpublished.insert(record);
    }
    shelf.all.insert(record);
    shelf.byStatus.get(record.status)!.insert(record);
  }

  /** Takes an auto-refreshing job out of whichever indexes hold it. */
  #unplace(shelf: Shelf, record: JobRecord): void {
    if (shelf.open.delete(record)) {
      shelf.openByClose.delete(record);
      return;
    }
    shelf.unpublished.delete(record);
    shelf.all.delete(record);
    shelf.byStatus.get(record.status)!.delete(record);
  }

  /**
   * Moves the auto-refreshing jobs the clock has carried past their publishDate or
   * closeDate since they were placed; each move is O(log n), and a job moves once per
   * crossing. A clock set back places them all again.
   */
  #placeFor(shelf: Shelf, now: number): void {
    if (now === shelf.placedAt || shelf.refreshing.size === 0) {
      shelf.placedAt = now;
      return;
    }
    if (now < shelf.placedAt) {
      for (const record of shelf.refreshing) {
        this.#unplace(shelf, record);
      }
      shelf.placedAt = now;
      for (const record of shelf.refreshing) {
        this.#place(shelf, record);
      }
      return;
    }
    shelf.placedAt = now;
    for (let next = shelf.unpublished.at(0); next && next.publishDate <= now; next = shelf.unpublished.at(0)) {
      this.#unplace(shelf, next);
      this.#place(shelf, next);
    }
    for (let next = shelf.openByClose.at(0); next && next.closeDate <= now; next = shelf.openByClose.at(0)) {
      this.#unplace(shelf, next);
      this.#place(shelf, next);
    }
  }

  /** The open auto-refreshing jobs newest first at `now`: the phase index read round from now's phase. */
  #openView(shelf: Shelf, now: number): DatedView {
    const { open } = shelf;
    if (open.size === 0) {
      return NO_JOBS;
    }
    const probe = { publishDate: phaseOf(now), id: Number.POSITIVE_INFINITY } as JobRecord;
    // Those with a phase above now's are last: their latest refresh was in the previous cycle.
    const start = open.rankOf(probe);
    const { plan } = shelf.account;
    return {
      size: open.size,
      at: (rank) => {
        const record = open.at((start + rank) % open.size)!;
        return { record, publishDate: effectivePublishDate(record, plan, now) };
      },
    };
  }

  /** Removes a job; false when there was none with its id. */
  delete(record: JobRecord): boolean {
    const stored = this.#byId.get(record.id);
    if (!stored) {
      return false;
    }
    this.#unindex(stored);
    this.#byId.delete(record.id);
    return true;
  }

  /** Removes every job; ids keep increasing. */
  clear(): void {
    for (const record of [...this.#byId.values()]) {
      this.delete(record);
    }
  }

  /** Every job, in id order. */
  records(): JobRecord[] {
    return [...this.#byId.values()].sort((left, right) => left.id - right.id);
  }

  /** The employer's jobs matching the filter: how many there are, and those in [offset, offset + count). */
  page(
    employerId: number,
    filter: ListFilter,
    offset: number,
    count: number,
    now: number,
  ): { total: number; items: Dated[] } {
    const shelf = this.#shelf(employerId);
    this.#placeFor(shelf, now);
    const ordered = filter.status ? shelf.byStatus.get(filter.status)! : shelf.all;
    // Auto-refreshing jobs are all active.
    const moving = !filter.status || filter.status === "active" ? this.#openView(shelf, now) : NO_JOBS;
    if (filter.q) {
      return scan(ordered, moving, filter.q, offset, count);
    }
    return { total: ordered.size + moving.size, items: mergePage(ordered, moving, offset, count) };
  }

  #shelf(employerId: number): Shelf {
    const shelf = this.#shelves.get(employerId);
    if (!shelf) {
      throw new Error(`No employer with id ${employerId}`);
    }
    return shelf;
  }

  #unindex(record: JobRecord): void {
    const shelf = this.#shelf(record.employerId);
    if (record.referenceId !== null && shelf.byReference.get(record.referenceId) === record) {
      shelf.byReference.delete(record.referenceId);
    }
    if (shelf.refreshing.delete(record)) {
      this.#unplace(shelf, record);
    } else {
      shelf.all.delete(record);
      shelf.byStatus.get(record.status)!.delete(record);
    }
  }
}

/** A page of the merge of two ordered sequences, found without walking the prefix: O(pageSize + log² n). */
function mergePage(ordered: OrderedIndex<JobRecord>, moving: DatedView, offset: number, count: number): Dated[] {
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
  while (items.length < count && (a < fromOrdered.length || b < moving.size)) {
    if (b >= moving.size) {
      items.push(fromOrdered[a++]!);
      continue;
    }
    const candidate = moving.at(b);
    if (a < fromOrdered.length && newestFirst(fromOrdered[a]!, candidate) < 0) {
      items.push(fromOrdered[a++]!);
    } else {
      items.push(candidate);
      b += 1;
    }
  }
  return items;
}

/** Walks the employer's jobs in order, keeping those whose title or referenceId contains q. */
function scan(ordered: OrderedIndex<JobRecord>, moving: DatedView, q: string, offset: number, count: number) {
  const items: Dated[] = [];
  let total = 0;
  const take = (entry: Dated) => {
    if (total >= offset && items.length < count) {
      items.push(entry);
    }
    total += 1;
  };
  const matches = (record: JobRecord) => record.searchText.includes(q);
  const movingMatches: Dated[] = [];
  for (let rank = 0; rank < moving.size; rank += 1) {
    const entry = moving.at(rank);
    if (matches(entry.record)) {
      movingMatches.push(entry);
    }
  }
  let b = 0;
  for (const record of ordered) {
    if (!matches(record)) {
      continue;
    }
    const entry = dated(record);
    while (b < movingMatches.length && newestFirst(movingMatches[b]!, entry) < 0) {
      take(movingMatches[b++]!);
    }
    take(entry);
  }
  while (b < movingMatches.length) {
    take(movingMatches[b++]!);
  }
  return { total, items };
}
