/**
 * Runs a sync: lists the employer's jobs once, then for each job file (N at a time)
 * reads the stored job, compares, and upserts only when something differs; with prune,
 * archives the jobs whose referenceIds no file names. A dry run sends no write.
 */
import {
  AuthenticationError,
  ConnectionError,
  type JobHeader,
  JobsApiError,
  type JobsClient,
  type JobUpsertFields,
  jobFlaw,
  ValidationError,
} from "@jobs-toolkit/sdk";
import { expectJob, notAnswer, SYNC_HEADER_FIELDS, SYNC_JOB_FIELDS } from "../answers.js";
import { CliError, EXIT } from "../errors.js";
import { type Change, creationChanges, diffJob } from "./diff.js";
import type { DesiredJob } from "./load.js";

/** What happened to one job (or would, in a dry run). */
export type SyncAction = "created" | "updated" | "unchanged" | "archived" | "failed";

/** Why a job failed: the problem's title line and each broken rule. */
interface SyncFailure {
  status: number | undefined;
  title: string;
  errors: { pointer: string; message: string }[];
}

/** The outcome for one job. */
export interface SyncResult {
  action: SyncAction;
  referenceId: string;
  id: number | null;
  /** The file that states the job; null for a pruned job, which no file names. */
  file: string | null;
  changes?: Change[];
  error?: SyncFailure;
}

/** How to sync. */
export interface SyncOptions {
  dryRun: boolean;
  prune: boolean;
  concurrency: number;
  /** Called after each job settles, for progress. */
  onResult?: (result: SyncResult, done: number, total: number) => void;
  /** The request last sent (`GET http://…/jobs?page=2`), to name one whose answer is not a job list. */
  lastRequest?: () => string | undefined;
}

/** The outcome of a whole sync. */
export interface SyncReport {
  dryRun: boolean;
  results: SyncResult[];
  /** An error that stopped the run early (authentication, connection): the rest would fail the same way. */
  fatal?: unknown;
}

/** Why a request failed, in the report's terms. */
function toFailure(error: unknown): SyncFailure {
  if (error instanceof JobsApiError) {
    const problem = error.problem;
    const rules = error instanceof ValidationError ? error.errors : (problem?.errors ?? []);
    return {
      status: error.status,
      title: problem
        ? `${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ""}`
        : error.message,
      errors: rules.map((rule) => ({ pointer: rule.pointer ?? rule.parameter ?? "", message: rule.message })),
    };
  }
  return { status: undefined, title: error instanceof Error ? error.message : String(error), errors: [] };
}

/** Runs `work` over `items`, at most `limit` at a time, until done or `stopped()`. */
async function pool<Item>(
  items: readonly Item[],
  limit: number,
  stopped: () => boolean,
  work: (item: Item) => Promise<void>,
) {
  // Workers share one iterator, so each item is worked on once.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) {
      if (stopped()) {
        return;
      }
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function syncOne(client: JobsClient, desired: DesiredJob, stored: JobHeader | undefined, dryRun: boolean) {
  const base = { referenceId: desired.referenceId, file: desired.file };
  if (!stored) {
    if (dryRun) {
      return { ...base, action: "created", id: null, changes: creationChanges(desired.body) } as const;
    }
    // The plan says it creates: no job had this referenceId when the run listed them. The
    // status cannot say so on a deployment whose creating PUT answers 200, as an update does.
    const { job } = await client.jobs.upsert(desired.referenceId, desired.body as JobUpsertFields);
    return { ...base, action: "created", id: job.id } as const;
  }
  // Compared field by field, so a stored job missing one is refused before anything is sent for it.
  const job = expectJob(await client.jobs.get(stored.id), `GET job ${stored.id}`, SYNC_JOB_FIELDS);
  const changes = diffJob(desired.body, job);
  if (changes.length === 0) {
    return { ...base, action: "unchanged", id: job.id } as const;
  }
  // The whole file is sent: fields it leaves out stay as they are (updates are partial).
  if (!dryRun) {
    await client.jobs.upsert(desired.referenceId, desired.body as JobUpsertFields);
  }
  return { ...base, action: "updated", id: job.id, changes } as const;
}

/**
 * Syncs the desired jobs to the server.
 *
 * @example
 * const report = await runSync(client, jobs, { dryRun: false, prune: true, concurrency: 4 });
 */
export async function runSync(
  client: JobsClient,
  desired: readonly DesiredJob[],
  options: SyncOptions,
): Promise<SyncReport> {
  const stored = new Map<string, JobHeader>();
  for await (const header of client.jobs.listAll({ pageSize: 100 })) {
    // Matching by referenceId and pruning by status read both: a list that does not hold
    // them as they are written would make sync create twins and archive the wrong jobs.
    const problem = jobFlaw(header, SYNC_HEADER_FIELDS);
    if (problem !== undefined) {
      const refusal = notAnswer(options.lastRequest?.(), "a page of jobs", `job ${header.id}: ${problem}`);
      throw new CliError(`${refusal.message}; nothing was sent`, EXIT.API);
    }
    if (header.referenceId) {
      stored.set(header.referenceId, header);
    }
  }
  const wanted = new Set(desired.map((job) => job.referenceId));
  // Jobs without a referenceId are not managed by sync, and archived ones are already where prune would put them.
  const prunable = options.prune
    ? [...stored.values()].filter((header) => !wanted.has(header.referenceId ?? "") && header.status !== "archived")
    : [];
  const total = desired.length + prunable.length;
  const results: SyncResult[] = [];
  const report: SyncReport = { dryRun: options.dryRun, results };
  const settle = (result: SyncResult) => {
    results.push(result);
    options.onResult?.(result, results.length, total);
  };
  const fail = (error: unknown, base: Omit<SyncResult, "action" | "error">) => {
    if (error instanceof AuthenticationError || error instanceof ConnectionError) {
      report.fatal ??= error;
    }
    settle({ ...base, action: "failed", error: toFailure(error) });
  };
  const stopped = () => report.fatal !== undefined;

  await pool(desired, options.concurrency, stopped, async (job) => {
    try {
      settle(await syncOne(client, job, stored.get(job.referenceId), options.dryRun));
    } catch (error) {
      fail(error, { referenceId: job.referenceId, id: stored.get(job.referenceId)?.id ?? null, file: job.file });
    }
  });
  await pool(prunable, options.concurrency, stopped, async (header) => {
    const base = { referenceId: header.referenceId ?? "", id: header.id, file: null };
    try {
      if (!options.dryRun) {
        await client.jobs.archive(header.id);
      }
      settle({ ...base, action: "archived", changes: [{ field: "status", from: header.status, to: "archived" }] });
    } catch (error) {
      fail(error, base);
    }
  });
  // Results settle in completion order; the report lists them in file order, prunes last.
  const order = new Map(desired.map((job, index) => [job.referenceId, index]));
  results.sort(
    (left, right) =>
      (order.get(left.referenceId) ?? Infinity) - (order.get(right.referenceId) ?? Infinity) ||
      (left.id ?? 0) - (right.id ?? 0),
  );
  return report;
}
