// Creates, upserts, lists every page, archives and deletes jobs.
// Start the reference server (npx jobs-mock-server), then: npx tsx examples/quickstart.ts
import { createJobsClient, type JobCreate } from "@jobs-toolkit/sdk";

const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
});

const nurse: JobCreate = {
  title: "Registered Nurse",
  description: "<p>Day shifts on a <strong>surgical</strong> ward.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@northshore.example",
};

// POST: never retried, because a second POST would make a second job.
const created = await client.jobs.create(nurse);
console.log(`created job ${created.id} as ${created.status}`);

// PUT by referenceId: creates the first time, updates after; safe to retry.
const { job, created: isNew } = await client.jobs.upsert("REQ-2026-001", { ...nurse, title: "Charge Nurse" });
console.log(`${isNew ? "created" : "saved"} job ${job.id} (${job.referenceId})`);

// Every page, following paging.next.
for await (const page of client.jobs.pages({ q: "nurse", pageSize: 1 })) {
  const titles = page.data.map((header) => header.title).join(", ");
  console.log(`page ${page.paging.page} of ${page.paging.pages}: ${titles}`);
}

await client.jobs.publish(created.id);
await client.jobs.archive(created.id);
await client.jobs.archive({ referenceId: "REQ-2026-001" });
console.log("archived both jobs");

await client.jobs.delete(created.id);
await client.jobs.delete({ referenceId: "REQ-2026-001" });
console.log("deleted both jobs");
