import { createJobsServer } from "@jobs-toolkit/mock-server";
import ts from "typescript";
import { expect, it } from "vitest";
import { findDifference, oneOf } from "../src/compare.js";
import { checkConformance, formatJunit, formatPretty } from "../src/index.js";
import { fourDecimals, numberLiterals } from "../src/json-text.js";
import { must } from "../src/must.js";
import { variantNamed } from "./support/variants.js";

it("reads number literals as written, by JSON Pointer", () => {
  const literals = numberLiterals(
    '{"salary":{"amount":52000.0000,"maxAmount":null},"list":[1,2.50],"s":"\\"amount\\":7"}',
  );
  expect(literals.get("/salary/amount")).toBe("52000.0000");
  expect(literals.get("/list/1")).toBe("2.50");
  expect(literals.has("/s")).toBe(false);
  expect(fourDecimals(3)).toBe("0.0003");
  expect(fourDecimals(520_000_000)).toBe("52000.0000");
});

it("locates the first difference between a body and a prediction with matchers", () => {
  expect(findDifference({ a: { b: [1, 2] }, c: null }, { a: { b: [1, 2] }, c: oneOf([null, ""]) })).toBeUndefined();
  expect(findDifference({ a: { b: [1, 3] } }, { a: { b: [1, 2] } })).toEqual({
    pointer: "/a/b/1",
    actual: 3,
    expected: 2,
  });
});

it("renders a failure with the seed first, curl lines without keys and a vitest file that compiles", async () => {
  const variant = variantNamed("location-missing");
  const report = await checkConformance({
    fetch: variant.create(),
    apiKeys: ["demo-key-1", "demo-key-2"],
    profile: "reference",
    seed: 17,
    numRuns: 5,
    only: ["defaults"],
  });
  const failure = must(report.properties[0]?.failure, "the failure of the defaults property");
  const pretty = formatPretty(report);
  expect(pretty.startsWith("Seed: 17")).toBe(true);
  expect(pretty).toContain("FAILED [defaults]");
  expect(pretty).toContain(failure.replay);
  expect(failure.curl).toContain('-H "api-key: $JOBS_API_KEY"');
  expect(failure.curl).not.toContain("demo-key");
  expect(failure.vitest).toContain(
    'createJobsClient({ baseUrl, apiKey: process.env.JOBS_API_KEY ?? "", fetch: keep, maxRetries: 0, followRedirects: false }).raw',
  );
  expect(failure.vitest).toContain('a.POST("/api/v1.1/jobs"');
  expect(failure.vitest).toContain("expect(await validator.check(");
  const output = ts.transpileModule(failure.vitest, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext },
  });
  expect(output.diagnostics ?? []).toEqual([]);
  expect(formatJunit(report)).toContain('<failure message="POST /api/v1.1/jobs answered 201');
});

it("reports the plan of a dry run without sending anything", async () => {
  const server = createJobsServer();
  let sent = 0;
  const report = await checkConformance({
    fetch: (request) => {
      sent++;
      return server.fetch(request);
    },
    apiKeys: ["demo-key-1"],
    dryRun: true,
  });
  expect(sent).toBe(0);
  expect(report.dryRun).toBe(true);
  expect(report.properties.find((property) => property.area === "tenancy")?.reason).toMatch(/second API key/);
});

it("counts the runs made (past the failure too) apart from the shrinking runs, never more runs than the total", async () => {
  const variant = variantNamed("default-status-active");
  const report = await checkConformance({
    fetch: variant.create(),
    apiKeys: ["demo-key-1"],
    seed: 4,
    numRuns: 5,
    only: ["defaults"],
  });
  const failed = must(
    report.properties.find((property) => property.status === "failed"),
    "a failed property",
  );
  expect(failed.shrinkRuns).toBeGreaterThan(0);
  expect(failed.runs).toBeLessThanOrEqual(failed.numRuns);
  const text = formatPretty(report);
  expect(text).toContain(
    `failed: 1 requirement broken in ${failed.runs}/${failed.numRuns} runs, then ${failed.shrinkRuns} shrinking runs`,
  );
  // Every "n/m runs" the report prints has n <= m.
  for (const [, runs, total] of text.matchAll(/(\d+)\/(\d+) runs/g)) {
    expect(Number(runs)).toBeLessThanOrEqual(Number(total));
  }
  // The failure names the requirement it breaks, and its section.
  expect(text).toContain(
    'Broken: requirement create.status.default-draft (seed level, section "Status moves", see docs/behaviour.md#updates)',
  );
}, 60_000);
