/** `jobs-mock-server --dialect FILE`: the bin answers as the file says, and refuses a file that is not a dialect. */
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { validJob } from "../support/jobs.js";
import { runServerCommand, type SpawnedServer, spawnServer } from "../support/spawn.js";

const running: SpawnedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
});

function dialectFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "dialect-")), "deployment.json");
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

it("answers as the dialect file says and starts with no jobs", { timeout: 30_000 }, async () => {
  const file = dialectFile({
    errors: { notFound: { status: 404, body: "empty" }, validation: { status: 400, body: "error-string" } },
    upsert: { createStatus: 200 },
    paging: { links: "query" },
  });
  const server = await spawnServer(["--port", "0", "--dialect", file]);
  running.push(server);
  const headers = { "API-Key": "demo-key-1", "Content-Type": "application/json" };
  const list = await fetch(`${server.url}/api/v1.1/jobs`, { headers });
  expect(((await list.json()) as { paging: { total: number } }).paging.total).toBe(0);
  const missing = await fetch(`${server.url}/api/v1.1/jobs/1`, { headers });
  expect([missing.status, await missing.text()]).toEqual([404, ""]);
  const bad = await fetch(`${server.url}/api/v1.1/jobs`, { method: "POST", headers, body: "{}" });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ error: expect.stringMatching(/breaks/) });
  const body = JSON.stringify(validJob({ referenceId: "A-1" }));
  expect((await fetch(`${server.url}/api/v1.1/jobs`, { method: "PUT", headers, body })).status).toBe(200);
  await fetch(`${server.url}/api/v1.1/jobs`, { method: "POST", headers, body: JSON.stringify(validJob()) });
  const page = await fetch(`${server.url}/api/v1.1/jobs?pageSize=1`, { headers });
  expect(((await page.json()) as { paging: { next: string } }).paging.next).toBe("?pageSize=1&page=2");
});

it("refuses a dialect file that does not follow the schema, naming each member at fault", async () => {
  const result = await runServerCommand(["--dialect", dialectFile({ paging: { links: "relative" }, colour: 1 })]);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(
    /--dialect: .*deployment.json is not a valid dialect:\n {2}#\/colour fails .*\n {2}#\/paging\/links fails/,
  );
  const broken = await runServerCommand(["--dialect", dialectFile("{")]);
  expect(broken.code).toBe(2);
  expect(broken.stderr).toMatch(/--dialect: .*deployment.json is not JSON/);
});

const DEPTH = 50_000;
const hostileDialects: [string, () => string, RegExp][] = [
  [
    "a symlink to /dev/zero",
    () => {
      const link = join(mkdtempSync(join(tmpdir(), "dialect-")), "zero.json");
      symlinkSync("/dev/zero", link);
      return link;
    },
    /a device, not a regular file/,
  ],
  [
    `valid JSON nested ${DEPTH} deep`,
    () => dialectFile(`{"referenceData":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}`),
    /nested more than \d+ levels deep/,
  ],
  [
    "a 64 MiB file with one over-long name",
    () => dialectFile(`{"name":"${"a".repeat(64 * 1024 * 1024)}"}`),
    /larger than 32 MiB/,
  ],
];

it.each(hostileDialects)(
  "refuses %s as a dialect, naming the file, with exit code 2",
  async (_, make, why) => {
    const file = make();
    const result = await runServerCommand(["--dialect", file], { killAfterMs: 20_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^jobs-mock-server: --dialect: /);
    expect(result.stderr).toContain(file);
    expect(result.stderr).toMatch(why);
  },
  30_000,
);
