/**
 * autoRefresh: for an employer on the unlimited plan, an active job with autoRefresh
 * reports its publishDate advanced by whole 7-day steps since it was last set, never
 * past closeDate. On the standard plan the flag is kept but does nothing.
 */
import type { EmployerAccount, JobStatus } from "@jobs-toolkit/spec";
import { DAY } from "../lib/dates.js";

export const REFRESH_INTERVAL = 7 * DAY;

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

/** The publishDate the job reports at `now`. */
export function effectivePublishDate(job: Refreshable, plan: EmployerAccount["plan"], now: number): number {
  if (!isRefreshing(job, plan)) {
    return job.publishDate;
  }
  const until = Math.min(now, job.closeDate);
  if (until <= job.publishDate) {
    return job.publishDate;
  }
  return job.publishDate + Math.floor((until - job.publishDate) / REFRESH_INTERVAL) * REFRESH_INTERVAL;
}
