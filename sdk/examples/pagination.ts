import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
});

// One page, with its position in the whole list.
const first = await client.jobs.list({ status: "active", pageSize: 20 });
console.log(`${first.paging.total} active jobs on ${first.paging.pages} pages of ${first.paging.pageSize}`);

// Page after page, until paging.next is null.
for await (const page of client.jobs.pages({ status: "active", pageSize: 20 })) {
  console.log(`page ${page.paging.page}: ${page.data.length} jobs`);
}

// Job headers one by one across pages; breaking out stops the requests.
let shown = 0;
for await (const header of client.jobs.listAll({ q: "nurse" })) {
  console.log(`${header.id} ${header.title} [${header.status}]`);
  if (++shown === 3) {
    break;
  }
}
