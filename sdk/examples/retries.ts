import { createJobsClient } from "@jobs-toolkit/sdk";

const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
  timeoutMs: 10_000, // per attempt, response body included (default 30 000)
  maxRetries: 4, // after the first attempt (default 2); 0 turns retries off
  // Told of each retry before its wait, e.g. for a log line.
  onRetry: ({ method, url, attempt, attempts, status, error, delayMs }) =>
    console.warn(
      `${method} ${url}: attempt ${attempt} of ${attempts}: ${status ?? error?.message}; next in ${delayMs} ms`,
    ),
});

// A PUT, so it is retried after a connection error, a timeout, 429, 502, 503 or 504.
const { job } = await client.jobs.upsert("REQ-RETRY-1", {
  title: "Forklift Operator",
  description: "<p>Day shift.</p>",
  locations: [{ description: "Regina, SK" }],
  categories: [{ id: 6 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example/forklift",
});

// A signal bounds the whole call, waits between retries included.
const drafts = await client.jobs.list({ status: "draft" }, { signal: AbortSignal.timeout(20_000) });
console.log(`job ${job.id} is one of ${drafts.paging.total} drafts`);

await client.jobs.delete({ referenceId: "REQ-RETRY-1" });
