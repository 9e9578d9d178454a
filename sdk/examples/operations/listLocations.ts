import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

const page = await client.locations.list({ q: "Halifax", pageSize: 5 });
console.log(page.data.map((location) => location.description));
