import { createJobsClient } from "@jobs-toolkit/sdk";

// For networks that only let GET and POST through: PUT and DELETE go out as POST
// with X-HTTP-Method-Override, and are still retried as the PUT and DELETE they are.
const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
  methodOverride: true,
});

const { job } = await client.jobs.upsert("REQ-OVERRIDE-1", {
  title: "Line Cook",
  description: "<p>Evenings and weekends.</p>",
  locations: [{ description: "Halifax, NS" }],
  categories: [{ id: 11 }],
  positionType: { id: 2 },
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example/cook",
}); // POST /api/v1.1/jobs, X-HTTP-Method-Override: PUT
const archived = await client.jobs.archive(job.id); // POST /api/v1.1/jobs/{id}, X-HTTP-Method-Override: PUT
await client.jobs.delete(job.id); // POST /api/v1.1/jobs/{id}, X-HTTP-Method-Override: DELETE
console.log(`job ${job.id} went ${job.status} -> ${archived.status} -> deleted`);
