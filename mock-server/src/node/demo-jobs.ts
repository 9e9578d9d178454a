/**
 * The jobs the demo employers start with when `jobs-mock-server` runs without `--config`
 * or `--empty`, so a first `jobs list` shows something. They are created through the
 * server's own rules, on a scratch server so that they leave no trace in the request log.
 */
import type { JobCreate } from "@jobs-toolkit/spec";
import { createCoreRequest, createJobsServer, type JobsServer, type JobsServerOptions } from "../index.js";

/** Each demo job with the API key of the employer that posts it, oldest first. */
export const DEMO_JOBS: readonly { apiKey: string; job: JobCreate }[] = [
  {
    apiKey: "demo-key-1",
    job: {
      referenceId: "NH-2026-014",
      title: "Registered Nurse, Emergency",
      status: "active",
      description:
        "<p>Join our <strong>emergency</strong> team.</p><ul><li>12-hour shifts</li><li>Rotating weekends</li></ul>",
      locations: [{ description: "Toronto, ON" }],
      categories: [{ id: 12 }],
      positionType: { id: 1 },
      salary: { amount: 82000, maxAmount: 104000, type: { id: 1 } },
      applicantRoutingType: { id: 1 },
      applicationEmail: "careers@northshore-health.ca",
    },
  },
  {
    apiKey: "demo-key-1",
    job: {
      referenceId: "NH-2026-021",
      title: "Medical Laboratory Technologist",
      status: "active",
      autoRefresh: true,
      description: "<p>Process specimens in our core laboratory, <em>days and evenings</em>.</p>",
      locations: [{ description: "Hamilton, ON" }, { description: "Mississauga, ON" }],
      categories: [{ id: 12 }, { id: 25 }],
      positionType: { id: 2 },
      salary: { amount: 41.5, type: { id: 5 } },
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://careers.northshore-health.ca/jobs/nh-2026-021",
    },
  },
  {
    apiKey: "demo-key-1",
    job: {
      referenceId: "NH-2026-030",
      title: "Unit Clerk, Night Shift",
      description: "<p>Keep the ward's records and phones in order overnight.</p>",
      locations: [{ description: "Toronto, ON" }],
      categories: [{ id: 2 }],
      positionType: { id: 2 },
      applicantRoutingType: { id: 1 },
      applicationEmail: "careers@northshore-health.ca",
    },
  },
  {
    apiKey: "demo-key-2",
    job: {
      referenceId: "PF-0457",
      title: "Long-Haul Truck Driver (Class 1A)",
      status: "active",
      description: "<p>Regina to Winnipeg runs, home every weekend.</p>",
      locations: [{ description: "Regina, SK" }],
      categories: [{ id: 22 }],
      positionType: { id: 1 },
      salary: { amount: 68000, type: { id: 1 }, plusCommission: true },
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://prairiefreight.example.ca/drive",
    },
  },
  {
    apiKey: "demo-key-2",
    job: {
      referenceId: "PF-0461",
      title: "Warehouse Associate",
      status: "active",
      description: "<p>Days, Monday to Friday. Forklift ticket an asset.</p>",
      locations: [{ description: "Winnipeg, MB" }, { description: "Saskatoon, SK" }],
      categories: [{ id: 22 }],
      positionType: { id: 4 },
      salary: { amount: 21.25, maxAmount: 24, type: { id: 5 } },
      applicantRoutingType: { id: 1 },
      applicationEmail: "hiring@prairiefreight.example.ca",
    },
  },
];

/**
 * Adds {@link DEMO_JOBS} to a server that holds no job yet, created under the same
 * options (employers and rules) so they pass exactly the checks a client's jobs pass.
 */
export function addDemoJobs(server: JobsServer, options: JobsServerOptions): void {
  const scratch = createJobsServer({ ...options, chaos: {} });
  scratch.clock.set(server.clock.now());
  for (const { apiKey, job } of DEMO_JOBS) {
    const headers = { "api-key": apiKey, "content-type": "application/json" };
    const request = createCoreRequest({ method: "POST", url: "/api/v1.1/jobs", headers, body: JSON.stringify(job) });
    const response = scratch.handle(request);
    if (response.status !== 201) {
      throw new Error(`demo job ${job.referenceId} was refused: ${response.status}`);
    }
  }
  const { clock } = server.exportState();
  server.importState({ ...scratch.exportState(), clock });
}
