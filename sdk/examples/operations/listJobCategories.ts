import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

const categories = await client.jobCategories.list();
console.log(categories.data.map((category) => `${category.id} ${category.name}`));
