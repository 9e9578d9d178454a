import { createJobsClient } from "@jobs-toolkit/sdk";

// For networks that block PUT and DELETE: the client sends them as POST with X-HTTP-Method-Override.
const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1", methodOverride: true });

const job = await client.jobs.archive(1); // POST /jobs/1, X-HTTP-Method-Override: PUT
console.log(job.status);
await client.jobs.delete(1); // POST /jobs/1, X-HTTP-Method-Override: DELETE
