/**
 * What the Node server does about where it listens and how it stops: the controls stay
 * off beyond loopback without a token, links never name "any address", an empty token
 * is refused, and a shutdown does not wait for delays clients asked for.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { adminFor, isLoopback, linkOriginOf } from "../../src/node/bind.js";
import { runServerCommand, type SpawnedServer, spawnServer } from "../support/spawn.js";

const running: SpawnedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
});

describe("listening beyond loopback", () => {
  it("keeps the controls off without a token, answers 403 saying why, and says so on stderr", async () => {
    const warnings: string[] = [];
    const admin = adminFor("0.0.0.0", undefined, (message) => warnings.push(message));
    expect(warnings.join("\n")).toMatch(/\/__admin are off.*0\.0\.0\.0.*--admin-token/);
    const server = createJobsServer({ admin });
    const response = await server.fetch(new Request("http://192.168.1.20:4010/__admin/state"));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { detail: string }).detail).toContain("--admin-token");
  });

  it("keeps them on with a token, or on loopback", () => {
    const warn = () => {
      throw new Error("no warning expected");
    };
    expect(adminFor("0.0.0.0", { token: "t0k" }, warn)).toEqual({ token: "t0k" });
    expect(adminFor("::", false, warn)).toBe(false);
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) {
      expect(isLoopback(host)).toBe(true);
      expect(adminFor(host, undefined, warn)).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "example.org"]) {
      expect(isLoopback(host)).toBe(false);
    }
  });

  it("points links at loopback, never at 0.0.0.0 or ::", () => {
    expect(linkOriginOf({ address: "0.0.0.0", family: "IPv4", port: 4010 })).toBe("http://127.0.0.1:4010");
    expect(linkOriginOf({ address: "::", family: "IPv6", port: 4010 })).toBe("http://[::1]:4010");
    expect(linkOriginOf({ address: "127.0.0.1", family: "IPv4", port: 4010 })).toBe("http://127.0.0.1:4010");
  });
});

it("refuses an empty --admin-token with exit code 2", { timeout: 30_000 }, async () => {
  const { code, stderr } = await runServerCommand(["--admin-token", ""]);
  expect(code).toBe(2);
  expect(stderr).toContain("--admin-token must not be empty");
});

it("refuses --latency past 10 s with exit code 2", { timeout: 30_000 }, async () => {
  const { code, stderr } = await runServerCommand(["--latency", "20000"]);
  expect(code).toBe(2);
  expect(stderr).toContain("at most 10000");
});

// The delay asked for is 10 s; the test's own limit is shorter, so only a shutdown that cuts it short passes.
it("stops on SIGTERM with a 10 s delay in flight, answering it first", { timeout: 8_000 }, async () => {
  const server = await spawnServer();
  running.push(server);
  const slow = fetch(`${server.url}/api/v1.1/positiontypes`, {
    headers: { "API-Key": "demo-key-1", Prefer: "scenario=slow; delay=10000" },
  });
  // An idle keep-alive connection must not hold the shutdown either.
  await (await fetch(`${server.url}/api/v1.1/positiontypes`, { headers: { "API-Key": "demo-key-1" } })).text();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [code, response] = await Promise.all([server.stop("SIGTERM"), slow]);
  expect(code).toBe(0);
  expect(response.status).toBe(200);
});
