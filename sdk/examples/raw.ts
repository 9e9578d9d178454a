import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
});

// openapi-fetch as it is: paths, parameters and bodies typed from the spec; nothing thrown for an error status.
const { data, error, response } = await client.raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: 1 } } });
if (error) {
  console.log(`${response.status} ${error.title}: ${error.detail}`);
} else {
  console.log(`${data.id} ${data.title}`);
}
