import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

const job = await client.jobs.get(1);
const places = job.locations.map((location) => location.description);
console.log(job.title, job.status, places);
