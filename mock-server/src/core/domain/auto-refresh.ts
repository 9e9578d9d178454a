/**
 * autoRefresh: for an employer on the unlimited plan, an active job with autoRefresh
 * reports its publishDate advanced by whole 7-day steps since it was last set. Where the
 * refreshing ends is the dialect's (`autoRefresh`): by default never past closeDate, and
 * closeDate stays; a deployment may go on past it, or move closeDate on with each step
 * (then a job that refreshes once never reaches it). On the standard plan the flag is
 * kept but does nothing.
 */
import { DEFAULT_DIALECT, type EmployerAccount, type JobStatus, type ResolvedDialect } from "@jobs-toolkit/spec";
import { DAY } from "../lib/dates.js";

export const REFRESH_INTERVAL = 7 * DAY;

/** How far auto-refresh goes: the dialect's `autoRefresh`. */
export type RefreshRule = ResolvedDialect["autoRefresh"];

export const DEFAULT_REFRESH: RefreshRule = DEFAULT_DIALECT.autoRefresh;

interface Refreshable {
  status: JobStatus;
  autoRefresh: boolean;
  publishDate: number;
  closeDate: number;
}

/** Whether the job's publishDate moves with the clock. */
export function isRefreshing(job: Refreshable, plan: EmployerAccount["plan"]): boolean {
  return plan === "unlimited" && job.status === "active" && job.autoRefresh;
}

/**
 * The instant the job's publishDate stops moving: closeDate, or never where the rule goes
 * on past it, or moves closeDate on with a first step that fits before it.
 */
export function refreshEnd(job: Refreshable, rule: RefreshRule): number {
  const goesOn =
    rule.pastCloseDate === "goes-on" ||
    (rule.closeDate === "moves" && job.publishDate + REFRESH_INTERVAL <= job.closeDate);
  return goesOn ? Number.POSITIVE_INFINITY : job.closeDate;
}

/** The publishDate the job reports at `now`. */
export function effectivePublishDate(
  job: Refreshable,
  plan: EmployerAccount["plan"],
  now: number,
  rule: RefreshRule = DEFAULT_REFRESH,
): number {
  if (!isRefreshing(job, plan)) {
    return job.publishDate;
  }
  const until = Math.min(now, refreshEnd(job, rule));
  return until <= job.publishDate ? job.publishDate : openPublishDate(job, until);
}

/** The publishDate at `now` of a job refreshing then (published, its refreshing not yet ended). */
export function openPublishDate(job: Refreshable, now: number): number {
  return job.publishDate + Math.floor((now - job.publishDate) / REFRESH_INTERVAL) * REFRESH_INTERVAL;
}

/** The closeDate the job reports when its publishDate reads `publishDate`. */
export function effectiveCloseDate(job: Refreshable, publishDate: number, rule: RefreshRule): number {
  return rule.closeDate === "moves" ? job.closeDate + (publishDate - job.publishDate) : job.closeDate;
}
