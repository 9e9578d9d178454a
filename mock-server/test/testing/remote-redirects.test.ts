// The test kit against a running server that redirects (scripts/hostile-server.mjs): the
// admin token, and an API key a routed page sent, never reach another origin.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { type HostileServer, startHostileServer } from "../../../scripts/hostile-server.mjs";
import { connection, createTenant, type RemoteServer } from "../../src/testing/index.js";

let hostile: HostileServer;
let remote: RemoteServer;

beforeAll(async () => {
  hostile = await startHostileServer();
  remote = { url: hostile.url, adminToken: "admin-secret" };
});
afterEach(() => {
  hostile.behave();
  hostile.requests.length = 0;
  hostile.elsewhere.requests.length = 0;
});
afterAll(() => hostile.close());

for (const status of [302, 307] as const) {
  it(`refuses a ${status} to another origin for a control, naming both origins, and sends its token nowhere else`, async () => {
    hostile.misbehave({ kind: "redirect", status });
    const error = await createTenant(remote).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`POST ${hostile.url}/__admin/employers answered ${status}`);
    expect((error as Error).message).toContain(hostile.elsewhere.url);
    expect(hostile.requests.map((request) => request.headers["admin-token"])).toEqual(["admin-secret"]);
    expect(hostile.elsewhere.requests).toEqual([]);
  });

  it(`refuses a ${status} to another origin for a forwarded API request, and sends its key nowhere else`, async () => {
    hostile.misbehave({ kind: "redirect", status });
    const { origin, fetch } = connection(remote);
    const request = new Request(`${origin}/api/v1.1/jobs`, { headers: { "api-key": "demo-key-1" } });
    await expect(fetch(request)).rejects.toThrow(hostile.elsewhere.url);
    expect(hostile.elsewhere.requests).toEqual([]);
  });
}

it("still reaches a server that answers without redirects", async () => {
  const tenant = await createTenant(remote);
  expect(tenant.apiKey).toEqual(expect.any(String));
});
