import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { expect, it } from "vitest";
import { anyId } from "../src/compare.js";
import { checkConformance } from "../src/index.js";
import { must } from "../src/must.js";
import { resolveOptions } from "../src/options.js";
import { toVitest } from "../src/report/repro.js";
import { serveFetch } from "./support/serve-fetch.js";
import { variantNamed } from "./support/variants.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITEST = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const CONFIG = `import { defineConfig } from "vitest/config";
const conditions = ["@jobs-toolkit/source"];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ["repro.test.ts"] } });
`;

function runVitest(dir: string, baseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, "run", "--root", dir, "--config", `${dir}/vitest.config.ts`], {
      env: {
        ...process.env,
        JOBS_BASE_URL: baseUrl,
        JOBS_API_KEY: "demo-key-1",
        JOBS_API_KEY_2: "demo-key-2",
        CI: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

it("writes a vitest file that fails against the faulty server and passes against the reference server", async () => {
  const variant = variantNamed("default-status-active");
  const faulty = await serveFetch(variant.create());
  const reference = await startServer({ port: 0 });
  const dir = `${ROOT}.repro-tmp-${process.pid}`;
  try {
    const report = await checkConformance({
      baseUrl: faulty.url,
      apiKeys: ["demo-key-1", "demo-key-2"],
      profile: "reference",
      seed: 3,
      numRuns: 10,
      only: ["defaults"],
    });
    const failure = report.properties.find((property) => property.failure)?.failure;
    expect(failure?.vitest).toContain("createJobsClient");
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/vitest.config.ts`, CONFIG);
    writeFileSync(`${dir}/repro.test.ts`, must(failure, "a failure of the faulty server").vitest);
    const against = await runVitest(dir, faulty.url);
    expect(against.code, against.output).not.toBe(0);
    expect(against.output).toContain("expected 'active' to deeply equal 'draft'");
    const fixed = await runVitest(dir, reference.url);
    expect(fixed.code, fixed.output).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await faulty.close();
    await reference.close();
  }
}, 120_000);

it("writes a reproduction when the answer lacks the field the check reads", () => {
  const exchange = {
    seq: 1,
    phase: "check" as const,
    method: "GET",
    url: "http://jobs.test/api/v1.1/jobs?q=x",
    requestHeaders: {},
    requestBody: undefined,
    requestBodyBytes: 0,
    status: 200,
    responseHeaders: { "content-type": "application/json" },
    responseBody: '{"paging":{}}',
    durationMs: 1,
  };
  const file = toVitest(
    [exchange] as never,
    0,
    { kind: "field", pointer: "/paging/total", expected: anyId, actual: undefined, requirements: ["paging.total"] },
    "GET /api/v1.1/jobs answered 200 with /paging/total = undefined; expected 1",
    "lists",
    resolveOptions({ baseUrl: "http://jobs.test", apiKeys: ["k"] }),
  );
  expect(file).toContain("expect(");
});
