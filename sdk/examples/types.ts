// The exported types name what the methods take and resolve. JobCreate carries the
// routing rule: routing type 1 (Email) needs applicationEmail, 2 (URL) applicationUrl.
import {
  createJobsClient,
  type Job,
  type JobCreate,
  type JobHeader,
  type JobsClient,
  type JobTarget,
} from "@jobs-toolkit/sdk";

export const client: JobsClient = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

export const nurse: JobCreate = {
  title: "Registered Nurse",
  description: "<p>Nights.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "careers@northshore-health.ca",
};

// @ts-expect-error routing type 1 (Email) without applicationEmail does not compile
export const forgotten: JobCreate = { ...nurse, applicationEmail: null };

export async function archive(target: JobTarget): Promise<string> {
  const job: Job = await client.jobs.archive(target);
  return job.status;
}

export async function activeTitles(): Promise<string[]> {
  const titles: string[] = [];
  for await (const header of client.jobs.listAll({ status: "active" })) {
    titles.push((header satisfies JobHeader).title);
  }
  return titles;
}
