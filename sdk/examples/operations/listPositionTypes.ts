import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

const positionTypes = await client.positionTypes.list();
console.log(positionTypes.data.map((type) => `${type.id} ${type.name}`));
