// In your own tests: the reference server in-process, no port, no network.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient } from "@jobs-toolkit/sdk";

const server = createJobsServer();
const client = createJobsClient({ baseUrl: "http://jobs.test", apiKey: "demo-key-1", fetch: server.fetch });

const job = await client.jobs.create({
  title: "Data Analyst",
  description: "<p>SQL and dashboards.</p>",
  locations: [{ description: "Winnipeg, MB" }],
  categories: [{ id: 1 }],
  positionType: { id: 3 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "hiring@example.com",
});
console.log(`${job.id} ${job.title} in ${job.locations[0]?.name}`); // 1 Data Analyst in Winnipeg
