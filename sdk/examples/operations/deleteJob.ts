import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

await client.jobs.delete(1);
