import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

// Only the fields sent change; archive(1) and publish(1) send { status } alone.
const job = await client.jobs.update(1, { title: "Registered Nurse, Emergency (nights)", autoRefresh: true });
console.log(job.title, job.autoRefresh);
