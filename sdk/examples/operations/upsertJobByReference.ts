import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

// Updates the job with this referenceId, or creates it (then every create rule applies).
const { job, created } = await client.jobs.upsert("REQ-2026-001", {
  title: "Charge Nurse",
  description: "<p>Lead the night team.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example.org/req-2026-001",
});
console.log(created ? "created" : "saved", job.id, job.referenceId);
