/**
 * The model of the job store: each key's jobs as the last checked response showed them,
 * and the answers the contract predicts for lists. Written from the published interface
 * and the reference level, not from any server's code.
 */

import type { ArbitraryEnvironment, JobStatus } from "../arbitraries/job-specimen-arb.js";
import type { RequirementId, Requirements } from "../catalogue/index.js";
import type { Json } from "../json.js";
import type { Session } from "../session.js";

/** A job the model believes exists, with the body last seen for it. */
export interface ModelJob {
  actor: number;
  id: number;
  body: Json;
}

/** The system under test as the commands see it. */
export interface RealSystem {
  session: Session;
  env: ArbitraryEnvironment;
}

/** The model state of one command sequence. */
export class JobModel {
  readonly jobs: ModelJob[] = [];
  /** Each key's employer as first shown. */
  readonly employers: Array<{ id: number; name: string } | undefined> = [];
  /** Ids deleted in this sequence: never to come back. */
  readonly deleted: Array<[number, number]> = [];
  /** The largest id seen, for the "increasing ids" rule. */
  maxId = 0;

  /** This sequence's namespace: every title and referenceId starts with it. */
  readonly namespace: string;
  /** How many keys the run has (2 enables tenancy commands). */
  readonly actors: number;

  /** The pinned clock in epoch seconds, or undefined for real time. */
  now: number | undefined;
  /** Seconds the sequence advanced the clock, kept below one auto-refresh step. */
  advanced = 0;

  constructor(namespace: string, actors: number, now: number | undefined) {
    this.now = now;
    this.namespace = namespace;
    this.actors = actors;
  }

  /** A key's jobs. */
  jobsOf(actor: number): ModelJob[] {
    return this.jobs.filter((job) => job.actor === actor);
  }

  /** Picks one of a key's jobs by a drawn number, or undefined when it has none. */
  pick(actor: number, index: number, where: (job: ModelJob) => boolean = () => true): ModelJob | undefined {
    const candidates = this.jobsOf(actor).filter(where);
    return candidates.length === 0 ? undefined : candidates[index % candidates.length];
  }

  /** The key's job with this referenceId. */
  byReference(actor: number, referenceId: string): ModelJob | undefined {
    return this.jobs.find((job) => job.actor === actor && job.body.referenceId === referenceId);
  }

  /** Adds or replaces a job. */
  store(job: ModelJob): void {
    const index = this.jobs.findIndex((known) => known.actor === job.actor && known.id === job.id);
    if (index >= 0) {
      this.jobs[index] = job;
    } else {
      this.jobs.push(job);
    }
    this.maxId = Math.max(this.maxId, job.id);
  }

  /** Forgets a deleted job. */
  remove(job: ModelJob): void {
    const index = this.jobs.indexOf(job);
    if (index >= 0) {
      this.jobs.splice(index, 1);
    }
    this.deleted.push([job.actor, job.id]);
  }

  /**
   * An id no key of this sequence holds: one it deleted (`known`), or a guess a million past
   * every id it has seen. The interface document promises an integer id and nothing of its
   * order, so a job made outside the sequence (before the run, or by another property) may
   * hold a guessed one: a guess is asked about before it is held to a 404 or deleted.
   */
  missingId(index: number): { id: number; known: boolean } {
    const deleted = this.deleted[index % Math.max(1, this.deleted.length)];
    return deleted && index % 2 === 0
      ? { id: deleted[1], known: true }
      : { id: this.maxId + 1_000_000 + (index % 1000), known: false };
  }
}

/** The reference-level sort: publishDate descending, then id descending. */
function compareListed(a: ModelJob, b: ModelJob): number {
  const byDate = Date.parse(b.body.publishDate) - Date.parse(a.body.publishDate);
  return byDate !== 0 ? byDate : b.id - a.id;
}

/** A key's jobs matching q (substring of title or referenceId, ignoring case) and status, sorted. */
export function listMatches(model: JobModel, actor: number, q: string, status?: JobStatus): ModelJob[] {
  const term = q.toLowerCase();
  return model
    .jobsOf(actor)
    .filter((job) => {
      const title = String(job.body.title).toLowerCase();
      const reference = String(job.body.referenceId ?? "").toLowerCase();
      return (
        (term === "" || title.includes(term) || reference.includes(term)) && (!status || job.body.status === status)
      );
    })
    .sort(compareListed);
}

/** The ids of the jobs of every employer but `actor`'s. */
export function othersJobsOf(model: JobModel, actor: number): ReadonlySet<number> {
  return new Set(model.jobs.filter((job) => job.actor !== actor).map((job) => job.id));
}

/** Which q match a list of matches depends on: jobs only the title matches, or only the referenceId. */
export function qRequirements(matches: readonly ModelJob[], q: string): Requirements {
  const term = q.toLowerCase();
  const ids: RequirementId[] = ["list.own-jobs"];
  if (
    matches.some(
      (job) =>
        !String(job.body.referenceId ?? "")
          .toLowerCase()
          .includes(term),
    )
  ) {
    ids.push("list.q.matches-title");
  }
  if (matches.some((job) => !String(job.body.title).toLowerCase().includes(term))) {
    ids.push("list.q.matches-reference-id");
  }
  return ids as [RequirementId, ...RequirementId[]];
}

/** The header a list shows for a job: the Job fields the published interface names. */
export function headerOf(job: ModelJob): Record<string, unknown> {
  const { id, referenceId, employer, title, publishDate, locations, confidential, status } = job.body;
  return { id, referenceId, employer, title, publishDate, locations, confidential, status };
}

/** Whether a status move is allowed: seed knows two moves, the reference level all of them. */
export function statusMove(from: JobStatus, to: JobStatus): "allowed" | "conflict" {
  if (to === "archived" || from === to) {
    return "allowed";
  }
  if (to === "active") {
    return "allowed";
  }
  return "conflict";
}

/** Whether the published interface states this move (the seed profile sends no other). */
export function seedStatesMove(from: JobStatus, to: JobStatus): boolean {
  return to === "archived" || (from === "archived" && to === "active");
}
