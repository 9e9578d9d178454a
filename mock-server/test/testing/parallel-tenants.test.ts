import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { startServer } from "../../src/node/start.js";

const run = promisify(execFile);
const FIXTURE = new URL("../fixtures/parallel-tenants/", import.meta.url).pathname;
const VITEST = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");

/** The environment without this vitest's own variables, so the child runs as a vitest of its own. */
function childEnvironment(url: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  return { ...env, JOBS_URL: url, PARALLEL_WORKERS: "8" };
}

it("runs 8 vitest workers at once against one server, each with its own employer seeing only its own jobs", {
  timeout: 240_000,
}, async () => {
  const running = await startServer({ port: 0, requestLogSize: 1_000 });
  // Removing a tenant forgets its requests too, so the jobs are counted as they are made.
  const created = new Map<number, Set<number>>();
  running.server.onChange((event) => {
    if (event.type === "job") {
      created.set(event.job.employerId, (created.get(event.job.employerId) ?? new Set()).add(event.job.id));
    }
  });
  const report = join(mkdtempSync(join(tmpdir(), "parallel-tenants-")), "report.json");
  try {
    const args = ["run", "--config", join(FIXTURE, "vitest.config.ts"), "--pool", "forks", "--maxWorkers", "8"];
    await run(process.execPath, [VITEST, ...args, "--reporter", "json", "--outputFile", report], {
      cwd: FIXTURE,
      env: childEnvironment(running.url),
      timeout: 200_000,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`The workers failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
    });

    const results = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string }[];
    };
    expect(results.numFailedTests).toBe(0);
    expect(results.numPassedTests).toBe(8);
    expect(results.testResults).toHaveLength(8);

    expect([...created.keys()]).toHaveLength(8);
    for (const jobs of created.values()) {
      expect(jobs.size).toBe(5);
    }
    // Each fixture removed its employer, and everything it owned, after its test.
    expect(running.server.employers().map((employer) => employer.id)).toEqual([1, 2]);
    expect(running.server.exportState().jobs).toEqual([]);
    expect(running.server.requests(1_000).filter((request) => created.has(request.employerId ?? 0))).toEqual([]);
  } finally {
    await running.close();
  }
});
