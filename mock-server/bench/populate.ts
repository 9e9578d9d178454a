/** Fills a server with valid jobs quickly, through its handler with no HTTP. */
import { createCoreRequest, type JobsServer } from "@jobs-toolkit/mock-server";

const LOCATIONS = ["Toronto, ON", "Ottawa, ON", "Calgary, AB", "Moncton", "Halifax, NS", "Regina, SK"];

/** A valid create body; `withReference` adds a referenceId so it can be upserted. */
export function jobBody(index: number, prefix: string, withReference = false): string {
  return JSON.stringify({
    ...(withReference ? { referenceId: `${prefix}-${index}` } : {}),
    title: `${prefix} job ${index}: Registered Nurse, Emergency`,
    description:
      "<p>Join our <strong>emergency</strong> team. Nights and weekends.</p><ul><li>Benefits</li><li>Pension</li></ul>",
    locations: [{ description: LOCATIONS[index % LOCATIONS.length] }],
    categories: [{ id: (index % 25) + 1 }],
    positionType: { id: (index % 7) + 1 },
    salary: { amount: 40000 + (index % 1000) * 10.25, type: { id: 1 } },
    status: index % 3 === 0 ? "draft" : "active",
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@northshore-health.ca",
  });
}

/** Creates `count` jobs for the employer the API key belongs to. */
export function populate(server: JobsServer, apiKey: string, count: number): void {
  const headers = { "api-key": apiKey, "content-type": "application/json" };
  for (let index = 0; index < count; index += 1) {
    const response = server.handle(
      createCoreRequest({ method: "POST", url: "/api/v1.1/jobs", headers, body: jobBody(index, apiKey) }),
    );
    if (response.status !== 201) {
      throw new Error(`create answered ${response.status}: ${response.body}`);
    }
  }
}
