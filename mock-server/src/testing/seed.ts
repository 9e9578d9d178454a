/**
 * Seeding in the API's own terms: JobCreate bodies with a publishDate, status and
 * referenceId, created under the same rules as createJob. The clock is not moved, so
 * tests running in parallel against one server are not disturbed. (The state export
 * stays for whole snapshots.)
 */
import type { Job, JobCreate, JobStatus } from "@jobs-toolkit/spec";
import { callAdmin, type JobsTarget } from "./target.js";
import type { Tenant } from "./tenants.js";

/** One job to seed. */
export interface SeedEntry {
  job: JobCreate;
  /** The job's publishDate; the server clock's time by default. */
  publishDate?: string | Date;
  /** Replaces `job.status` (draft by default). */
  status?: JobStatus;
  /** Replaces `job.referenceId`. */
  referenceId?: string;
}

function isoSeconds(date: string | Date): string {
  return typeof date === "string" ? date : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * Creates the jobs for the employer, in order, and returns them as the job API writes
 * them. A job that breaks a rule throws with the server's problem document.
 *
 * @example
 * const [job] = await seedJobs(server, tenant, [{ job: buildJob(), status: "active", publishDate: "2026-11-01T09:00:00Z" }]);
 */
export async function seedJobs(
  target: JobsTarget,
  tenant: Pick<Tenant, "id">,
  entries: readonly SeedEntry[],
): Promise<Job[]> {
  const created: Job[] = [];
  for (const { job, publishDate, status, referenceId } of entries) {
    const body = {
      ...(publishDate === undefined ? {} : { publishDate: isoSeconds(publishDate) }),
      job: {
        ...job,
        ...(status === undefined ? {} : { status }),
        ...(referenceId === undefined ? {} : { referenceId }),
      },
    };
    created.push(await callAdmin<Job>(target, "POST", `/__admin/employers/${tenant.id}/jobs`, body));
  }
  return created;
}
