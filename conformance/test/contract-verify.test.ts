import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { type Contract, parseContract } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { contractToPact } from "../src/contract/pact.js";
import { formatContractReport } from "../src/contract/report.js";
import { verifyContract } from "../src/contract/verify.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { runSource } from "./support/run-source.js";

/** The example careers site's contract, as its tests recorded it (mock-server/test/testing/contract.test.ts keeps it current). */
const CONTRACT_FILE = fileURLToPath(
  new URL("../../mock-server/examples/contract/careers-site.contract.json", import.meta.url),
);
const contract: Contract = parseContract(readFileSync(CONTRACT_FILE, "utf8"));
const EXCHANGES = contract.tests.reduce((sum, test) => sum + test.exchanges.length, 0);

const verify = (args: string[]) => runSource("src/bin.ts", ["verify-contract", ...args]);
const temporary = (name: string) => join(mkdtempSync(join(tmpdir(), "contract-")), name);

it("passes against the reference server, each test as an employer of its own, removed afterwards", async () => {
  const server = createJobsServer();
  const before = server.employers().map((employer) => employer.id);

  const report = await verifyContract(contract, { fetch: server.fetch });

  expect(report.verdict, formatContractReport(report)).toBe("passed");
  expect(report.namespace).toBe("employer per test");
  expect(report.compared).toBe(EXCHANGES);
  expect(report.tests.map((test) => test.verdict)).toEqual(contract.tests.map(() => "passed"));
  expect(server.employers().map((employer) => employer.id)).toEqual(before);
  expect(server.exportState().jobs).toEqual([]);
});

it("verifies over HTTP from the command line, exit 0, and writes the Pact file", { timeout: 120_000 }, async () => {
  const running = await startServer({ port: 0 });
  try {
    const pact = temporary("pact.json");
    const { code, stdout, stderr } = await verify([
      CONTRACT_FILE,
      "--base-url",
      running.url,
      "--pact",
      pact,
      "--consumer",
      "careers-site",
      "--provider",
      "jobs-api",
    ]);
    expect(code, stdout + stderr).toBe(0);
    expect(stdout).toContain(`5 tests, 5 passed, 0 failed, 0 inconclusive; ${EXCHANGES} exchanges compared.`);
    expect(stdout).toMatch(/^PASSED\.$/m);
    const file = JSON.parse(readFileSync(pact, "utf8"));
    expect(file).toMatchObject({ consumer: { name: "careers-site" }, provider: { name: "jobs-api" } });
    expect(file.metadata.pactSpecification.version).toBe("4.0");
    expect(file.interactions).toHaveLength(EXCHANGES);
  } finally {
    await running.close();
  }
});

it("shows what the app would notice on a fake started from another dialect, naming test, exchange and difference", async () => {
  const drifted = createJobsServer({ dialect: { upsert: { createStatus: 200 }, paging: { links: "path" } } });

  const report = await verifyContract(contract, { fetch: drifted.fetch });
  const text = formatContractReport(report);

  expect(report.verdict).toBe("failed");
  expect(text).toMatch(
    /FAILED {2}examples\/contract\/careers-site\.test\.ts > upserts a posting by its referenceId\n {4}exchange 1: PUT \/api\/v1\.1\/jobs answered 200\n {6}status: 201 expected, 200 answered/,
  );
  expect(text).toContain("link-form at $.paging.next: absolute expected, relative answered");
  // The tests that never upsert nor page are untouched by the drift.
  const untouched = report.tests.find((test) => test.name === "drafts a posting and reads it back");
  expect(untouched?.verdict).toBe("passed");
});

it("fails a value that came from an earlier answer when the deployment answers another", async () => {
  const server = createJobsServer();
  const swapped: typeof server.fetch = async (request) => {
    const answer = await server.fetch(request);
    if (request.method !== "GET" || !/\/jobs\/\d+$/.test(new URL(request.url).pathname)) {
      return answer;
    }
    const job = await answer.json();
    return Response.json({ ...job, id: job.id + 1000 }, { status: answer.status });
  };

  const report = await verifyContract(contract, { fetch: swapped });

  const read = report.tests.find((test) => test.name === "drafts a posting and reads it back");
  expect(read?.verdict).toBe("failed");
  expect(read?.exchanges[1]?.differences).toEqual([
    expect.objectContaining({ aspect: "value", at: "$.id", expected: expect.stringContaining("({{1:$.id}})") }),
  ]);
});

it("replays with the keys given, one test after another, where the deployment makes no employers", async () => {
  const alpha = createAlpha();
  const fetch = (request: Request) => alpha.fetch(request);

  const report = await verifyContract(contract, { fetch, apiKeys: [ALPHA_KEYS[0]] });

  expect(report.namespace).toBe("keys given");
  expect(report.compared).toBe(EXCHANGES);
  // What each test made is gone afterwards.
  const left = await fetch(new Request("http://jobs.test/api/v1.1/jobs", { headers: { "API-Key": ALPHA_KEYS[0] } }));
  expect((await left.json()).paging.total).toBe(0);
  expect(report.left).toEqual([]);
});

it("is a set-up problem, exit 5, where the deployment makes no employer and no key is given", async () => {
  const alpha = createAlpha();
  const report = await verifyContract(contract, { fetch: (request) => alpha.fetch(request) });
  expect(report.verdict).toBe("set-up problem");
  expect(formatContractReport(report)).toContain("give as many --api-key (0 given)");
});

it("retries transient answers under the suite's rules, and calls a run that met only those inconclusive", async () => {
  const server = createJobsServer();
  let calls = 0;
  // A 429 proves the request was not carried out, so even a create is sent again.
  const flaky: typeof server.fetch = async (request) =>
    ++calls % 3 === 0
      ? new Response("slow down", { status: 429, headers: { "retry-after": "0" } })
      : server.fetch(request);
  expect((await verifyContract(contract, { fetch: flaky })).verdict).toBe("passed");

  const down = async () => new Response("down", { status: 503, headers: { "retry-after": "0" } });
  const report = await verifyContract(contract, { fetch: down, retries: 1, apiKeys: ["k"] });
  expect(report.verdict).toBe("inconclusive");
  expect(formatContractReport(report)).toMatch(/INCONCLUSIVE/);
});

it("calls a contract that exercised nothing inconclusive, exit 4", { timeout: 120_000 }, async () => {
  const empty = temporary("empty.json");
  writeFileSync(empty, JSON.stringify({ format: contract.format, tests: [] }));
  const running = await startServer({ port: 0 });
  try {
    const { code, stdout } = await verify([empty, "--base-url", running.url]);
    expect(code).toBe(4);
    expect(stdout).toContain("INCONCLUSIVE: no exchange was compared, so nothing was proved.");
  } finally {
    await running.close();
  }
});

it("refuses a file that is no contract as a bad command line, exit 2, naming the problem", {
  timeout: 120_000,
}, async () => {
  const broken = temporary("broken.json");
  writeFileSync(
    broken,
    JSON.stringify({ format: contract.format, tests: [{ file: "a", name: "b", exchanges: [{}] }] }),
  );
  const { code, stderr } = await verify([broken, "--base-url", "http://127.0.0.1:9"]);
  expect(code).toBe(2);
  expect(stderr).toContain("tests[0].exchanges[0]: an exchange is { request, response }");
});

it("writes each exchange as a Pact interaction whose provider state names the steps before it", () => {
  const pact = contractToPact(contract, { consumer: "careers-site", provider: "jobs-api" });
  const read = pact.interactions.find((interaction) => interaction.description.includes("reads it back (step 2"));

  expect(read?.providerStates).toEqual([
    {
      name: 'a new employer for "drafts a posting and reads it back" has made steps 1 to 1',
      params: expect.objectContaining({ step: 2, refs: { ref1: "{{1:$.id}}", ref2: "{{key 1}}" } }),
    },
  ]);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Pact's expressions name provider-state values as ${name}.
  expect(read?.request.generators?.path).toEqual({ type: "ProviderState", expression: "/api/v1.1/jobs/${ref1}" });
  expect(read?.response.matchingRules?.body).toMatchObject({
    "$.id": { matchers: [{ match: "type" }] },
    "$.publishDate": { matchers: [{ match: "type" }] },
    "$.employer": { matchers: [{ match: "type" }] },
  });
  // What the app sent comes back as sent: no rule loosens it.
  expect(read?.response.matchingRules?.body?.["$.title"]).toBeUndefined();
});
