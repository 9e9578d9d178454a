import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CONTRACT_FORMAT, parseContract } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { contractTest, type RawExchange } from "../../src/testing/contract/record.js";
import { writeContractPart } from "../../src/testing/contract/write.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const VITEST = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
const COMMITTED = fileURLToPath(new URL("../../examples/contract/careers-site.contract.json", import.meta.url));

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

function exchange(partial: Partial<RawExchange> & Pick<RawExchange, "method" | "path">): RawExchange {
  return {
    query: "",
    requestHeaders: { "api-key": "k-secret", "content-type": "application/json", "user-agent": "x" },
    requestBody: "",
    status: 200,
    responseHeaders: JSON_TYPE,
    responseBody: "",
    ...partial,
  };
}

it("writes ids and links from earlier answers, API keys and reference data as references", () => {
  const test = contractTest("app.test.ts", "creates, reads and pages", [
    exchange({
      method: "POST",
      path: "/api/v1.1/jobs",
      requestBody: JSON.stringify({ title: "Cook", categories: [{ id: 9 }], positionType: { id: 2 } }),
      status: 201,
      responseHeaders: { ...JSON_TYPE, location: "http://jobs.test/api/v1.1/jobs/41" },
      responseBody: JSON.stringify({ id: 41, employer: { id: 41, name: "E" }, categories: [{ id: 9, name: "Food" }] }),
    }),
    exchange({ method: "GET", path: "/api/v1.1/jobs/41", responseBody: JSON.stringify({ id: 41, title: "Cook" }) }),
    exchange({
      method: "GET",
      path: "/api/v1.1/jobs",
      query: "pageSize=1",
      responseBody: JSON.stringify({
        data: [{ id: 41 }],
        paging: { next: "http://jobs.test/api/v1.1/jobs?pageSize=1&page=2" },
      }),
    }),
    // The SDK may write the link's query in another order: it is still the link followed.
    exchange({ method: "GET", path: "/api/v1.1/jobs", query: "page=2&pageSize=1", responseBody: '{"data":[]}' }),
  ]);

  expect(test.exchanges.map(({ request }) => request.url)).toEqual([
    "/api/v1.1/jobs",
    "/api/v1.1/jobs/{{1:$.id}}",
    "/api/v1.1/jobs?pageSize=1",
    "{{3:$.paging.next}}",
  ]);
  expect(test.exchanges[0]?.request.headers).toEqual({ "api-key": "{{key 1}}", "content-type": "application/json" });
  expect(test.exchanges[0]?.request.body).toEqual({
    title: "Cook",
    categories: [{ id: "{{category 9}}" }],
    positionType: { id: "{{positionType 2}}" },
  });
  // The employer's id is no job id, even when it has the same number.
  expect(test.exchanges[0]?.response.body).toEqual({
    id: 41,
    employer: { id: 41, name: "E" },
    categories: [{ id: "{{category 9}}", name: "Food" }],
  });
  expect(test.exchanges[0]?.response.headers).toEqual({ ...JSON_TYPE, location: "http://jobs.test/api/v1.1/jobs/41" });
  expect(test.exchanges[1]?.response.body).toEqual({ id: "{{1:$.id}}", title: "Cook" });
  expect(test.exchanges[2]?.response.body).toMatchObject({ data: [{ id: "{{1:$.id}}" }] });
  expect(JSON.stringify(test)).not.toContain("k-secret");
});

it("merges the parts of several test files into one contract, ordered, leaving out a file that is gone", async () => {
  const folder = mkdtempSync(join(tmpdir(), "contract-parts-"));
  const contractFile = join(folder, "contract.json");
  const sources = ["b.test.ts", "a.test.ts", "gone.test.ts"].map((name) => join(folder, name));
  for (const source of sources) {
    writeFileSync(source, "");
  }
  const partOf = (source: string, names: string[]) => ({
    source,
    tests: names.map((name) => ({ file: source.slice(folder.length + 1), name, exchanges: [] })),
  });
  // Written at once, as workers finishing together would.
  await Promise.all([
    writeContractPart(contractFile, partOf(sources[0] as string, ["z", "y"])),
    writeContractPart(contractFile, partOf(sources[1] as string, ["only"])),
    writeContractPart(contractFile, partOf(sources[2] as string, ["old"])),
  ]);
  const all = parseContract(readFileSync(contractFile, "utf8"));
  expect(all.format).toBe(CONTRACT_FORMAT);
  expect(all.tests.map((test) => `${test.file} > ${test.name}`)).toEqual([
    "a.test.ts > only",
    "b.test.ts > y",
    "b.test.ts > z",
    "gone.test.ts > old",
  ]);

  rmSync(sources[2] as string);
  await writeContractPart(contractFile, partOf(sources[1] as string, ["only"]));
  expect(parseContract(readFileSync(contractFile, "utf8")).tests.map((test) => test.name)).toEqual(["only", "y", "z"]);
});

it("records the example app's tests, across files and workers, as the committed contract", {
  timeout: 120_000,
}, async () => {
  const contractFile = join(mkdtempSync(join(tmpdir(), "careers-contract-")), "careers-site.contract.json");
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  await run(
    process.execPath,
    [VITEST, "run", "--project", "mock-server", "--pool", "forks", "--maxWorkers", "2", "examples/contract/"],
    { cwd: ROOT, env: { ...env, CI: "true", JOBS_CONTRACT: contractFile }, timeout: 100_000 },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The example's tests failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
  const recorded = readFileSync(contractFile, "utf8");
  const contract = parseContract(recorded);
  expect(contract.tests).toHaveLength(5);
  expect(contract.tests.every((test) => test.exchanges.length > 0)).toBe(true);
  // The same tests on the same fixed clock write the same text: a change shows in a diff.
  expect(recorded).toBe(readFileSync(COMMITTED, "utf8"));
});
