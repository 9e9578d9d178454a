import { createJobsClient, JobsApiError, NotFoundError, ValidationError } from "@jobs-toolkit/sdk";

const client = createJobsClient({
  baseUrl: process.env.JOBS_API_URL ?? "http://127.0.0.1:4010",
  apiKey: process.env.JOBS_API_KEY ?? "demo-key-1",
});

try {
  await client.jobs.create({
    title: "Welder",
    description: "<p>MIG and TIG welding.</p>",
    locations: ["Toronto, ON", "Ottawa, ON", "Halifax, NS", "Calgary, AB"].map((description) => ({ description })),
    categories: [{ id: 6 }],
    positionType: { id: 1 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example/welder",
  });
} catch (error) {
  if (!(error instanceof ValidationError)) {
    throw error;
  }
  console.log(error.message); // 422 Unprocessable Content: /locations: at most 3 locations; got 4
  for (const rule of error.errors) {
    console.log(`${rule.pointer} ${rule.code}`); // /locations too_many
  }
}

try {
  await client.jobs.get(2147483647);
} catch (error) {
  if (error instanceof NotFoundError) {
    console.log(`${error.method} ${error.url}: ${error.problem.detail}`);
  } else if (error instanceof JobsApiError) {
    console.log(`${error.status ?? "no response"}: ${error.message}`);
  } else {
    throw error;
  }
}
