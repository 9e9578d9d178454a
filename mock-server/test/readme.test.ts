import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sourceBundle } from "../../scripts/source-bundle.mjs";
import { type SpawnedServer, spawnServer } from "./support/spawn.js";

const run = promisify(execFile);
const PACKAGE_DIR = new URL("..", import.meta.url).pathname;
const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The code block under each `<!-- example: FILE -->` marker. */
const EMBEDDED = [...README.matchAll(/<!-- example: (\S+) -->\n```\w+\n([\s\S]*?)```/g)].map(
  ([, file = "", code = ""]) => [file, code] as const,
);

it("embeds its examples", () => {
  expect(EMBEDDED.map(([file]) => file)).toEqual([
    "examples/curl.sh",
    "examples/fake-timers.test.ts",
    "examples/start-server.ts",
    "examples/with-msw.test.ts",
    "examples/inspector/in-page.ts",
    "examples/tenants.sh",
    "examples/testing/factories.test.ts",
    "examples/testing/job-board.ts",
    "examples/testing/job-board.msw.test.ts",
    "examples/testing/job-board.http.test.ts",
    "examples/contract/careers-site.test.ts",
    "examples/testing/reasons.test.ts",
    "examples/testing/job-board.browser.test.ts",
  ]);
});

it.each(EMBEDDED)("shows %s exactly as the file that runs", (file, code) => {
  expect(code).toBe(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
});

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer();
}, 30_000);
afterAll(() => server.stop());

it("runs the curl walkthrough against the bin", { timeout: 30_000 }, async () => {
  const { stdout } = await run("bash", ["examples/curl.sh"], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, BASE: server.url },
  });
  expect(stdout).toContain('"status":"archived"');
});

it("runs the tenants walkthrough against the bin, leaving no employer behind", { timeout: 30_000 }, async () => {
  const { stdout } = await run("bash", ["examples/tenants.sh"], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, BASE: server.url },
  });
  expect(JSON.parse(stdout).data.map((job: { referenceId: string }) => job.referenceId)).toEqual(["CI-1"]);
  const employers = (await (await fetch(`${server.url}/__admin/employers`)).json()) as { data: unknown[] };
  expect(employers.data).toHaveLength(2);
});

it("runs the in-process example and prints what its comment says", { timeout: 30_000 }, async () => {
  const { stdout } = await run(process.execPath, [await sourceBundle("mock-server/examples/start-server.ts")], {
    cwd: PACKAGE_DIR,
  });
  expect(stdout.trim()).toMatch(
    /^201 http:\/\/127\.0\.0\.1:\d+\/api\/v1\.1\/jobs\/1 2026-11-21T09:00:00Z 2027-01-20T09:00:00Z$/,
  );
});
