// Each test (or parallel worker) makes its own employer on the reference server and
// talks to the job API with that employer's key: no other test sees its jobs.
import { createAdminClient, createJobsClient } from "@jobs-toolkit/sdk";

const baseUrl = process.env.JOBS_API_URL ?? "http://127.0.0.1:4010";
const admin = createAdminClient({ baseUrl });

const { data: tenant, error } = await admin.POST("/__admin/employers", {
  body: { name: "Checkout tests", plan: "standard", ttlSeconds: 3600 },
});
if (error) {
  throw new Error(`${error.status} ${error.detail}`);
}

const client = createJobsClient({ baseUrl, apiKey: tenant.apiKey });
const { paging } = await client.jobs.list();
console.log(`employer ${tenant.id} starts with ${paging.total} jobs`);

await admin.DELETE("/__admin/employers/{id}", { params: { path: { id: tenant.id } } });
