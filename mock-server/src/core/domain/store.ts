/**
 * The jobs of every employer. A read by id is a Map lookup; each employer has its own
 * ordered indexes (all jobs, and one per status) by publishDate then id, newest first,
 * so a list page never looks at another employer's jobs and costs O(pageSize + log n).
 *
 * Jobs whose publishDate moves with the clock (auto-refresh) are kept out of the ordered
 * indexes and merged in at read time, ordered by the publishDate they report then.
 */
import type { Employer, EmployerAccount, JobStatus } from "@jobs-toolkit/spec";
import { effectivePublishDate, isRefreshing } from "./auto-refresh.js";
import { parseTimestamp } from "./dates.js";
import type { JobRecord } from "./job-record.js";
import { OrderedIndex } from "./ordered-index.js";
import { JOB_STATUSES } from "../rules/status.js";

/** A job with the publishDate it reports now. */
export interface Dated {
  record: JobRecord;
  publishDate: number;
}

/** Newest first, then highest id first. */
function newestFirst(left: Dated, right: Dated): number {
  return right.publishDate - left.publishDate || right.record.id - left.record.id;
}

/** The same order over stored jobs, whose publishDate does not move. */
function newestStoredFirst(left: JobRecord, right: JobRecord): number {
  return right.publishDate - left.publishDate || right.id - left.id;
}

function dated(record: JobRecord): Dated {
  return { record, publishDate: record.publishDate };
}

interface Shelf {
  account: EmployerAccount;
  employer: Employer;
  all: OrderedIndex<JobRecord>;
  byStatus: Map<JobStatus, OrderedIndex<JobRecord>>;
  /** Auto-refreshing jobs, kept out of the ordered indexes and ordered at read time. */
  refreshing: Set<JobRecord>;
  byReference: Map<string, JobRecord>;
}

/** Which jobs a list shows. */
export interface ListFilter {
  status?: JobStatus | undefined;
  /** Lower-cased term matched against title and referenceId. */
  q?: string | undefined;
}

export class JobStore {
  readonly #byId = new Map<number, JobRecord>();
  readonly #shelves = new Map<number, Shelf>();
  readonly #keys = new Map<string, EmployerAccount>();
  /** When each employer with a time to live expires, in epoch seconds. */
  readonly #expiries = new Map<number, number>();
  #nextId = 1;
  #nextEmployerId = 1;

  constructor(employers: readonly EmployerAccount[]) {
    for (const account of employers) this.addAccount(account);
  }

  /** Adds an employer with no jobs; its id and keys must be new. */
  addAccount(account: EmployerAccount): void {
    this.#nextEmployerId = Math.max(this.#nextEmployerId, account.id + 1);
    for (const key of account.apiKeys) this.#keys.set(key, account);
    const expiry = account.expiresAt === undefined ? undefined : parseTimestamp(account.expiresAt);
    if (expiry !== undefined) this.#expiries.set(account.id, expiry);
    this.#shelves.set(account.id, {
      account,
      employer: Object.freeze({ id: account.id, name: account.name }),
      all: new OrderedIndex(newestStoredFirst),
      byStatus: new Map(JOB_STATUSES.map((status) => [status, new OrderedIndex(newestStoredFirst)])),
      refreshing: new Set(),
      byReference: new Map(),
    });
  }

  /** Removes an employer, its keys and its jobs; returns the jobs it had. */
  removeAccount(employerId: number): JobRecord[] {
    const removed = this.clearEmployer(employerId);
    const shelf = this.#shelf(employerId);
    for (const key of shelf.account.apiKeys) this.#keys.delete(key);
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
    return [...this.#expiries].filter(([, expiry]) => expiry <= now).map(([id]) => id);
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
    const removed = [...shelf.all, ...shelf.refreshing];
    for (const record of removed) this.delete(record);
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
    return shelf.all.size + shelf.refreshing.size;
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
    const previous = this.#byId.get(record.id);
    if (previous) this.#unindex(previous);
    this.#byId.set(record.id, record);
    this.nextId = record.id + 1;
    const shelf = this.#shelf(record.employerId);
    if (record.referenceId !== null) shelf.byReference.set(record.referenceId, record);
    if (isRefreshing(record, shelf.account.plan)) {
      shelf.refreshing.add(record);
      return;
    }
    shelf.all.insert(record);
    shelf.byStatus.get(record.status)!.insert(record);
  }

  /** Removes a job; false when there was none with its id. */
  delete(record: JobRecord): boolean {
    const stored = this.#byId.get(record.id);
    if (!stored) return false;
    this.#unindex(stored);
    this.#byId.delete(record.id);
    return true;
  }

  /** Removes every job; ids keep increasing. */
  clear(): void {
    for (const record of [...this.#byId.values()]) this.delete(record);
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
    const ordered = filter.status ? shelf.byStatus.get(filter.status)! : shelf.all;
    const moving = [...shelf.refreshing]
      .filter((record) => !filter.status || record.status === filter.status)
      .map((record) => ({ record, publishDate: effectivePublishDate(record, shelf.account.plan, now) }))
      .sort(newestFirst);
    if (filter.q) return scan(ordered, moving, filter.q, offset, count);
    return { total: ordered.size + moving.length, items: mergePage(ordered, moving, offset, count) };
  }

  #shelf(employerId: number): Shelf {
    const shelf = this.#shelves.get(employerId);
    if (!shelf) throw new Error(`No employer with id ${employerId}`);
    return shelf;
  }

  #unindex(record: JobRecord): void {
    const shelf = this.#shelf(record.employerId);
    if (record.referenceId !== null && shelf.byReference.get(record.referenceId) === record) {
      shelf.byReference.delete(record.referenceId);
    }
    if (!shelf.refreshing.delete(record)) {
      shelf.all.delete(record);
      shelf.byStatus.get(record.status)!.delete(record);
    }
  }
}

/** A page of the merge of an ordered index and a small sorted list, found without walking the prefix. */
function mergePage(ordered: OrderedIndex<JobRecord>, moving: Dated[], offset: number, count: number): Dated[] {
  // How many of the first `offset` merged items come from `moving`: binary search on i.
  let low = Math.max(0, offset - ordered.size);
  let high = Math.min(offset, moving.length);
  while (low < high) {
    const i = (low + high) >>> 1;
    const before = ordered.at(offset - i - 1);
    if (before && newestFirst(moving[i]!, dated(before)) < 0) low = i + 1;
    else high = i;
  }
  const fromOrdered = ordered.slice(offset - low, count).map(dated);
  const items: Dated[] = [];
  let a = 0;
  let b = low;
  while (items.length < count && (a < fromOrdered.length || b < moving.length)) {
    const next =
      b >= moving.length || (a < fromOrdered.length && newestFirst(fromOrdered[a]!, moving[b]!) < 0)
        ? fromOrdered[a++]!
        : moving[b++]!;
    items.push(next);
  }
  return items;
}

/** Walks the employer's jobs in order, keeping those whose title or referenceId contains q. */
function scan(ordered: OrderedIndex<JobRecord>, moving: Dated[], q: string, offset: number, count: number) {
  const items: Dated[] = [];
  let total = 0;
  const take = (entry: Dated) => {
    if (total >= offset && items.length < count) items.push(entry);
    total += 1;
  };
  const matches = (record: JobRecord) => record.searchText.includes(q);
  const movingMatches = moving.filter((entry) => matches(entry.record));
  let b = 0;
  for (const record of ordered) {
    if (!matches(record)) continue;
    const entry = dated(record);
    while (b < movingMatches.length && newestFirst(movingMatches[b]!, entry) < 0) take(movingMatches[b++]!);
    take(entry);
  }
  while (b < movingMatches.length) take(movingMatches[b++]!);
  return { total, items };
}
