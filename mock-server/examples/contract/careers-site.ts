// A careers site to test: it drafts a posting, keeps postings in step by their own ids
// (upserting by referenceId), takes one down and puts it back up, tells the recruiter why
// a posting was refused, and shows every open position, page after page.
import { BadRequestError, type JobsClient, ValidationError } from "@jobs-toolkit/sdk";
import type { Job, JobCreate } from "@jobs-toolkit/spec";

/** Drafts a posting and reads it back as the site shows it to the recruiter. */
export async function draftPosting(client: JobsClient, posting: JobCreate): Promise<Job> {
  const created = await client.jobs.create(posting);
  return client.jobs.get(created.id);
}

/** Puts a posting up under the site's own id; a second call with the same id changes that job. */
export async function publishPosting(
  client: JobsClient,
  referenceId: string,
  posting: Omit<JobCreate, "referenceId">,
): Promise<Job> {
  return (await client.jobs.upsert(referenceId, { ...posting, status: "active" })).job;
}

/** Takes a posting down and puts it back up, as the site's "pause" button does. */
export async function pauseAndResume(client: JobsClient, id: number): Promise<Job> {
  await client.jobs.archive(id);
  return client.jobs.publish(id);
}

/** Tries to create a posting; a refusal is the message the site shows the recruiter. */
export async function tryPosting(client: JobsClient, posting: JobCreate): Promise<{ job?: Job; refusal?: string }> {
  try {
    return { job: await client.jobs.create(posting) };
  } catch (error) {
    // 422 on the reference server; some deployments refuse a body with 400.
    if (error instanceof ValidationError || error instanceof BadRequestError) {
      return { refusal: error.message };
    }
    throw error;
  }
}

/** Every open position's title, following the pages of `pageSize`. */
export async function openPositions(client: JobsClient, pageSize: number): Promise<string[]> {
  const titles: string[] = [];
  for await (const job of client.jobs.listAll({ status: "active", pageSize })) {
    titles.push(job.title);
  }
  return titles;
}
