import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

// A POST is never retried: a second one would make a second job (upsertJobByReference is safe to retry).
const job = await client.jobs.create({
  title: "Registered Nurse",
  description: "<p>Day shifts on a <strong>surgical</strong> ward.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@northshore.example",
});
console.log(job.id, job.status, job.publishDate);
