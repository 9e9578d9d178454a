/**
 * The request that notices 1,500 tenants' time to live has run out, with 10,000 other
 * jobs stored, against a plain list request on the same server: expiry should cost what
 * expires, not a pass over every job per tenant.
 */
import { createCoreRequest, createJobsServer } from "@jobs-toolkit/mock-server";
import { jobBody, populate } from "./populate.js";

const TENANTS = 1_500;
const OTHER_JOBS = 10_000;

/** Milliseconds of the request that expires every tenant, and of the same request without expiry. */
export function measureMassExpiry(): { expiryMs: number; plainMs: number } {
  const server = createJobsServer({ requestLogSize: 0, maxJobsPerEmployer: 2 * OTHER_JOBS });
  server.clock.set(Date.parse("2026-11-21T15:00:00Z") / 1000);
  populate(server, "demo-key-1", OTHER_JOBS);
  for (let index = 0; index < TENANTS; index += 1) {
    const { apiKey } = server.createEmployer({ name: `Tenant ${index}`, plan: "standard", ttlSeconds: 60 });
    const body = JSON.parse(jobBody(index, "tenant"));
    body.locations = [{ description: `Hamlet ${index}, NU` }];
    server.handle(
      createCoreRequest({
        method: "POST",
        url: "/api/v1.1/jobs",
        headers: { "api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  }
  const list = () =>
    server.handle(createCoreRequest({ method: "GET", url: "/api/v1.1/jobs", headers: { "api-key": "demo-key-1" } }));
  server.clock.advance(61);
  let started = performance.now();
  list();
  const expiryMs = performance.now() - started;
  started = performance.now();
  list();
  return { expiryMs, plainMs: performance.now() - started };
}
