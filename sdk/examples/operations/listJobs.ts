import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

const page = await client.jobs.list({ status: "active", q: "nurse", pageSize: 20 });
for (const job of page.data) {
  console.log(job.id, job.title, job.publishDate);
}
// Every page, following paging.next: for await (const job of client.jobs.listAll({ status: "active" })) { ... }
