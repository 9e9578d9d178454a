/**
 * A job as a read shows it at a time: its publishDate moved on by auto-refresh, and its
 * closeDate with it where the dialect moves closeDate too (`autoRefresh.closeDate`).
 */
import { effectiveCloseDate } from "./auto-refresh.js";
import { type JobRecord, jobBytes } from "./job-record.js";
import type { StoreReader } from "./store.js";

/** The closeDate a job reports when its publishDate reads `publishDate`. */
export function closeDateAt(store: StoreReader, record: JobRecord, publishDate: number): number {
  const { refresh } = store.listing;
  return refresh ? effectiveCloseDate(record, publishDate, refresh) : record.closeDate;
}

/** The response text of a job as it reads at `now`, as UTF-8. */
export function jobBytesAt(store: StoreReader, record: JobRecord, now: number): Uint8Array {
  const publishDate = store.publishDateOf(record, now);
  return jobBytes(record, publishDate, closeDateAt(store, record, publishDate));
}
