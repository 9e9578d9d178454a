// What the vitest fixture says when a test reaches for something it does not give.
import { expect, it } from "vitest";
import { importMsw } from "../../src/testing/msw-peer.js";
import { createJobsTest } from "../../src/testing/vitest.js";

const test = createJobsTest();

test("answers a demo key with 401: a test sees only the data it made", async ({ jobs }) => {
  const demo = await jobs.fetch(new Request(`${jobs.baseUrl}/api/v1.1/jobs`, { headers: { "API-Key": "demo-key-1" } }));
  expect(demo.status).toBe(401);
  const own = await jobs.fetch(
    new Request(`${jobs.baseUrl}/api/v1.1/jobs`, { headers: { "API-Key": jobs.tenant.apiKey } }),
  );
  expect(own.status).toBe(200);
});

test("says how to reach the in-process server when the global fetch is sent there", async ({ jobs }) => {
  const sent = fetch(`${jobs.baseUrl}/api/v1.1/jobs`, { headers: { "API-Key": jobs.tenant.apiKey } });
  await expect(sent).rejects.toThrow(
    'http://jobs.test/api/v1.1/jobs is the in-process reference server, which has no socket: send with jobs.client or jobs.fetch, or use createJobsTest({ server: "msw" })',
  );
});

it("names the package to install when msw is missing", async () => {
  const missing = () => Promise.reject(new Error("Cannot find package 'msw' imported from the test kit"));
  await expect(importMsw(missing)).rejects.toThrow(
    'createJobsTest({ server: "msw" }) needs msw in your project: npm i -D msw',
  );
});
