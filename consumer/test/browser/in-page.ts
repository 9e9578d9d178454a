/**
 * What a browser app does with the toolkit, bundled for the page by `browser.test.ts`:
 * the SDK drives a job's whole life, either against a reference server running in the
 * page itself or over the network against a running one. Everything it reports back is
 * plain data, so the test compares it across the page boundary.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { buildJob } from "@jobs-toolkit/mock-server/testing";
import { createJobsClient, type JobCreate, JobsApiError, type JobsClient, NotFoundError } from "@jobs-toolkit/sdk";

/** What one round trip saw, step by step. */
export interface RoundTrip {
  created: { status: string; title: string };
  fetched: { sameId: boolean; title: string };
  upserted: { created: boolean | undefined; referenceId: string | null | undefined };
  /** Whether the first list page holds both jobs. */
  listed: boolean;
  archived: string;
  republished: string;
  /** How reading the deleted job failed. */
  afterDelete: { name: string; notFound: boolean; apiError: boolean; status: number | undefined };
}

/** The functions the page exposes to the test. */
export interface InPage {
  /** Against a reference server created in the page, called through `server.fetch`. */
  inPage(): Promise<RoundTrip>;
  /** Over HTTP against the server at `baseUrl`, with the browser's own fetch. */
  overHttp(baseUrl: string): Promise<RoundTrip>;
}

declare global {
  var jobsToolkit: InPage | undefined;
}

const API_KEY = "demo-key-1";

const NURSE: JobCreate = {
  title: "Registered Nurse",
  description: "<p>Day shifts on a <strong>surgical</strong> ward.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@northshore.example",
};

// Chromium caches a preflight per URL, so the first request to /jobs/{id} of each job is
// a PUT or a DELETE: over HTTP both methods then get a preflight of their own.
async function roundTrip(client: JobsClient): Promise<RoundTrip> {
  const created = await client.jobs.create(NURSE);
  const archived = await client.jobs.archive(created.id);
  const republished = await client.jobs.publish(created.id);
  const fetched = await client.jobs.get(created.id);
  const upserted = await client.jobs.upsert("BROWSER-1", buildJob({ title: "Line Cook" }, { seed: 1 }));
  const listed = await client.jobs.list({ pageSize: 10 });
  await client.jobs.delete(upserted.job.id);
  await client.jobs.delete(created.id);
  const error = await client.jobs.get(created.id).then(
    () => new Error("the deleted job was still there"),
    (thrown: unknown) => thrown,
  );
  return {
    created: { status: created.status, title: created.title },
    fetched: { sameId: fetched.id === created.id, title: fetched.title },
    upserted: { created: upserted.created, referenceId: upserted.job.referenceId },
    listed: [created.id, upserted.job.id].every((id) => listed.data.some((header) => header.id === id)),
    archived: archived.status,
    republished: republished.status,
    afterDelete: {
      name: error instanceof Error ? error.name : typeof error,
      notFound: error instanceof NotFoundError,
      apiError: error instanceof JobsApiError,
      status: error instanceof JobsApiError ? error.status : undefined,
    },
  };
}

globalThis.jobsToolkit = {
  inPage() {
    const server = createJobsServer();
    return roundTrip(
      createJobsClient({ baseUrl: "http://jobs.test", apiKey: API_KEY, fetch: (request) => server.fetch(request) }),
    );
  },
  overHttp(baseUrl) {
    return roundTrip(createJobsClient({ baseUrl, apiKey: API_KEY }));
  },
};
