/**
 * Seeding in the API's own terms: JobCreate bodies with a publishDate, status and
 * referenceId, created under the same rules as createJob. The clock is not moved, so
 * tests running in parallel against one server are not disturbed. (The state export
 * stays for whole snapshots.)
 */
import type { Dialect, Job, JobCreate, JobStatus } from "@jobs-toolkit/spec";
import { buildJob } from "./build-job.js";
import { callAdmin, type JobsTarget } from "./target.js";
import type { Tenant } from "./tenants.js";

/** One job to seed. */
export interface SeedEntry {
  /** The job; by default `buildJob` draws one (seeded by the entry's place), of the dialect's reference data when given. */
  job?: JobCreate;
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
 * them. A job that breaks a rule throws with the server's problem document. An entry
 * without a job gets one drawn from `options.dialect`'s reference data (the server's by default).
 *
 * @example
 * const [job] = await seedJobs(server, tenant, [{ job: buildJob(), status: "active", publishDate: "2026-11-01T09:00:00Z" }]);
 */
export async function seedJobs(
  target: JobsTarget,
  tenant: Pick<Tenant, "id">,
  entries: readonly SeedEntry[],
  options: { dialect?: Dialect } = {},
): Promise<Job[]> {
  const created: Job[] = [];
  for (const [index, entry] of entries.entries()) {
    const { publishDate, status, referenceId } = entry;
    const job = entry.job ?? buildJob({}, { seed: index + 1, ...options });
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
