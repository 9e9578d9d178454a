/**
 * The one writer of the server's state: jobs, employers and their keys, the outbox, the
 * clock and the added locations change here and nowhere else. Each verb records its own
 * change event (built only when someone listens: a job event reads the job back from its
 * text, which is not free), so whatever calls it (an HTTP route, an in-process method,
 * the test kit) is journaled alike. `apply` replays a recorded event and records nothing.
 */
import type { EmployerAccount, Location, OutboxMessage, ServerState } from "@jobs-toolkit/spec";
import { Clock } from "../domain/clock.js";
import { ClockScopes } from "../domain/clock-scopes.js";
import {
  type Collections,
  type CollectionsReader,
  createCollections,
  type ReferenceItems,
} from "../domain/collections.js";
import { notFound } from "../domain/errors.js";
import type { JobRecord } from "../domain/job-record.js";
import { JobStore, type ListingChoices, type StoreReader } from "../domain/store.js";
import { fromStoredJob, toStoredJob } from "../domain/stored-job.js";
import { type ChangeEvent, ChangeFeed, checkEvent } from "./events.js";
import { clockFromState, readSnapshot, withConfigured, writeSnapshot } from "./snapshot.js";

/** What is kept per employer beside the state (the request log): emptied and forgotten with it. */
export interface EmployerScoped {
  clear(): void;
  forget(isGone: (employerId: number) => boolean): void;
}

export interface StateOptions {
  employers: readonly EmployerAccount[];
  /** The real time, in epoch milliseconds, the clock starts from. */
  now?: (() => number) | undefined;
  scoped: EmployerScoped;
  /** Reference collections of a deployment's own; the data files' by default. */
  referenceData?: ReferenceItems;
  /** The dialect's choices for lists (order of ties, what q matches); the reference server's own by default. */
  listing?: ListingChoices;
}

export class State {
  readonly clock: Clock;
  /** The scopes' clocks beside the server's, for tests that move their own time. */
  readonly clocks: ClockScopes;
  readonly #collections: Collections;
  #store: JobStore;
  #outbox: OutboxMessage[] = [];
  #writesRefused: string | undefined;
  readonly #feed = new ChangeFeed();
  readonly #scoped: EmployerScoped;
  readonly #configured: readonly EmployerAccount[];

  constructor({ employers, now, scoped, referenceData, listing }: StateOptions) {
    this.#collections = createCollections(referenceData);
    this.#scoped = scoped;
    this.#configured = employers;
    this.#store = new JobStore(employers, this.#collections.locations, listing);
    this.clock = new Clock(now, (next) => {
      // The twin of PUT /__admin/clock's 503: a move that could not be saved is not made.
      if (this.#writesRefused !== undefined) {
        throw new Error(this.#writesRefused);
      }
      this.#feed.record(() => ({ type: "clock", clock: next }));
    });
    this.clocks = new ClockScopes(this.clock, now);
  }

  get store(): StoreReader {
    return this.#store;
  }

  get collections(): CollectionsReader {
    return this.#collections;
  }

  get outbox(): readonly OutboxMessage[] {
    return this.#outbox;
  }

  /** Why writes are refused (a change could not be saved), or undefined. */
  get writesRefused(): string | undefined {
    return this.#writesRefused;
  }

  /** From now on every write is refused with this reason; the first reason stays. */
  refuseWrites(reason: string): void {
    this.#writesRefused ??= reason;
  }

  /** Calls `listener` with every change, in order; returns a function that stops it. */
  onChange(listener: (event: ChangeEvent) => void): () => void {
    return this.#feed.listen(listener);
  }

  /** Hands out the next job id; ids are never reused. */
  allocateJobId(): number {
    return this.#store.ids.take();
  }

  /** Stores a new or changed job. */
  putJob(record: JobRecord): void {
    this.#store.put(record);
    this.#feed.record(() => ({ type: "job", job: toStoredJob(record) }));
  }

  deleteJob(record: JobRecord): void {
    this.#store.delete(record);
    this.#feed.record(() => ({ type: "delete", id: record.id }));
  }

  /** The location with this name and province (or the place of its own `namedBy` names), added to the collection when it is new. */
  addLocation(name: string, province: string, namedBy?: string): Location {
    const { location, added } = this.#collections.locations.findOrAdd(name, province, namedBy);
    if (added) {
      this.#feed.record(() => ({ type: "location", location, ...(namedBy === undefined ? {} : { namedBy }) }));
    }
    return location;
  }

  /** Keeps the copy of an e-mailed application. */
  sendEmail(message: OutboxMessage): void {
    this.#outbox.push(message);
    this.#feed.record(() => ({ type: "outbox", message }));
  }

  /** Empties the server (jobs, added locations, outbox, logged requests); job ids keep increasing. */
  reset(): void {
    this.#clear();
    this.#feed.record(() => ({ type: "reset", nextId: this.#store.ids.nextId }));
  }

  #clear(): void {
    this.#store.clear();
    this.#collections.locations.removeAdded();
    this.#outbox.length = 0;
    this.#scoped.clear();
  }

  /** Adds an employer account with a fresh id, as it is. */
  addEmployer(build: (id: number) => EmployerAccount): EmployerAccount {
    const account = build(this.#store.allocateEmployerId());
    this.#store.addAccount(account);
    this.#feed.record(() => ({ type: "employer", employer: account }));
    return account;
  }

  /** Removes an employer and everything it owns; not found when there is none with this id. */
  removeEmployer(id: number): void {
    this.#requireEmployer(id);
    this.#removeEmployers([id]);
    this.#feed.record(() => ({ type: "employer-removed", id }));
  }

  /** Removes every job of one employer, and nothing else; not found when there is none with this id. */
  resetEmployer(id: number): void {
    this.#requireEmployer(id);
    this.#store.clearEmployer(id);
    this.#feed.record(() => ({ type: "employer-reset", id }));
  }

  #requireEmployer(id: number): void {
    if (!this.#store.hasAccount(id)) {
      throw notFound("employer", id);
    }
  }

  /**
   * Removes the employers whose time to live the clock has passed. Called before every
   * request and every read of the state, so an expired employer is never seen: its key
   * is refused and its jobs are gone.
   */
  expireEmployers(): void {
    // Without employers that expire, not even the clock is read. A server that refuses
    // writes cannot record a removal either, so expiry waits for the restart: reads go on.
    if (!this.#store.hasExpiring || this.#writesRefused !== undefined) {
      return;
    }
    const expired = this.#store.expiredBy(this.clock.now());
    if (expired.length === 0) {
      return;
    }
    this.#removeEmployers(expired);
    for (const id of expired) {
      this.#feed.record(() => ({ type: "employer-removed", id }));
    }
  }

  /**
   * Removes employers with everything they own: keys, jobs, the added locations no other
   * employer owns, the outbox e-mails sent for their jobs (deleted ones too) and what is
   * kept per employer beside the state. Each employer costs what it owns; the outbox is
   * read once for the whole batch, however many employers go.
   */
  #removeEmployers(ids: readonly number[]): void {
    const gone = new Set(ids);
    const jobIds = new Set<number>();
    const unowned: number[] = [];
    for (const id of ids) {
      for (const record of this.#store.removeAccount(id)) {
        jobIds.add(record.id);
      }
      for (const location of this.#collections.locations.forgetEmployer(id)) {
        unowned.push(location);
      }
    }
    if (unowned.length > 0) {
      this.#collections.locations.removeAddedIds(unowned);
    }
    const ownedByGone = (message: OutboxMessage) =>
      (message.employerId !== undefined && gone.has(message.employerId)) || jobIds.has(message.jobId);
    if (this.#outbox.some(ownedByGone)) {
      this.#outbox = this.#outbox.filter((message) => !ownedByGone(message));
    }
    this.#scoped.forget((employerId) => gone.has(employerId));
  }

  /** The whole state, as `/__admin/state` exports it. */
  export(): ServerState {
    return writeSnapshot({
      store: this.#store,
      outbox: this.#outbox,
      clock: this.clock,
      locations: this.#collections.locations,
    });
  }

  /** Replaces the whole state with an exported one; invalid when it is not one, changing nothing. */
  replace(state: unknown): void {
    this.#import(state);
    this.#feed.record(() => ({ type: "state", state: this.export() }));
  }

  #import(state: unknown): void {
    const snapshot = readSnapshot(state, this.#collections, this.#store);
    this.#store = snapshot.store;
    this.#outbox = snapshot.outbox;
    this.#scoped.forget((employerId) => !snapshot.store.hasAccount(employerId));
    this.clock.restore(snapshot.clock);
  }

  /**
   * Replaces the state with the one these recorded changes rebuild (a journal's durable
   * part), keeping every job id already handed out used.
   */
  restore(events: Iterable<ChangeEvent>): void {
    const { nextId, drawnIds } = this.#store.ids;
    for (const event of events) {
      this.apply(event);
    }
    this.#store.ids.nextId = nextId;
    this.#store.ids.drawnIds = drawnIds;
    const employers = withConfigured(this.#store, this.#configured);
    if (employers !== undefined) {
      this.#import({ ...this.export(), employers });
    }
  }

  /** Re-applies a recorded change without recording it again. */
  apply(event: ChangeEvent): void {
    checkEvent(event);
    switch (event.type) {
      case "state":
        this.#import(event.state);
        break;
      case "reset":
        this.#clear();
        this.#store.ids.nextId = event.nextId;
        break;
      case "clock":
        this.clock.restore(this.#clockOf(event));
        break;
      case "outbox":
        this.#outbox.push(event.message);
        break;
      case "location":
        this.#collections.locations.put(event.location, event.namedBy);
        break;
      case "employer":
        this.#store.addAccount(event.employer);
        break;
      // A journal written under another configuration may name an employer that is gone.
      case "employer-removed":
        if (this.#store.hasAccount(event.id)) {
          this.#removeEmployers([event.id]);
        }
        break;
      case "employer-reset":
        if (this.#store.hasAccount(event.id)) {
          this.#store.clearEmployer(event.id);
        }
        break;
      case "delete":
        this.#store.deleteId(event.id);
        break;
      case "job":
        this.#applyJob(event);
        break;
    }
  }

  #clockOf({ clock }: Extract<ChangeEvent, { type: "clock" }>): { fixed: number | null; offsetSeconds: number } {
    const position = clockFromState(clock);
    if (position === undefined) {
      throw new Error(`Cannot replay a clock move to ${JSON.stringify(clock)}`);
    }
    return position;
  }

  #applyJob({ job }: Extract<ChangeEvent, { type: "job" }>): void {
    const record = fromStoredJob(job, this.#store.employer(job.employerId), this.#collections);
    if (typeof record === "string") {
      throw new Error(`Cannot replay job ${job.id}: ${record}`);
    }
    this.#store.put(record);
  }
}
