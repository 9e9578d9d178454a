/**
 * Replays a contract against a deployment: each test in a namespace of its own, its
 * exchanges in order with the references resolved on the deployment's own answers, each
 * answer judged as the application sees it (judge.ts), and what the test made removed.
 * Requests go through the suite's transport: its retries, pace, timeout and size cap.
 */
import type { Contract, ContractTest, Dialect } from "@jobs-toolkit/spec";
import { parseJson } from "../http/raw.js";
import { RunAbortedError, Transport } from "../http/recorder.js";
import { RefusedAnswerError } from "../http/refusal.js";
import { DEFAULT_RETRY_POLICY, isInconclusive } from "../http/transient.js";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_RETRIES, type FetchLike } from "../options.js";
import { type NamespaceMaker, namespaceMaker } from "./namespace.js";
import { mapReferenceData, missingReferenceData, type ReferenceData, readReferenceIds } from "./reference-data.js";
import { replayTest, type Send, type TestVerdict } from "./replay.js";

export type { ExchangeVerdict, TestVerdict } from "./replay.js";

/** How to verify a contract. */
export interface ContractVerifyOptions {
  /** The deployment's root URL (http://jobs.test when `fetch` reaches one in this process). */
  baseUrl?: string;
  /** The fetch to send with; the global one by default. */
  fetch?: FetchLike;
  /** Keys of a test employer, used where the deployment makes no employer per test. */
  apiKeys?: readonly string[];
  /** Admin-Token of the reference server's controls, when it was started with one. */
  adminToken?: string;
  /** `auto` (default): an employer per test where `/__admin/employers` makes them, else the keys. */
  namespace?: "auto" | "employers" | "keys";
  /** The deployment's dialect: its reference data stand in for the recorded ids. */
  dialect?: Dialect;
  timeoutMs?: number;
  maxResponseBytes?: number;
  retries?: number;
  /** Most requests a second (0: unpaced). */
  rateLimit?: number;
  signal?: AbortSignal;
}

/** What verifying a contract found. */
export interface ContractReport {
  verdict: "passed" | "failed" | "inconclusive" | "set-up problem";
  baseUrl: string;
  namespace?: "employer per test" | "keys given";
  tests: TestVerdict[];
  /** Exchanges sent and judged. */
  compared: number;
  /** What the run needed and could not find. */
  setup: string[];
  /** What the clean-up could not remove. */
  left: string[];
  /** Why the run stopped, when it did. */
  error?: string;
}

const IN_PROCESS = "http://jobs.test";

/** The number of API keys a test names. */
function keyCount(test: ContractTest): number {
  const found = JSON.stringify(test.exchanges).match(/\{\{key (\d+)\}\}/g) ?? [];
  return Math.max(0, ...found.map((text) => Number(text.slice(6, -2))));
}

/** The deployment's reference data, read with the first key or an employer made for it. */
async function readReferenceData(
  maker: NamespaceMaker,
  keys: readonly string[],
  dialect: Dialect | undefined,
  get: (path: string, key: string | undefined) => Promise<{ text: string }>,
): Promise<ReferenceData> {
  const reader = keys.length > 0 || dialect?.referenceData ? undefined : await maker.open(1, "contract reference data");
  try {
    const key = keys[0] ?? reader?.keys[0];
    return await readReferenceIds(async (path) => parseJson((await get(path, key)).text), dialect);
  } finally {
    await reader?.close();
  }
}

/** The contract's verdict from its tests': a failure fails it; nothing judged proves nothing. */
function overall(tests: readonly TestVerdict[]): ContractReport["verdict"] {
  if (tests.some((test) => test.verdict === "failed")) {
    return "failed";
  }
  return tests.length === 0 || tests.some((test) => test.verdict === "inconclusive") ? "inconclusive" : "passed";
}

/**
 * Replays every test of `contract` against a deployment and judges each answer as the
 * application that recorded it would see it.
 *
 * @example
 * const report = await verifyContract(contract, { baseUrl: "http://127.0.0.1:4010" });
 * if (report.verdict !== "passed") console.error(formatContractReport(report));
 */
export async function verifyContract(contract: Contract, options: ContractVerifyOptions = {}): Promise<ContractReport> {
  const baseUrl = (options.baseUrl ?? IN_PROCESS).replace(/\/+$/, "");
  const transport = new Transport({
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    concurrency: 1,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxRequests: 0,
    signal: options.signal,
    retry: { ...DEFAULT_RETRY_POLICY, retries: options.retries ?? DEFAULT_RETRIES },
    rateLimit: options.rateLimit ?? 0,
  });
  const send: Send = async (request, phase) => {
    const { response, exchange } = await transport.send(request, phase);
    return { response, text: exchange.responseBody };
  };
  const keys = options.apiKeys ?? [];
  const report: ContractReport = { verdict: "inconclusive", baseUrl, tests: [], compared: 0, setup: [], left: [] };
  try {
    const maker = await namespaceMaker(send, baseUrl, {
      keys,
      adminToken: options.adminToken,
      mode: options.namespace ?? "auto",
    });
    report.namespace = maker.kind;
    const referenceData = await readReferenceData(maker, keys, options.dialect, (path, key) =>
      send(new Request(`${baseUrl}${path}`, { headers: key === undefined ? {} : { "API-Key": key } }), "setup"),
    );
    report.setup.push(
      ...missingReferenceData(contract.tests, referenceData).map(
        (what) => `the contract names ${what} and the deployment lists none (give --dialect with its reference data)`,
      ),
    );
    const needed = Math.max(0, ...contract.tests.map(keyCount));
    if (maker.kind === "keys given" && keys.length < needed) {
      report.setup.push(`the contract's tests use ${needed} API keys; give as many --api-key (${keys.length} given)`);
    }
    if (report.setup.length > 0) {
      report.verdict = "set-up problem";
      return report;
    }
    for (const test of contract.tests) {
      const namespace = await maker.open(keyCount(test), test.name);
      try {
        report.tests.push(
          await replayTest(test, { send, baseUrl, referenceData: mapReferenceData(test, referenceData) }, namespace),
        );
      } finally {
        report.left.push(...(await namespace.close()));
      }
    }
  } catch (error) {
    if (!(error instanceof RefusedAnswerError || isInconclusive(error) || error instanceof RunAbortedError)) {
      throw error;
    }
    report.error = (error as Error).message;
  }
  report.compared = report.tests.reduce(
    (sum, test) => sum + test.exchanges.filter((e) => e.status !== undefined).length,
    0,
  );
  report.verdict =
    report.error !== undefined && !report.tests.some((t) => t.verdict === "failed")
      ? "inconclusive"
      : overall(report.tests);
  return report;
}
