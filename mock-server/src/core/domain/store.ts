/**
 * The jobs of every employer. A read by id is a Map lookup; each employer's jobs sit on
 * its own shelf (shelf.ts), ordered for lists. The store also holds the employers' keys,
 * their times to live, and the next ids.
 */
import type { Employer, EmployerAccount } from "@jobs-toolkit/spec";
import { parseTimestamp } from "../lib/dates.js";
import { effectivePublishDate } from "./auto-refresh.js";
import { JobIdLedger } from "./job-ids.js";
import type { JobRecord } from "./job-record.js";
import { type Dated, listOrder } from "./listing.js";
import { DEFAULT_LISTING, type ListingChoices } from "./listing-choices.js";
import { searchMatch } from "./search.js";
import { type ListFilter, Shelf } from "./shelf.js";

export type { Dated } from "./listing.js";
export type { ListingChoices } from "./listing-choices.js";
export type { ListFilter } from "./shelf.js";

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
  | "put"
  | "delete"
  | "deleteId"
  | "clear"
  | "ids"
  | "nextEmployerId"
> & { readonly ids: Readonly<Pick<JobIdLedger, "nextId" | "drawnIds" | "upcoming">>; readonly nextEmployerId: number };

export class JobStore {
  readonly #locations: LocationOwners;
  readonly #byId = new Map<number, JobRecord>();
  readonly #shelves = new Map<number, Shelf>();
  readonly #keys = new Map<string, EmployerAccount>();
  /** When each employer with a time to live expires, in epoch seconds. */
  readonly #expiries = new Map<number, number>();
  /** The earliest of #expiries, so a request with nothing due scans nothing. */
  #firstExpiry = Number.POSITIVE_INFINITY;
  #nextEmployerId = 1;
  /** The dialect's choices for lists: the order of ties, and what q matches. */
  readonly listing: ListingChoices;
  /** The job ids used, and the next one, as the dialect allocates them; ids are never reused. */
  readonly ids: JobIdLedger;

  constructor(employers: readonly EmployerAccount[], locations: LocationOwners = NOBODY, listing = DEFAULT_LISTING) {
    this.#locations = locations;
    this.listing = listing;
    this.ids = new JobIdLedger(listing.ids);
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
    this.#shelves.set(
      account.id,
      new Shelf(
        account,
        listOrder(this.listing.ties),
        searchMatch(this.listing.q, this.listing.qCase),
        this.listing.refresh,
      ),
    );
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
    const removed = this.#shelf(employerId).records();
    for (const record of removed) {
      this.delete(record);
    }
    return removed;
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
    return this.#shelf(employerId).size;
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
    return effectivePublishDate(record, this.#shelf(record.employerId).account.plan, now, this.listing.refresh);
  }

  /** Adds a job, or replaces the stored job with the same id. */
  put(record: JobRecord): void {
    if (record.addedLocationIds.length > 0) {
      this.#locations.own(record.employerId, record.addedLocationIds);
    }
    const previous = this.#byId.get(record.id);
    this.#byId.set(record.id, record);
    this.ids.use(record.id);
    const shelf = this.#shelf(record.employerId);
    if (previous && shelf.replace(previous, record)) {
      return;
    }
    if (previous) {
      this.#unindex(previous);
    }
    shelf.insert(record);
  }

  /** Removes a job; false when there was none with its id. */
  delete(record: JobRecord): boolean {
    return this.deleteId(record.id);
  }

  /** Removes the job with this id; false when there was none. */
  deleteId(id: number): boolean {
    const stored = this.#byId.get(id);
    if (!stored) {
      return false;
    }
    this.#unindex(stored);
    this.#byId.delete(id);
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
    return this.#shelf(employerId).page(filter, offset, count, now);
  }

  #shelf(employerId: number): Shelf {
    const shelf = this.#shelves.get(employerId);
    if (!shelf) {
      throw new Error(`No employer with id ${employerId}`);
    }
    return shelf;
  }

  #unindex(record: JobRecord): void {
    this.#shelf(record.employerId).remove(record);
  }
}
